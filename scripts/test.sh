#!/usr/bin/env bash
# Every test: type check, lint, unit + API, production build with byte budgets, production smoke beside the WebKit
# lanes, end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser --postgres --node24
# Everything below runs on the Node production runs (the Dockerfile's base), not the machine's.
export PATH="$PWD/.tools/node/bin:$PATH"
echo "› Node $(node -p 'process.versions.node')"
step() { printf '\n━━ %s\n' "$1"; }
step "type check"; npm run typecheck --silent
step "lint and format"; npm run lint --silent
step "unit and API tests"; npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "API tests on PostgreSQL"
# The same server suite again, on a real PostgreSQL (each test app gets a database of its own). PG_PORT picks
# the private cluster (scripts/pg-local.sh); a cluster this step started is stopped again afterwards.
rm -f test-results/vitest-postgres.json
if bash scripts/pg-local.sh available; then
  export PG_PORT="${PG_PORT:-55432}"
  pg_was_running=false
  [[ -f "${PG_DIR:-/tmp/loan-h5-pg-$PG_PORT}/data/postmaster.pid" ]] && pg_was_running=true
  pg_url=$(bash scripts/pg-local.sh start)
  pg_status=0
  TEST_DATABASE_URL="$pg_url" npx vitest run --project server --reporter=default --reporter=json \
    --outputFile.json=test-results/vitest-postgres.json || pg_status=$?
  $pg_was_running || bash scripts/pg-local.sh stop
  (( pg_status == 0 )) || { echo "API tests on PostgreSQL failed" >&2; exit "$pg_status"; }
else
  echo "SKIPPED: PostgreSQL server binaries are not installed (scripts/setup.sh --postgres installs them as root)."
fi
step "production build and byte budgets"; npm run build --silent; npm run budget --silent
# The WebKit lanes (e2e/webkit: WebKitGTK in a phone shell, WPE WebKit 2.38 for the oldest iOS) need the build and
# about a core; the production smoke beside them mostly waits on its servers. Their report follows the smoke's.
rm -f test-results/vitest-webkit.json; mkdir -p test-results
node_modules/.bin/vitest run --config e2e/webkit/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-webkit.json >test-results/webkit.log 2>&1 &
webkit_pid=$!
trap 'kill "$webkit_pid" 2>/dev/null || true' EXIT
step "production smoke (release build, two servers on PostgreSQL)"; bash scripts/prod-smoke.sh --skip-build
step "WebKit lanes (WebKitGTK phone shell; WPE WebKit 2.38, the oldest iOS), run beside the production smoke"
webkit_status=0; wait "$webkit_pid" || webkit_status=$?
trap - EXIT
cat test-results/webkit.log
(( webkit_status == 0 )) || { echo "WebKit lanes failed" >&2; exit "$webkit_status"; }
step "end-to-end (Chromium, phone viewport)"; npm run test:e2e --silent
node scripts/summarize-tests.mjs
