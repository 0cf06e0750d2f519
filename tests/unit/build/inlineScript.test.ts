import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firstPaintDataTag, injectFirstPaint } from '../../../build/firstScreenHtml';
import { bundleInlineScript } from '../../../build/inlineScript';
import { EARLY_INPUT_GLOBAL, INLINE_SCRIPT_MODULES } from '../../../src/features/firstPaint';
import { recordDocumentListeners } from '../features/firstPaint/documentListeners';
import { PAGE_DATA, removePageData, writePageData } from '../features/firstPaint/pageData';

const root = path.resolve(import.meta.dirname, '../../..');
/** Each inline script of index.html, gzip -9, as scripts/budget.mjs holds every build's. */
const INLINE_SCRIPT_BUDGET = 4000;
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

describe('bundleInlineScript', () => {
  let head = '';
  let appLoader = '';
  beforeAll(async () => {
    [head, appLoader] = await Promise.all([
      bundleInlineScript(root, INLINE_SCRIPT_MODULES.head),
      bundleInlineScript(root, INLINE_SCRIPT_MODULES.appLoader),
    ]);
  }, 60_000);
  afterEach(() => {
    removePageData();
    document.body.replaceChildren();
    Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
    document.documentElement.removeAttribute('data-first-paint');
  });

  it('makes each of the page’s scripts one minified function of the repository’s own code, within the budget', () => {
    for (const script of [head, appLoader]) {
      expect(script).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);?$/);
      expect(script).not.toMatch(/\n\s/);
      expect(gzipped(script)).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
    }
    // Nothing of React, Redux or i18next came along with the features' indexes.
    expect(head).not.toMatch(/react|createSlice|i18next/i);
  });

  it('ships a head script that makes the picture answer, run as the page runs it', () => {
    const listeners = recordDocumentListeners();
    writePageData();
    document.body.innerHTML = injectFirstPaint('<div id="root"></div>', {
      page:
        '<form><div data-range-field="period"><output>61 días</output>' +
        '<button type="button" data-range-step="-1" disabled>−</button>' +
        '<input type="range" name="period" min="61" max="63" step="1" value="61">' +
        '<button type="button" data-range-step="1">+</button></div></form>',
      consentBanner: '',
      spinner: '',
    });
    try {
      // The build's text, run as the browser runs an inline script.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      new Function(head)();
      document.querySelector<HTMLButtonElement>('[data-range-step="1"]')?.click();
      expect(document.querySelector('output')?.textContent).toBe('62 días');
      expect(Reflect.get(window, EARLY_INPUT_GLOBAL)).toEqual({ period: 62 });
    } finally {
      listeners.removeAll();
    }
  });

  it('refuses a script that would need a package: an inline script carries only the repository’s own code', async () => {
    await expect(
      bundleInlineScript(root, 'tests/unit/build/fixtures/needsReact.ts'),
    ).rejects.toThrow(/needs react/);
  }, 60_000);

  it('keeps the page’s data small, even for a period slider twice as long as any brand’s', () => {
    // The longest today: 120 values (mx/fiesta, 61–180 days).
    const periodTexts: Record<string, string> = {};
    for (let months = 1; months <= 240; months += 1) periodTexts[months] = `${months} miesięcy`;
    const tag = firstPaintDataTag({ ...PAGE_DATA, picture: { ...PAGE_DATA.picture, periodTexts } });
    expect(tag.attrs?.['type']).toBe('application/json');
    if (typeof tag.children !== 'string') throw new Error('The data is no text');
    expect(gzipped(tag.children)).toBeLessThanOrEqual(3000);
  });
});
