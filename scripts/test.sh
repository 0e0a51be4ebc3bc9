#!/usr/bin/env bash
# Every test: type check, lint, unit + API, production build with byte budgets, production smoke beside the WebKit
# lanes, end-to-end in Chromium beside the slow files (vitest.config.ts names them). Each step's heading says when
# it began, in seconds since the start, so a run's log gives every phase's duration.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser --postgres --node24
# Everything below runs on the Node production runs (the Dockerfile's base), not the machine's.
export PATH="$PWD/.tools/node/bin:$PATH"
echo "› Node $(node -p 'process.versions.node')"
step() { printf '\n━━ %s (at %d s)\n' "$1" "$SECONDS"; }
vitest_json() { echo --reporter=default --reporter=json "--outputFile.json=test-results/$1"; }
mkdir -p test-results
rm -f test-results/vitest*.json

# Processes started in the background are ended if a step fails; a PostgreSQL cluster this script started is
# stopped at the end either way.
background=()
pg_was_running=true
finish() {
  for pid in "${background[@]}"; do kill "$pid" 2>/dev/null || true; done
  $pg_was_running || bash scripts/pg-local.sh stop || true
}
trap finish EXIT

step "type check"; npm run typecheck --silent
step "lint and format"; npm run lint --silent
step "unit and API tests (all but the slow files)"
npx vitest run --project '!slow-*' $(vitest_json vitest.json)

step "API tests on PostgreSQL"
# The same server suite again, on a real PostgreSQL (each test app gets a database of its own). PG_PORT picks
# the private cluster (scripts/pg-local.sh); it stays up for the slow API files' second run below.
pg_url=''
if bash scripts/pg-local.sh available; then
  export PG_PORT="${PG_PORT:-55432}"
  [[ -f "${PG_DIR:-/tmp/loan-h5-pg-$PG_PORT}/data/postmaster.pid" ]] || pg_was_running=false
  pg_url=$(bash scripts/pg-local.sh start)
  TEST_DATABASE_URL="$pg_url" npx vitest run --project server $(vitest_json vitest-postgres.json) ||
    { echo "API tests on PostgreSQL failed" >&2; exit 1; }
else
  echo "SKIPPED: PostgreSQL server binaries are not installed (scripts/setup.sh --postgres installs them as root)."
fi

step "production build and byte budgets"; npm run build --silent; npm run budget --silent
# The WebKit lanes (e2e/webkit: WebKitGTK in a phone shell, WPE WebKit 2.38 for the oldest iOS) need the build and
# about a core; the production smoke beside them mostly waits on its servers. Their report follows the smoke's.
node_modules/.bin/vitest run --config e2e/webkit/vitest.config.ts $(vitest_json vitest-webkit.json) \
  >test-results/webkit.log 2>&1 &
webkit_pid=$!
background+=("$webkit_pid")
step "production smoke (release build, two servers on PostgreSQL)"; bash scripts/prod-smoke.sh --skip-build

# The slow files (servers started as processes, floods, fuzz; vitest.config.ts) on PGlite, then the API ones on
# PostgreSQL, one file at a time beside the WebKit lanes' end and the end-to-end run: most of their time is spent
# waiting on the servers they start. They start after the smoke, whose own Vitest run removes the test server bundles
# when it ends.
(
  status=0
  node_modules/.bin/vitest run --project 'slow-*' --maxWorkers=1 $(vitest_json vitest-slow.json) || status=1
  if [[ -n "$pg_url" ]]; then
    TEST_DATABASE_URL="$pg_url" node_modules/.bin/vitest run --project slow-server --maxWorkers=1 \
      $(vitest_json vitest-slow-postgres.json) || status=1
  fi
  exit "$status"
) >test-results/slow-api.log 2>&1 &
slow_pid=$!
background+=("$slow_pid")

step "WebKit lanes (WebKitGTK phone shell; WPE WebKit 2.38, the oldest iOS), run beside the production smoke"
webkit_status=0; wait "$webkit_pid" || webkit_status=$?
cat test-results/webkit.log
(( webkit_status == 0 )) || { echo "WebKit lanes failed" >&2; exit "$webkit_status"; }

step "end-to-end (Chromium, phone viewport)"; npm run test:e2e --silent

step "slow files (server processes, floods, fuzz) on PGlite and PostgreSQL, run beside the end-to-end"
slow_status=0; wait "$slow_pid" || slow_status=$?
cat test-results/slow-api.log
(( slow_status == 0 )) || { echo "slow files failed" >&2; exit "$slow_status"; }

step "summary"; node scripts/summarize-tests.mjs
