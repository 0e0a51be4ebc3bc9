#!/usr/bin/env bash
# A private PostgreSQL for tests and benchmarks: its own data directory and port, trust auth on loopback only,
# never the machine's own cluster. Debian's `postgresql` package provides the binaries (scripts/setup.sh --postgres).
#
#   scripts/pg-local.sh start   # prints the DATABASE_URL on stdout (idempotent: reuses a running cluster)
#   scripts/pg-local.sh stop
#   scripts/pg-local.sh url
#   scripts/pg-local.sh available   # exit 0 when the server binaries are installed
#
# PG_PORT (default 55432) and PG_DIR (default /tmp/loan-h5-pg-$PG_PORT) choose the cluster, so several can run
# side by side. PostgreSQL refuses to run as root; as root the cluster belongs to the `postgres` user.
set -euo pipefail

port="${PG_PORT:-55432}"
dir="${PG_DIR:-/tmp/loan-h5-pg-$port}"
url="postgres://postgres@127.0.0.1:$port/postgres"

bin_dir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [[ -n "$found" && -x "$found/pg_ctl" ]] && echo "$found"
}

as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

running() { [[ -f "$dir/data/postmaster.pid" ]] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; }

cmd="${1:-}"
if [[ "$cmd" == "available" ]]; then bin_dir >/dev/null; exit $?; fi
bin=$(bin_dir) || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 3; }

case "$cmd" in
  start)
    if ! running; then
      mkdir -p "$dir"
      [[ $(id -u) -eq 0 ]] && chown postgres:postgres "$dir"
      if [[ ! -f "$dir/data/PG_VERSION" ]]; then
        as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
          || { cat "$dir/initdb.log" >&2; exit 1; }
      fi
      # Tests open many pools at once (one per test file), so allow more than the default 100 connections.
      as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=on" >/dev/null \
        || { tail -n 30 "$dir/server.log" >&2; exit 1; }
    fi
    echo "$url"
    ;;
  stop)
    if running; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null; fi
    ;;
  url) echo "$url" ;;
  *)
    echo "usage: $0 start|stop|url|available" >&2
    exit 2
    ;;
esac
