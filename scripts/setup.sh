#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine with Node 20: npm packages from the lockfile and,
# with --browser, Debian's Chromium for the end-to-end tests (Playwright cannot download its own here).
set -euo pipefail
cd "$(dirname "$0")/.."

need_major=20; need_minor=19
node_version=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
IFS=. read -r major minor _ <<<"$node_version"
if (( major < need_major || (major == need_major && minor < need_minor) )); then
  echo "Node $need_major.$need_minor or newer is required (found $node_version)." >&2
  exit 1
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json || "${CI:-}" == "true" ]]; then
  echo "› installing npm packages from package-lock.json"
  npm ci --no-fund --no-audit --loglevel=error
fi

if [[ "${1:-}" == "--browser" ]] && [[ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "Chromium is missing and installing it needs root. Run: sudo apt-get update && sudo apt-get install -y chromium" >&2
    exit 1
  fi
  echo "› installing Debian's Chromium for the end-to-end tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
