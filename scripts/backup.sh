#!/usr/bin/env bash
# A backup of the PostgreSQL at DATABASE_URL: pg_dump's custom format (compressed; pg_restore restores it whole or
# table by table) as BACKUP_DIR/loan-<UTC time>.dump, with the row count of every table, taken in the dump's own
# snapshot, beside it (.counts: what scripts/restore-drill.sh checks a restore against). A dump appears under its
# final name only once complete. Afterwards, dumps older than BACKUP_KEEP_DAYS days are deleted.
#
#   DATABASE_URL=postgres://… scripts/backup.sh [BACKUP_DIR]    # BACKUP_DIR default ./backups; BACKUP_KEEP_DAYS 14
#
# Run it from cron or a systemd timer (docs/deploying.md, "Backups"); pg_dump must be at least the server's major
# version.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
url="${DATABASE_URL:?set DATABASE_URL to the database to back up}"
dir="${1:-${BACKUP_DIR:-backups}}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
[[ "$keep_days" =~ ^[0-9]+$ ]] || { echo "BACKUP_KEEP_DAYS must be a number of days" >&2; exit 2; }
mkdir -p "$dir"
name="$dir/loan-$(date -u +%Y%m%dT%H%M%SZ)"

# One read-only transaction holds a snapshot open: pg_dump dumps exactly it, and the counts are read in it.
coproc SNAPSHOT { psql -qAtX -v ON_ERROR_STOP=1 "$url"; }
# Kept now: bash unsets SNAPSHOT_PID (and SNAPSHOT) as soon as psql exits, which can be before the wait below.
to=${SNAPSHOT[1]}; from=${SNAPSHOT[0]}; snapshot_pid=$SNAPSHOT_PID
echo "begin isolation level repeatable read read only; select pg_export_snapshot();" >&"$to"
read -r -t 30 snapshot <&"$from" || { echo "backup: could not open a snapshot on the database" >&2; exit 1; }
pg_dump --format=custom --snapshot="$snapshot" --file="$name.dump.partial" "$url"
{ cat "$here/backup/row-counts.sql"; echo "select 'end of counts';"; } >&"$to"
while read -r -t 300 line <&"$from" && [[ "$line" != "end of counts" ]]; do echo "$line"; done >"$name.counts"
echo "commit;" >&"$to"
exec {to}>&-
wait "$snapshot_pid" 2>/dev/null || true
mv "$name.dump.partial" "$name.dump"

find "$dir" -maxdepth 1 -name 'loan-*.dump' -mtime "+$keep_days" -print0 | while IFS= read -r -d '' old; do
  rm -f "$old" "${old%.dump}.counts"
done
echo "$name.dump"
