/// <reference types="node" />
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canProduce, scanSources } from './sourceScan';

/** The scanner behind the translation test, on code written for the purpose. */
function scanOf(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'source-scan-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return scanSources(
    Object.keys(files).map((name) => path.join(dir, name)),
    dir,
  );
}

describe('untranslated screen text', () => {
  it('finds words in JSX text, visible attributes and shown string expressions', () => {
    const scan = scanOf({
      'Screen.tsx': `export const A = ({ on }: { on: boolean }) => (
  <section aria-label="Offers">
    <h1>{t('title')}</h1>
    <p>Hello there</p>
    <input placeholder={'Your name'} title={\`Step \${1}\`} />
    <span>{on ? 'Yes' : t('no')}</span>
    <img alt="" src="x.png" />
  </section>
);`,
    });
    expect(scan.untranslated).toEqual([
      'Screen.tsx:2 "Offers"',
      'Screen.tsx:4 "Hello there"',
      'Screen.tsx:5 "Your name"',
      'Screen.tsx:5 "Step"',
      'Screen.tsx:6 "Yes"',
    ]);
  });

  it('lets symbols, punctuation, expressions and non-visible attributes through', () => {
    const scan = scanOf({
      'Range.tsx': `export const B = ({ year, name }: { year: number; name: string }) => (
  <div className="range-field" id="amount" data-testid="amount">
    <button type="button" aria-label={t('less')}>−</button>
    <p>© {name} {year}</p>
    <span>{name}: </span>…
  </div>
);`,
    });
    expect(scan.untranslated).toEqual([]);
  });
});

describe('keys the code can produce', () => {
  const scan = scanOf({
    'steps.ts': `export const STEPS = ['personal-details', 'contact-details'] as const;
export interface Patterns { postalCode: RegExp; name: RegExp }
export const error = (rule: keyof Patterns) => ({ key: \`pattern.\${rule}\` });
export const title = (step: string) => t(\`steps>\${step}>title\`);
export const message = (key: string) => t(\`errors>\${key}\`);
export const fixed = t('form>continue');`,
  });

  it.each([
    'form>continue',
    'steps>personal-details>title',
    'steps>contact-details>title',
    'errors>pattern.postalCode',
    'errors>pattern.name',
  ])('%s is produced', (key) => {
    expect(canProduce(scan, key)).toBe(true);
  });

  it.each([
    'form>back',
    'steps>income-details>title',
    'steps>personal-details>intro',
    'errors>pattern.iban',
    'errors>required',
  ])('%s is not', (key) => {
    expect(canProduce(scan, key)).toBe(false);
  });
});
