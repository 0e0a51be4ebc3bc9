#!/usr/bin/env bash
# The restore drill: restores the latest dump scripts/backup.sh wrote in BACKUP_DIR into a scratch database on the
# PostgreSQL at ADMIN_URL (a role that may create databases), checks it, and drops it again:
#   - every table holds the rows the backup counted in its snapshot (the .counts beside the dump);
#   - the ledger holds on every order: what each payment brought in is what was applied to the debt plus the
#     surplus owed back (repayments.received = amount + its surplus_refunds row), so the paid total and the
#     surplus owed of every order add up;
#   - the schema is current: it has applied every migration this checkout carries, and none it does not know.
# Exit 1 with one line per failed check.
#
#   ADMIN_URL=postgres://… scripts/restore-drill.sh [BACKUP_DIR]    # BACKUP_DIR default ./backups
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
admin="${ADMIN_URL:?set ADMIN_URL to a PostgreSQL role that may create databases}"
dir="${1:-${BACKUP_DIR:-backups}}"
latest=$(find "$dir" -maxdepth 1 -name 'loan-*.dump' | sort | tail -n 1)
[[ -n "$latest" ]] || { echo "restore drill: no loan-*.dump in $dir" >&2; exit 1; }
[[ -f "${latest%.dump}.counts" ]] || { echo "restore drill: ${latest%.dump}.counts is missing" >&2; exit 1; }

scratch="restore_drill_$(date -u +%Y%m%d%H%M%S)_$$"
scratch_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$admin" "$scratch")"
drop() { psql -qX "$admin" -c "drop database if exists $scratch with (force)" >/dev/null 2>&1 || true; }
trap drop EXIT
psql -qX -v ON_ERROR_STOP=1 "$admin" -c "create database $scratch" >/dev/null
started=$SECONDS
pg_restore --no-owner --exit-on-error --dbname="$scratch_url" "$latest"
echo "› restored $(basename "$latest") into a scratch database in $((SECONDS - started)) s"

failures=0
fail() { echo "FAIL  $1"; failures=$((failures + 1)); }
q() { psql -qAtX -v ON_ERROR_STOP=1 "$scratch_url" "$@"; }

counted=$(q -f "$here/backup/row-counts.sql")
if [[ "$counted" == "$(cat "${latest%.dump}.counts")" ]]; then
  echo "ok    row counts of $(wc -l <<<"$counted") tables match the backup's ($(awk '{s += $2} END {print s}' <<<"$counted") rows)"
else
  fail "row counts differ from the backup's: $(diff <(cat "${latest%.dump}.counts") <(echo "$counted") | grep '^[<>]' | head -5 | tr '\n' ' ')"
fi

off_ledger=$(q -c "
  select o.id from orders o
  left join (select order_id, sum(received) as paid, sum(amount) as applied from repayments group by order_id) r
    on r.order_id = o.id
  left join (select order_id, sum(amount) as surplus from surplus_refunds group by order_id) s on s.order_id = o.id
  where coalesce(r.paid, 0) <> coalesce(r.applied, 0) + coalesce(s.surplus, 0)
     or exists (select 1 from repayments p left join surplus_refunds f on f.repayment_id = p.id
                where p.order_id = o.id and p.received - p.amount <> coalesce(f.amount, 0))
  order by o.id limit 10")
orders=$(q -c "select count(*) from orders")
if [[ -z "$off_ledger" ]]; then echo "ok    ledger: paid = applied + surplus owed back on all $orders orders"
else fail "ledger broken on orders $(tr '\n' ' ' <<<"$off_ledger")"; fi

expected=$(cd "$here/../apps/server/src/db/migrations" && ls -1 | grep -E '^[0-9]{3}_[A-Za-z0-9_-]+\.sql$' | sort)
applied=$(q -c "select name from schema_migrations order by name")
if [[ "$applied" == "$expected" ]]; then echo "ok    migrations current ($(wc -l <<<"$applied") applied)"
else fail "migrations differ from this checkout's: $(diff <(echo "$expected") <(echo "$applied") | grep '^[<>]' | head -5 | tr '\n' ' ')"; fi

(( failures == 0 )) || { echo "restore drill: $failures check(s) failed" >&2; exit 1; }
echo "restore drill passed"
