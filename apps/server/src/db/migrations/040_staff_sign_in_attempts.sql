-- Sign-in attempts are counted per e-mail address typed, known or not, and counted before the password is checked:
-- one upsert takes the row lock, so parallel guesses each get their own number and only the first
-- STAFF_LOCKOUT_FAILURES are ever checked. An unknown address locks exactly as a real one does, so the lockout does
-- not tell which e-mails have accounts. A success deletes the row; rows idle for longer than the lock are pruned.
create table staff_sign_in_attempts (
  email text primary key,
  attempts int not null,
  locked_until timestamptz,
  last_at timestamptz not null default now()
);
create index staff_sign_in_attempts_last_idx on staff_sign_in_attempts (last_at);

alter table staff_agents drop column failed_sign_ins, drop column locked_until;
