/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLURAL_LANGUAGE } from '../../../src/i18n/pluralRules';
import type { Locale } from '../../../src/brands/types';
import { canProduce, scanSources, sourceFiles } from './sourceScan';

/**
 * Every namespace file of English, in every locale: every key translated with its placeholders
 * and the plural forms its language needs; no key the code cannot produce; and no text in the
 * screens that bypasses translation.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCALES_DIR = path.join(ROOT, 'public/locales');
const LOCALES: readonly Locale[] = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'];
const NAMESPACES = readdirSync(path.join(LOCALES_DIR, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

type Texts = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Texts = {}): Texts {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${prefix}${key}>`, into);
  } else {
    // Non-string leaves are kept as text so that the checks below report them as wrong.
    into[prefix.slice(0, -1)] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return into;
}

function textsOf(locale: Locale, namespace: string): Texts | undefined {
  const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1] ?? ''))].sort();

/**
 * The plural forms a locale needs: those its language gives any whole count up to 1000 (the
 * product counts days, months, answers and seconds), and always `other`, i18next's last resort.
 */
function pluralForms(locale: Locale): Set<string> {
  const rules = new Intl.PluralRules(PLURAL_LANGUAGE[locale]);
  const forms = new Set(['other']);
  for (let count = 0; count <= 1000; count += 1) forms.add(rules.select(count));
  return forms;
}

/** English's keys with their plural forms folded: `base` → English forms, or null if not plural. */
function pluralBases(english: Texts): Map<string, string | null> {
  const bases = new Map<string, string | null>();
  for (const key of Object.keys(english)) {
    const plural = PLURAL.exec(key);
    if (plural?.[1] !== undefined) bases.set(plural[1], plural[1]);
    else bases.set(key, null);
  }
  return bases;
}

describe.each(NAMESPACES)('%s.json', (namespace) => {
  const english = textsOf('en', namespace) ?? {};
  const bases = pluralBases(english);

  it('has English texts for every key', () => {
    expect(Object.entries(english).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const texts = textsOf(locale, namespace) ?? {};
    const forms = pluralForms(locale);

    it('translates every key, with the same placeholders and the plural forms it needs', () => {
      const problems: string[] = [];
      for (const [base, plural] of bases) {
        if (plural === null) {
          const text = texts[base];
          if (text === undefined || text.trim() === '') problems.push(`missing ${base}`);
          else if (placeholders(text).join() !== placeholders(english[base] ?? '').join())
            problems.push(`placeholders of ${base}: ${text}`);
          continue;
        }
        const expected = placeholders(english[`${base}_other`] ?? '');
        for (const form of forms) {
          const text = texts[`${base}_${form}`];
          if (text === undefined || text.trim() === '') problems.push(`missing ${base}_${form}`);
          // A "one" form may say the number in words ("jedną odpowiedź").
          else if (placeholders(text).some((name) => !expected.includes(name)))
            problems.push(`placeholders of ${base}_${form}: ${text}`);
          else if (form !== 'one' && placeholders(text).join() !== expected.join())
            problems.push(`placeholders of ${base}_${form}: ${text}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('has no key English lacks, and no plural form its language never uses', () => {
      const extra = Object.keys(texts).filter((key) => {
        const plural = PLURAL.exec(key);
        if (plural?.[1] !== undefined && bases.get(plural[1]) === plural[1])
          // English's own forms are tolerated (the shared texts' test asks for `_one` everywhere).
          return !forms.has(plural[2] ?? '') && english[key] === undefined;
        return !bases.has(key) || bases.get(key) !== null;
      });
      expect(extra).toEqual([]);
    });
  });
});

/**
 * Where the lead API's answers choose a key (policy ids from GET /policy, professions and sectors
 * from the professional-details mapping, choice lists of the dynamic form): the values it sends
 * are those of the sandbox, which implements the documented API (docs/api.md).
 */
const SERVER_VOCABULARIES = [
  'sandbox/customer/policies.ts',
  'sandbox/partnerSteps/professionalDetails.ts',
  'sandbox/dynamicForm/choices.ts',
].map((file) => path.join(ROOT, file));

describe('the code and the texts', () => {
  // The testers' preview (dynamicForm/preview, absent from production builds) is in English on
  // purpose: applicants never see it.
  const TESTERS_ONLY = `${path.sep}features${path.sep}dynamicForm${path.sep}preview${path.sep}`;
  const scan = scanSources(
    sourceFiles(path.join(ROOT, 'src')).filter((file) => !file.includes(TESTERS_ONLY)),
    ROOT,
  );
  for (const atom of scanSources(SERVER_VOCABULARIES, ROOT).atoms) scan.atoms.add(atom);

  it.each(NAMESPACES)('uses every key of %s.json', (namespace) => {
    const unused = [...pluralBases(textsOf('en', namespace) ?? {}).keys()].filter(
      (key) => !canProduce(scan, key),
    );
    expect(unused).toEqual([]);
  });

  it('has an English text for every key the code asks for by name', () => {
    const known = new Set(
      NAMESPACES.flatMap((namespace) => [...pluralBases(textsOf('en', namespace) ?? {}).keys()]),
    );
    const missing = [...scan.literalKeys]
      .filter(([key]) => !known.has(key))
      .map(([key, where]) => `${where} ${key}`);
    expect(missing).toEqual([]);
    // The scan itself works: the screens ask for well over a hundred texts by name.
    expect(scan.literalKeys.size).toBeGreaterThan(100);
  });

  it('shows no text in a screen that bypasses translation', () => {
    expect(scan.untranslated).toEqual([]);
  });
});
