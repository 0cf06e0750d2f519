#!/usr/bin/env bash
# `bash scripts/test-engine.sh firefox|webkit [runner arguments]`: the engines' scenarios
# (tests/engines) in Debian's Firefox ESR (Playwright over WebDriver BiDi, pinned in its own folder)
# or WebKitGTK (WebdriverIO under xvfb-run), against the default build and a v3 build with their
# sandboxes. E2E_BRANDS_DIR names a folder of development builds; without it the two are built.
set -euo pipefail
cd "$(dirname "$0")/.."
engine="${1:-}"
shift || true
bash scripts/ensure-chromium.sh

if [ -z "${E2E_BRANDS_DIR:-}" ]; then
  E2E_BRANDS_DIR="$(mktemp -d)"
  trap 'rm -rf "$E2E_BRANDS_DIR"' EXIT
  node scripts/build-all.mjs development --out "$E2E_BRANDS_DIR" --only es-askrobin,es-finipay
fi
export E2E_BRANDS_DIR

case "$engine" in
  firefox)
    # Playwright 1.64.1, in its own folder: 1.65 sends Firefox 153 a command it does not know.
    FIREFOX_TESTS=tests/engines/firefox
    if [ ! "$FIREFOX_TESTS/node_modules/.package-lock.json" -nt "$FIREFOX_TESTS/package-lock.json" ]; then
      npm ci --prefix "$FIREFOX_TESTS" --no-audit --no-fund
    fi
    "$FIREFOX_TESTS/node_modules/.bin/playwright" test --config "$FIREFOX_TESTS" "$@"
    ;;
  webkit)
    xvfb-run --auto-servernum --server-args='-screen 0 1280x1024x24' \
      npx vitest run --config tests/engines/webkit/vitest.config.ts "$@"
    ;;
  *)
    echo "usage: bash scripts/test-engine.sh firefox|webkit [runner arguments]" >&2
    exit 2
    ;;
esac
