#!/usr/bin/env bash
# Every check CI runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

# The JSON reports feed the one-line count printed at the end, pass or fail.
REPORTS="$(mktemp -d)"
# The 17 brand builds (development), made once for the isolation test and the brand e2e projects.
BRAND_BUILDS_DIR="$(mktemp -d)"
trap 'rm -rf "$BRAND_BUILDS_DIR"; node scripts/test-summary.mjs "$REPORTS"' EXIT

bash scripts/ensure-chromium.sh
npm run lint
npm run typecheck
npm run format:check
npm run test:unit -- --reporter=default --reporter=json --outputFile.json="$REPORTS/unit.json"
node scripts/build-all.mjs development --out "$BRAND_BUILDS_DIR"
BRAND_BUILDS_DIR="$BRAND_BUILDS_DIR" npm run test:brands -- --reporter=default --reporter=json --outputFile.json="$REPORTS/brands.json"
npm run budget
npm run build:sandbox
E2E_BRANDS_DIR="$BRAND_BUILDS_DIR" PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npm run test:e2e -- --reporter=list,json
# Firefox ESR and WebKitGTK: the funnel, a v3 build's first steps and the live first paint.
E2E_BRANDS_DIR="$BRAND_BUILDS_DIR" PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/firefox.json" npm run test:firefox -- --reporter=list,json
E2E_BRANDS_DIR="$BRAND_BUILDS_DIR" npm run test:webkit -- --reporter=default --reporter=json --outputFile.json="$REPORTS/webkit.json"
