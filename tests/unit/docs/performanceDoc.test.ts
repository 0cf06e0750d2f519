// @vitest-environment node
/**
 * docs/performance.md is a reference (issue 33 point 9): short enough to read, and its budgets are
 * the ones scripts/budget.mjs enforces.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET } from '../../../scripts/budget.mjs';

const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/performance.md'), 'utf8');
/** The budget table's rows: `| rule (`NAME`) | limit |`. */
const limitOf = (name: string) =>
  new RegExp(`\\(\`${name}\`\\)[^|]*\\|\\s*≤ ([\\d.]+) kB`).exec(doc)?.[1];

describe('docs/performance.md', () => {
  it('stays a reference of at most 300 lines', () => {
    expect(doc.trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });

  it('states every byte budget as scripts/budget.mjs enforces it', () => {
    for (const [name, bytes] of Object.entries(BUDGET))
      expect(limitOf(name), name).toBe(String(bytes / 1000));
  });
});
