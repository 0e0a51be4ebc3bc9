#!/usr/bin/env bash
# Every test: type check, lint, unit + API, production build with byte budgets, production smoke, end-to-end in
# Chromium.
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
step "production smoke (release build, two servers on PostgreSQL)"; bash scripts/prod-smoke.sh --skip-build
step "end-to-end (Chromium, phone viewport)"; npm run test:e2e --silent
node scripts/summarize-tests.mjs
