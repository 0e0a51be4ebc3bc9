#!/usr/bin/env bash
# Every test: type check, lint, unit + API, production build with byte budgets, end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser --postgres
step() { printf '\n━━ %s\n' "$1"; }
step "type check"; npm run typecheck --silent
step "lint and format"; npm run lint --silent
step "unit and API tests"; npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "production build and byte budgets"; npm run build --silent; npm run budget --silent
step "end-to-end (Chromium, phone viewport)"; npm run test:e2e --silent
node scripts/summarize-tests.mjs
