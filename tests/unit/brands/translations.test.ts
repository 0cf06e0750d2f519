import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BRAND_CONFIGS } from './allBrands';

/**
 * The shared texts of every locale are bundled into every build of that locale, so they must name
 * no brand; and Polish counts take the right form. (Key coverage of every locale and namespace is
 * tests/unit/i18n/translations.test.ts.)
 */
type Texts = Record<string, unknown>;
const files = import.meta.glob<{ default: Texts }>('../../../public/locales/*/translation.json', {
  eager: true,
});

function leaves(texts: Texts): string[] {
  return Object.values(texts).flatMap((value) =>
    typeof value === 'object' && value !== null ? leaves(value as Texts) : [String(value)],
  );
}

describe('shared texts', () => {
  const names = [...new Set(Object.values(BRAND_CONFIGS).map((config) => config.brandName))];

  it.each(
    Object.entries(files).map(
      ([file, module]) => [file.split('/').at(-2), module.default] as const,
    ),
  )('%s names no brand', (_locale, texts) => {
    const text = leaves(texts).join('\n');
    expect(names.filter((name) => text.includes(name))).toEqual([]);
  });
});

describe('Polish plurals', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'pl',
    resources: {
      pl: { translation: files['../../../public/locales/pl/translation.json']!.default },
    },
    keySeparator: '>',
    nsSeparator: false,
    initAsync: false,
  });

  it.each([
    [1, '1 dzień', '1 miesiąc', 'Sprawdź jedną odpowiedź'],
    [2, '2 dni', '2 miesiące', 'Sprawdź 2 odpowiedzi'],
    [5, '5 dni', '5 miesięcy', 'Sprawdź 5 odpowiedzi'],
    [22, '22 dni', '22 miesiące', 'Sprawdź 22 odpowiedzi'],
    [73, '73 dni', '73 miesiące', 'Sprawdź 73 odpowiedzi'],
    [80, '80 dni', '80 miesięcy', 'Sprawdź 80 odpowiedzi'],
  ])('%i → %s, %s, %s', (count, days, months, summary) => {
    expect(i18n.t('fields>period>value_days', { count })).toBe(days);
    expect(i18n.t('fields>period>value_months', { count })).toBe(months);
    expect(i18n.t('form>errorSummaryTitle', { count })).toBe(summary);
  });
});
