-- Staff API calls refused for want of a valid session or token (or a CSRF check), by address: past
-- STAFF_REFUSED_PER_IP_PER_MINUTE in the last minute the address is answered 429 before any credential is looked up,
-- so guessing tokens or session cookies is slow. Shared by every server; rows older than a minute are pruned.
create table staff_refused_requests (
  ip text not null,
  at timestamptz not null default now()
);
create index staff_refused_requests_ip_idx on staff_refused_requests (ip, at);
