-- What a personal API token may do (STAFF_TOKEN_SCOPES): `read` for GET calls, `work` for changes. Tokens made before
-- scopes existed acted as their agent in full, so they keep both.
alter table staff_api_tokens add column scopes text[] not null default array['read', 'work'];

-- Disabling an agent now revokes their tokens, so enabling them again does not bring old tokens back; tokens of
-- agents disabled before this change are revoked here the same way.
update staff_api_tokens t set revoked_at = now()
  from staff_agents a
 where a.id = t.agent_id and a.disabled_at is not null and t.revoked_at is null;
