#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here) and
# serve a production build with Debian's nginx (tests/e2e/nginx.spec.ts): install what is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$NGINX" ] || missing+=(nginx)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing for the end-to-end tests: ${missing[*]} (looked for $CHROMIUM and $NGINX)." >&2
  echo "Install them (Debian: sudo apt-get install -y ${missing[*]}) or set CHROMIUM_PATH / NGINX_PATH." >&2
  exit 1
fi
