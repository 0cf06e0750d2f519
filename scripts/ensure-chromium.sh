#!/usr/bin/env bash
# End-to-end tests drive Debian's browsers (Playwright cannot download its own here): Chromium,
# Firefox ESR, and WebKitGTK's driver and MiniBrowser under Xvfb (scripts/test-engine.sh), and
# serve a production build with Debian's nginx (tests/e2e/nginx.spec.ts): install what is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
WEBKIT_DRIVER="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$NGINX" ] || missing+=(nginx)
[ -x "$FIREFOX" ] || missing+=(firefox-esr)
[ -x "$WEBKIT_DRIVER" ] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v xauth >/dev/null || missing+=(xauth)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing for the end-to-end tests: ${missing[*]}." >&2
  echo "Install them (Debian: sudo apt-get install -y ${missing[*]}) or set CHROMIUM_PATH," >&2
  echo "NGINX_PATH, FIREFOX_PATH or WEBKIT_DRIVER_PATH." >&2
  exit 1
fi
