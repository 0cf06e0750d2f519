// Prints one plain line, `tests: N passed, M failed`, summing the JSON reports in the folder given
// (unit and WebKit from Vitest, Chromium and Firefox end-to-end from Playwright), so a CI log
// shows one count. A missing report (its step failed or never ran) counts nothing and is named.
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

// Vitest's reports: the unit tests and WebKit's; Playwright's: Chromium's end-to-end and Firefox's.
for (const name of ['unit', 'webkit']) {
  const report = read(`${name}.json`);
  if (!report) missing.push(name);
  passed += report?.numPassedTests ?? 0;
  failed += report?.numFailedTests ?? 0;
}
for (const name of ['e2e', 'firefox']) {
  const stats = read(`${name}.json`)?.stats;
  if (!stats) missing.push(name);
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}

if (missing.length)
  console.log(
    `(no ${missing.join(', ')} report: that step failed before reporting or did not run)`,
  );
console.log(`tests: ${passed} passed, ${failed} failed`);
