-- Several stateless servers on one PostgreSQL.

-- Uploaded bytes, when UPLOAD_STORAGE=database (the default on PostgreSQL): an image uploaded through one server
-- is served by any other. What a key holds (owner, content type) stays in `uploads`; this is only the bytes.
create table stored_objects (
  key text primary key,
  body bytea not null,
  size_bytes integer not null,
  created_at timestamptz not null default now()
);

-- Requests per client per fixed window, shared by every server: one upsert per API request.
-- `window_start` is epoch milliseconds of the window's start; old windows are deleted as new ones begin.
create table rate_limit_windows (
  key text not null,
  window_start bigint not null,
  hits integer not null,
  primary key (key, window_start)
);
create index rate_limit_windows_start_idx on rate_limit_windows (window_start);
