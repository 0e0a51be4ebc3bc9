#!/usr/bin/env bash
# The production build, started the way production starts it: builds (scripts/build-release.sh: the compiled server
# and production npm packages only, in a fresh folder), then runs TWO servers with NODE_ENV=production on one
# private PostgreSQL (scripts/pg-local.sh) beside a fake SMS gateway, and checks /healthz, a page, a borrower call,
# an SMS reaching the gateway, a signed payment notification and /metrics (scripts/prod-smoke-checks.mjs).
# Everything it started is stopped at the end, also on failure.
#
#   scripts/prod-smoke.sh [--skip-build]   # --skip-build: use the apps/*/dist that `npm run build` just wrote
#
# Ports: PG_PORT (default 55591), SMOKE_PORT (default 4690; the servers take it and the next, the gateway the third).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
export PG_PORT="${PG_PORT:-55591}"
port_a="${SMOKE_PORT:-4690}"
port_b=$((port_a + 1))
gateway_port=$((port_a + 2))
work=$(mktemp -d /tmp/loan-h5-smoke.XXXXXX)
release="$work/release"
pids=()
pg_started=false
database=loan_smoke

cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if (( status != 0 )); then
    for log in "$work"/*.log; do [[ -f "$log" ]] && { echo "── last lines of $(basename "$log")"; tail -n 15 "$log"; }; done
  fi
  if $pg_started; then bash "$repo/scripts/pg-local.sh" stop || true
  elif [[ -n "${pg_url:-}" ]]; then psql -q "$pg_url" -c "drop database if exists $database" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

bash scripts/pg-local.sh available || { echo "SKIPPED: PostgreSQL is not installed (scripts/setup.sh --postgres)"; exit 0; }

echo "› release build in $release"
bash scripts/build-release.sh "$release" "$@"

[[ -f "${PG_DIR:-/tmp/loan-h5-pg-$PG_PORT}/data/postmaster.pid" ]] || pg_started=true
pg_url=$(bash scripts/pg-local.sh start)
psql -q "$pg_url" -c "drop database if exists $database" -c "create database $database" >/dev/null
db_url="${pg_url%/*}/$database"

received="$work/sms-received.jsonl"
node scripts/fake-sms-gateway.mjs "$gateway_port" smoke-gateway-token "$received" >"$work/gateway.log" 2>&1 &
pids+=($!)

# What production refuses to start without; compose.yaml gives its servers the same names (compose.test.ts).
production_env=(
  NODE_ENV=production
  DATABASE_URL="$db_url"
  TRUST_PROXY=1
  SMS_GATEWAY_URL="http://127.0.0.1:$gateway_port/sms"
  SMS_GATEWAY_TOKEN=smoke-gateway-token
  PAYMENT_WEBHOOK_SECRET=smoke-webhook-secret-0123456789
  METRICS_TOKEN=smoke-metrics-token-0123456789
  ONE_TIME_CODE_KEY=smoke-one-time-code-key-0123456789abcdef
  SMS_TEXT_KEY=smoke-sms-text-key-0123456789abcdef0123
  STAFF_FIRST_ADMIN=smoke-admin@example.com:MX
)
# The Dockerfile's CMD is the same command (compose.test.ts).
start_command=(node --enable-source-maps apps/server/dist/server.js)

echo "› two production servers on PostgreSQL, ports $port_a and $port_b"
for port in "$port_a" "$port_b"; do
  (cd "$release" && exec env "${production_env[@]}" PORT="$port" HOST=127.0.0.1 "${start_command[@]}") \
    >"$work/server-$port.log" 2>&1 &
  pids+=($!)
done
for port in "$port_a" "$port_b"; do
  for _ in $(seq 1 60); do
    curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
    sleep 0.5
  done
done

# Production has no demo data: one borrower with a card and an order being repaid, written as an operator would.
user_id=700001
phone=5590700001
session_id="smoke-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
order_id=$(psql -qAt "$db_url" -v ON_ERROR_STOP=1 <<SQL
insert into products (id, name, logo, company, amount, term_days, periods, commission_bp)
  values (1, 'Presto Cash', '/media/products/presto-cash.svg', 'Lend H5 Financial Services', 300000, 30, 1, 1000);
insert into borrowers (id, name, phone) values ($user_id, 'Cliente de prueba', '$phone');
insert into sessions (id, borrower_id) values ('$session_id', $user_id);
insert into bank_accounts (borrower_id, bank_name, bank_code, card_no) values ($user_id, 'BBVA México', 'BBVA', '4152313800001111');
insert into orders (borrower_id, product_id, bank_account_id, status, amount, term_days, commission, interest, iva,
                    disbursed_on, due_on)
  values ($user_id, 1, (select min(id) from bank_accounts where borrower_id = $user_id), 174, 300000, 30, 30000, 9000,
          4800, current_date - 10, current_date + 20)
  returning id;
SQL
)

# The first admin's one-time link, printed once by whichever server created the account.
staff_links=$(grep -ho '/staff/set-password#token=[A-Za-z0-9_-]*' "$work"/server-*.log || true)

echo "› checks"
SMOKE_STAFF_LINKS="$staff_links" SMOKE_URLS="http://127.0.0.1:$port_a http://127.0.0.1:$port_b" SMOKE_USER_ID=$user_id SMOKE_SESSION_ID="$session_id" \
  SMOKE_ORDER_ID="$order_id" SMOKE_PHONE=$phone SMOKE_SMS_RECEIVED="$received" \
  PAYMENT_WEBHOOK_SECRET=smoke-webhook-secret-0123456789 METRICS_TOKEN=smoke-metrics-token-0123456789 \
  node scripts/prod-smoke-checks.mjs
