#!/usr/bin/env bash
# Installs, builds the web app and the server, and starts the whole product on the embedded database with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "› building the web app and the server"
npm run build --silent >/dev/null
exec node --enable-source-maps apps/server/dist/server.js
