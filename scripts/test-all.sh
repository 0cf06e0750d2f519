#!/usr/bin/env bash
# Every check CI runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
npm run lint
npm run typecheck
npm run format:check
npm run test:unit
npm run build:sandbox
npm run test:e2e
