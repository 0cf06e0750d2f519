import type { i18n } from 'i18next';
import type { Locale } from '../brands/types';

/**
 * The language whose plural rules each product locale follows. Several locale codes are not
 * language tags (`vn`, `mx`, `ph`; `co` is Corsican), and Intl.PluralRules silently falls back to
 * the browser's own language for them: a Vietnamese page in a Polish browser would ask for Polish
 * plural forms, miss them, and show English.
 */
export const PLURAL_LANGUAGE: Readonly<Record<Locale, string>> = {
  en: 'en',
  es: 'es',
  mx: 'es-MX',
  co: 'es-CO',
  pl: 'pl',
  ro: 'ro',
  vn: 'vi',
  de: 'de',
  ph: 'en-PH',
};

interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

function isLocale(code: string): code is Locale {
  return Object.hasOwn(PLURAL_LANGUAGE, code);
}

/**
 * Makes i18next pick plural forms by the locale's language. i18next has no option for this, so
 * its plural resolver (typed `any` in i18next's own types) is wrapped once, right after init.
 */
export function applyPluralLanguages(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    getRule(isLocale(code) ? PLURAL_LANGUAGE[code] : code, options);
}
