#!/usr/bin/env bash
# Builds the product and lays out what production runs in OUT_DIR (a fresh folder): the compiled server, its SQL
# migrations and media, the built web app, and the server's production npm packages only (`npm ci --omit=dev` from
# the lockfile, in that folder, so nothing from the development tree leaks in). The Dockerfile and
# scripts/prod-smoke.sh both run this, so what the smoke test proves is what the image holds. Start it with
# `node --enable-source-maps apps/server/dist/server.js` from OUT_DIR.
#
#   scripts/build-release.sh OUT_DIR [--skip-build]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/build-release.sh OUT_DIR [--skip-build]}"
[[ "${2:-}" == "--skip-build" ]] || npm run build --silent >/dev/null
[[ -f apps/server/dist/server.js && -f apps/web/dist/index.html && -f apps/web/dist-server/entry-server.js ]] || { echo "nothing built: run npm run build" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out"
# npm ci needs every workspace's manifest to match the lockfile; only the server's are installed.
cp package.json package-lock.json "$out/"
for workspace in $(node -p "require('./package.json').workspaces.join(' ')"); do
  mkdir -p "$out/$workspace"
  cp "$workspace/package.json" "$out/$workspace/"
done
mkdir -p "$out/apps/server/src/db/migrations" "$out/apps/web"
cp -R apps/server/dist apps/server/media "$out/apps/server/"
cp apps/server/src/db/migrations/*.sql "$out/apps/server/src/db/migrations/"
cp -R apps/web/dist apps/web/dist-server "$out/apps/web/"
(cd "$out" && npm ci --omit=dev --workspace=apps/server --no-fund --no-audit --loglevel=error --ignore-scripts=false)
