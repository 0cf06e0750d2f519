import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../brands/types';

export const FALLBACK_LANGUAGE: Locale = 'en';
export const DEFAULT_NAMESPACE = 'translation';

/** i18next as section 9 sets it up: `>` separates keys, so keys may contain dots (lead field paths). */
export async function createI18n(locale: Locale, basePath: string): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('failedLoading', (language, namespace, message) => {
    console.error(`Failed to load translations ${language}/${namespace}:`, message);
  });
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      // Feature namespaces (afterOffer, dynamicForm, ...) hold their own keys and reuse the
      // shared ones (form>…, errors>…) from the default namespace.
      fallbackNS: DEFAULT_NAMESPACE,
      keySeparator: '>',
      nsSeparator: false,
      interpolation: { escapeValue: false },
      debug: false,
      load: 'currentOnly',
      backend: { loadPath: `${basePath}/locales/{{lng}}/{{ns}}.json` },
      react: { useSuspense: false },
    });
  return instance;
}
