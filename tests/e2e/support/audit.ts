import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the European Accessibility Act's benchmark (EN 301 549). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../public/locales');

type Json = Record<string, unknown>;

function texts(value: unknown, into: Map<string, string>, prefix = ''): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value as Json))
      texts(inner, into, `${prefix}>${key}`);
  return into;
}

function localeTexts(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  const dir = path.join(LOCALES_DIR, locale);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
    texts(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), all, file);
  return all;
}

/** What a locale's screens must show and must not: its "Error:" prefix, and English left behind. */
export interface LocaleExpectations {
  errorPrefix: string;
  /** English texts that the locale translates differently: seeing one means a fallback. */
  englishOnly: string[];
}

export function localeExpectations(locale: string): LocaleExpectations {
  const own = localeTexts(locale);
  const errorPrefix = own.get('translation.json>form>errorTitlePrefix') ?? 'Error:';
  if (locale === 'en' || locale === 'ph') return { errorPrefix, englishOnly: [] };
  const english = localeTexts('en');
  const englishOnly = [...english]
    // Texts with placeholders never appear verbatim; short ones ("OK", "IBAN") may be shared.
    .filter(([key, text]) => !text.includes('{{') && text.length > 12 && own.get(key) !== text)
    .map(([, text]) => text);
  return { errorPrefix, englishOnly: [...new Set(englishOnly)] };
}

interface AuditOptions {
  /** The screen shows the errors of a failed submit. */
  errors?: boolean;
  /** Run axe (default); off for a state whose every node axe checks in the next state anyway. */
  axe?: boolean;
  /** CSS selectors axe leaves out: third-party content the product does not control. */
  exclude?: string[];
}

/**
 * Everything checked on one screen, as soft assertions so one run lists every problem: axe finds
 * no WCAG 2.1 A/AA violation; nothing scrolls sideways; no translation key or English fallback
 * shows; and after a failed submit the title starts with the localised "Error:", focus is on the
 * error summary and every invalid control is described by its message.
 */
export async function audit(
  page: Page,
  label: string,
  expectations: LocaleExpectations,
  { errors = false, axe = true, exclude = [] }: AuditOptions = {},
) {
  if (axe) {
    let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    for (const selector of exclude) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    expect
      .soft(
        violations.flatMap((violation) =>
          violation.nodes.map(
            (node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`,
          ),
        ),
        `${label}: axe`,
      )
      .toEqual([]);
  }

  const page_ = await page.evaluate(
    ({ englishOnly }) => {
      const root = document.documentElement;
      const shown: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && parent.closest('[hidden], script, style') === null)
          shown.push((node.textContent ?? '').trim());
      }
      const english = new Set(englishOnly);
      return {
        overflow: root.scrollWidth - root.clientWidth,
        keys: shown.filter((text) => /^[\w.-]+(>[\w.-]+)+$/.test(text)),
        fallback: shown.filter((text) => english.has(text)),
      };
    },
    { englishOnly: expectations.englishOnly },
  );
  expect
    .soft(page_.overflow, `${label}: scrolls sideways by ${page_.overflow} px`)
    .toBeLessThanOrEqual(0);
  expect.soft(page_.keys, `${label}: untranslated keys`).toEqual([]);
  expect.soft(page_.fallback, `${label}: English fallback texts`).toEqual([]);

  if (!errors) return;
  expect
    .soft(await page.title(), `${label}: title`)
    .toMatch(new RegExp(`^${expectations.errorPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
  const focus = await page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.closest('.error-summary, [role="alert"]')
      ? 'summary'
      : (focused?.outerHTML ?? '').slice(0, 120);
  });
  expect.soft(focus, `${label}: focus after the failed submit`).toBe('summary');
  const undescribed = await page.evaluate(() => {
    const summary = Array.from(document.querySelectorAll('.error-summary, [role="alert"]'))
      .map((element) => element.textContent)
      .join('\n');
    return Array.from(document.querySelectorAll('[aria-invalid="true"]'))
      .filter((invalid) => {
        // A radio group marks its fieldset invalid and describes each radio button.
        const described = invalid.matches('fieldset')
          ? Array.from(invalid.querySelectorAll('[aria-describedby]'))
          : [invalid];
        // Described by its own message: a text that the error summary repeats.
        return !described.some((element) =>
          (element.getAttribute('aria-describedby') ?? '').split(/\s+/).some((id) => {
            const message = (document.getElementById(id)?.textContent ?? '').trim();
            return message !== '' && summary.includes(message);
          }),
        );
      })
      .map((invalid) => invalid.getAttribute('name') ?? invalid.id);
  });
  expect.soft(undescribed, `${label}: invalid controls without a message`).toEqual([]);
  expect
    .soft(await page.locator('[aria-invalid="true"]').count(), `${label}: invalid controls`)
    .toBeGreaterThan(0);
}
