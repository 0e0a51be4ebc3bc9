#!/usr/bin/env bash
# Installs, builds the web app and starts the whole product on the embedded database with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "› building the web app"
npm run build --silent >/dev/null
exec node --import tsx apps/server/src/server.ts
