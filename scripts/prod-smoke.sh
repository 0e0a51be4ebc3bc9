#!/usr/bin/env bash
# The production build, started the way production starts it: builds (scripts/build-release.sh: the compiled server
# and production npm packages only, in a fresh folder), then runs TWO servers with NODE_ENV=production on one
# private PostgreSQL (scripts/pg-local.sh) beside a fake SMS gateway, and checks /healthz, a page, a borrower call,
# an SMS reaching the gateway, a signed payment notification, a Stripe and a Razorpay webhook and /metrics
# (scripts/prod-smoke-checks.mjs). Then, on
# the same release, a server under load while a PostgreSQL of its own restarts ten times
# (apps/server/src/server-database-restart.test.ts). Everything it started is stopped at the end, also on failure.
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

# What production refuses to start without; compose.yaml gives its servers the same names (compose.test.ts). The
# secrets are 32 random bytes made for this run, as production demands.
random_hex() { od -An -N32 -tx1 /dev/urandom | tr -d ' \n'; }
webhook_secret=$(random_hex)
metrics_token=$(random_hex)
code_key=$(random_hex)
sms_text_key=$(random_hex)
msg91_report_token=$(random_hex)
pow_key=$(random_hex)
card_key=$(random_hex)
# The providers' keys: nothing calls their APIs here (no instructions are asked for); their webhooks are checked.
stripe_key=$(random_hex)
stripe_webhook_secret=$(random_hex)
razorpay_key_secret=$(random_hex)
razorpay_webhook_secret=$(random_hex)

# As compose's migrate service does: the migrations as the database's owner, then the servers' own role made and
# granted (not a superuser: the audit log's protection holds against it); the servers run as that role.
app_role=loan_smoke_app
app_password=$(random_hex)
(cd "$release" && env DATABASE_URL="$db_url" APP_DATABASE_ROLE=$app_role APP_DATABASE_PASSWORD="$app_password" \
  node apps/server/dist/migrate-database.js) >>"$work/migrate.log"
app_db_url="postgres://$app_role:$app_password@${db_url#postgres://*@}"
if psql -q "$app_db_url" -c 'alter table staff_audit_log disable trigger all' >/dev/null 2>&1; then
  echo "FAIL  the servers' database role may alter the audit log"; exit 1
fi
echo "ok    the servers run as $app_role, which cannot alter the audit log"

# India's SMS leave only as DLT-registered MSG91 templates, so production needs them; the smoke texts no Indian phone.
production_env=(
  NODE_ENV=production
  DATABASE_URL="$app_db_url"
  TRUST_PROXY=1
  SMS_GATEWAY_URL="http://127.0.0.1:$gateway_port/sms"
  SMS_GATEWAY_TOKEN=smoke-gateway-token
  MSG91_AUTH_KEY=smoke-msg91-auth-key
  MSG91_SENDER_ID=LENDHF
  MSG91_REPORT_TOKEN="$msg91_report_token"
  MSG91_TEMPLATE_PROMOTION_REGISTER=64f0c0ffee00000000000001
  MSG91_DLT_TEMPLATE_PROMOTION_REGISTER=1107160000000000001
  MSG91_TEMPLATE_REPAYMENT_CONFIRM=64f0c0ffee00000000000002
  MSG91_DLT_TEMPLATE_REPAYMENT_CONFIRM=1107160000000000002
  PAYMENT_WEBHOOK_SECRET="$webhook_secret"
  METRICS_TOKEN="$metrics_token"
  ONE_TIME_CODE_KEY="$code_key"
  SMS_TEXT_KEY="$sms_text_key"
  CARD_TOKEN_KEY="$card_key"
  PROOF_OF_WORK_KEY="$pow_key"
  STAFF_FIRST_ADMIN=smoke-admin@example.com:MX
  PAYMENT_PROVIDERS=MX=stripe,IN=razorpay
  STRIPE_SECRET_KEY="sk_test_$stripe_key"
  STRIPE_WEBHOOK_SECRET="whsec_$stripe_webhook_secret"
  RAZORPAY_KEY_ID=rzp_test_smoke0001
  RAZORPAY_KEY_SECRET="$razorpay_key_secret"
  RAZORPAY_WEBHOOK_SECRET="$razorpay_webhook_secret"
)
# The Dockerfile's CMD is the same command (compose.test.ts).
start_command=(node --enable-source-maps apps/server/dist/server.js)

declare -A server_pid
start_server() {
  (cd "$release" && exec env "${production_env[@]}" PORT="$1" HOST=127.0.0.1 "${start_command[@]}") \
    >>"$work/server-$1.log" 2>&1 &
  pids+=($!)
  server_pid[$1]=$!
}
wait_ready() {
  for _ in $(seq 1 60); do
    curl -sf "http://127.0.0.1:$1/readyz" >/dev/null && return 0
    sleep 0.5
  done
  return 1
}

echo "› two production servers on PostgreSQL, ports $port_a and $port_b"
for port in "$port_a" "$port_b"; do start_server "$port"; done
for port in "$port_a" "$port_b"; do wait_ready "$port" || true; done

# Production has no demo data: one borrower with a card and an order being repaid, written as an operator would.
user_id=700001
phone=5590700001
session_id="smoke-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
order_id=$(psql -qAt "$db_url" -v ON_ERROR_STOP=1 <<SQL
insert into products (id, name, logo, company, amount, term_days, periods, commission_bp, market)
  values (1, 'Presto Cash', '/media/products/presto-cash.svg', 'Lend H5 Financial Services', 300000, 30, 1, 1000, 'MX');
insert into borrowers (id, name, phone, market) values ($user_id, 'Cliente de prueba', '$phone', 'MX');
insert into sessions (id, borrower_id) values ('$session_id', $user_id);
insert into bank_accounts (borrower_id, bank_name, bank_code, card_last4) values ($user_id, 'BBVA México', 'BBVA', '1111');
insert into orders (borrower_id, product_id, bank_account_id, status, market, currency, amount, term_days, commission,
                    interest, iva, tax_rate_pct, tax_base, received, signed_on, disbursed_on, due_on)
  values ($user_id, 1, (select min(id) from bank_accounts where borrower_id = $user_id), 174, 'MX', 'MXN', 300000, 30,
          30000, 9000, 6240, 16, 39000, 263760, current_date - 11, current_date - 10, current_date + 20)
  returning id;
SQL
)

# The first admin's one-time link, printed once by whichever server created the account.
staff_links=$(grep -ho '/staff/set-password#token=[A-Za-z0-9_-]*' "$work"/server-*.log || true)

echo "› checks"
SMOKE_STAFF_LINKS="$staff_links" SMOKE_URLS="http://127.0.0.1:$port_a http://127.0.0.1:$port_b" SMOKE_USER_ID=$user_id SMOKE_SESSION_ID="$session_id" \
  SMOKE_ORDER_ID="$order_id" SMOKE_PHONE=$phone SMOKE_SMS_RECEIVED="$received" \
  PAYMENT_WEBHOOK_SECRET="$webhook_secret" METRICS_TOKEN="$metrics_token" \
  STRIPE_WEBHOOK_SECRET="whsec_$stripe_webhook_secret" RAZORPAY_WEBHOOK_SECRET="$razorpay_webhook_secret" \
  node scripts/prod-smoke-checks.mjs

# The release's one-off retention sweep (docs/deploying.md, "Retention"), with the servers' settings, beside them.
echo "› one retention sweep from the release (apps/server/dist/retention-sweep.js)"
swept=$(cd "$release" && env "${production_env[@]}" node apps/server/dist/retention-sweep.js)
[[ "$swept" == '{"swept":{'* ]] || { echo "FAIL  retention sweep: $swept"; exit 1; }
echo "ok    retention sweep: $swept"

# The same two servers behind Debian's nginx running deploy/nginx.conf (its addresses and paths rendered for here),
# on a self-signed certificate from scripts/tls-selfsigned.sh. scripts/setup.sh installs nginx as root.
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
if [[ -x "$nginx_bin" ]]; then
  echo "› through nginx (deploy/nginx.conf): HTTPS with HTTP/2, HTTP redirected, /metrics and query strings kept in"
  nginx_http=$((port_a + 3)); nginx_https=$((port_a + 4))
  proxy="https://127.0.0.1:$nginx_https"
  mkdir -p "$work/nginx/tmp"
  bash scripts/tls-selfsigned.sh "$work/tls" >/dev/null
  sed -e "s|server app1:8080|server 127.0.0.1:$port_a|" -e "s|server app2:8080|server 127.0.0.1:$port_b|" \
    -e "s|listen 80;|listen 127.0.0.1:$nginx_http;|" -e "s|listen 443 ssl http2;|listen 127.0.0.1:$nginx_https ssl http2;|" \
    -e "s|/etc/nginx/tls/|$work/tls/|" -e "s|/var/log/nginx/access.log|$work/nginx-access.log|" \
    deploy/nginx.conf >"$work/nginx/site.conf"
  cat >"$work/nginx/nginx.conf" <<CONF
user root;
pid $work/nginx/nginx.pid;
error_log $work/nginx-error.log warn;
events {}
http {
  client_body_temp_path $work/nginx/tmp/body;
  proxy_temp_path $work/nginx/tmp/proxy;
  fastcgi_temp_path $work/nginx/tmp/fastcgi;
  uwsgi_temp_path $work/nginx/tmp/uwsgi;
  scgi_temp_path $work/nginx/tmp/scgi;
  include $work/nginx/site.conf;
}
CONF
  "$nginx_bin" -p "$work/nginx" -c "$work/nginx/nginx.conf" -g 'daemon off;' >"$work/nginx.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 40); do curl -skf "$proxy/healthz" >/dev/null && break; sleep 0.25; done
  nginx_failures=0
  expect_equal() { # what, got, wanted
    if [[ "$2" == "$3" ]]; then echo "ok    nginx: $1"; else echo "FAIL  nginx: $1: got '$2', wanted '$3'"; nginx_failures=$((nginx_failures + 1)); fi
  }
  launch="userId=$user_id&sessionId=$session_id&language=2"
  expect_equal "HTTP redirected to HTTPS" \
    "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$nginx_http/repay?$launch")" \
    "301 https://127.0.0.1/repay?$launch"
  expect_equal "a page over HTTP/2" "$(curl -sk --http2 -o /dev/null -w '%{http_code} %{http_version}' "$proxy/")" "200 2"
  expect_equal "a borrower call" "$(curl -sk -X POST -d "orderId=$order_id" \
    "$proxy/api/v1/lend/lend-api/service/loan/repayment-way?$launch" | node -p 'JSON.parse(require("fs").readFileSync(0)).code')" "00"
  expect_equal "a payment notification reaches the servers (unsigned: refused by them)" \
    "$(curl -sk -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' -d '{}' "$proxy/webhooks/payments")" "401"
  # Host as the browser sent it, port included: the console's sign-in sees its own origin (a wrong password is 401,
  # a foreign origin would be refused before any password is checked).
  expect_equal "the console's sign-in behind the proxy" "$(curl -sk -o /dev/null -w '%{http_code}' -X POST \
    -H "origin: $proxy" -H 'content-type: application/json' -d '{"email":"nobody@example.com","password":"wrong password here"}' \
    "$proxy/staff/api/session/sign-in")" "401"
  expect_equal "/metrics not exposed" "$(curl -sk -o /dev/null -w '%{http_code}' "$proxy/metrics")" "404"
  # nginx's $request_id reaches the servers as X-Request-Id: they answer it back, and the access log names it.
  request_id=$(curl -sk -D - -o /dev/null "$proxy/livez" | tr -d '\r' | awk 'tolower($1) == "x-request-id:" { print $2 }')
  sleep 0.2
  expect_equal "one request id in nginx's access log and the server's answer" \
    "$(grep -c " ${request_id:-none}\$" "$work/nginx-access.log")" "1"
  expect_equal "the access log has the paths, not the sessionId" \
    "$(grep -c 'repayment-way' "$work/nginx-access.log") $(grep -c 'sessionId' "$work/nginx-access.log" || true)" "1 0"

  # The rolling restart of docs/deploying.md: one server at a time is stopped (SIGTERM: it drains), started again
  # and waited for until /readyz answers and then nginx's fail_timeout (it leaves a server it saw fail out that
  # long), while four clients keep asking for pages through nginx, which sends what a stopping server refuses to the
  # other one. Not one request may fail.
  fail_timeout=$(grep -o 'fail_timeout=[0-9]*' deploy/nginx.conf | head -n 1 | cut -d= -f2)
  codes="$work/rolling-codes.txt"
  : >"$codes"
  touch "$work/rolling"
  steady_load() {
    while [[ -f "$work/rolling" ]]; do
      curl -sk -H 'accept: text/html' -o /dev/null -w '%{http_code}\n' "$proxy$1" >>"$codes"
    done
  }
  load_pids=()
  for path in / /healthz /repay /healthz; do steady_load "$path" & load_pids+=($!); done
  sleep 1
  for port in "$port_a" "$port_b"; do
    kill -TERM "${server_pid[$port]}"
    wait "${server_pid[$port]}" 2>/dev/null || true
    start_server "$port"
    wait_ready "$port" || { echo "FAIL  server $port not ready after its restart"; nginx_failures=$((nginx_failures + 1)); }
    sleep $((fail_timeout + 1))
  done
  rm -f "$work/rolling"
  wait "${load_pids[@]}"
  failed=$(grep -v '^200$' "$codes" | sort | uniq -c | xargs || true)
  expect_equal "rolling restart of both servers under load, $(wc -l <"$codes") requests: answers other than 200" \
    "${failed:-none}" "none"
  (( nginx_failures == 0 )) || exit 1
else
  echo "SKIPPED: the nginx leg (nginx is not installed; scripts/setup.sh --postgres installs it as root)"
fi

echo "› the release build while its PostgreSQL restarts ten times under load"
RELEASE_DIR="$release" npx vitest run --project slow-server apps/server/src/server-database-restart.test.ts
