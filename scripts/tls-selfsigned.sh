#!/usr/bin/env bash
# A self-signed certificate for deploy/nginx.conf, so the proxy can start on TLS before the real one is in place:
# writes DIR/tls.crt and DIR/tls.key (RSA 2048, one year, for HOSTNAME and localhost) unless tls.crt is there
# already. Browsers warn about it; replace both files with the real chain and key under the same names.
# compose.yaml mounts this script into the nginx image's /docker-entrypoint.d/, which runs it (as root, before nginx
# starts) with TLS_DIR and TLS_HOSTNAME set: the first start makes the certificate, every later one keeps what is there.
#
#   scripts/tls-selfsigned.sh [DIR] [HOSTNAME]    # default $TLS_DIR or deploy/tls, $TLS_HOSTNAME or localhost
set -euo pipefail
dir="${1:-${TLS_DIR:-deploy/tls}}"
host="${2:-${TLS_HOSTNAME:-localhost}}"
if [[ -f "$dir/tls.crt" ]]; then echo "$dir/tls.crt exists: kept"; exit 0; fi
mkdir -p "$dir"
openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=$host" \
  -addext "subjectAltName=DNS:$host,DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/tls.key" -out "$dir/tls.crt" 2>/dev/null
chmod 600 "$dir/tls.key"
echo "self-signed certificate for $host in $dir (replace it with the real one)"
