#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium: Playwright cannot download its own browser here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing at $CHROMIUM. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
