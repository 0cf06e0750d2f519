// Prints one plain line, `tests: N passed, M failed`, summing the unit (Vitest) and end-to-end
// (Playwright) JSON reports in the folder given, so a CI log shows one count. A missing report
// (its step failed or never ran) counts nothing and is named.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/test-summary.mjs <reports folder>');
  process.exit(2);
}

function read(name) {
  const file = path.join(dir, name);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const missing = [];

const unit = read('unit.json');
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
} else missing.push('unit');

const e2e = read('e2e.json');
if (e2e?.stats) {
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
} else missing.push('e2e');

if (missing.length)
  console.log(
    `(no ${missing.join(' or ')} report: that step failed before reporting or did not run)`,
  );
console.log(`tests: ${passed} passed, ${failed} failed`);
