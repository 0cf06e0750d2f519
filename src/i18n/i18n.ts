import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../brands/types';
import { LazyHttpBackend } from './lazyHttpBackend';
import { trackNamespaceFailures } from './namespaceFailures';
import { applyPluralLanguages } from './pluralRules';

export const FALLBACK_LANGUAGE: Locale = 'en';
export const DEFAULT_NAMESPACE = 'translation';

/**
 * The brand's default namespace as the build ships it (the locale's file merged over the English
 * one): `firstScreen` holds the texts the first screen renders, inside the entry; `loadAll`
 * imports the whole namespace, a chunk of its own, when `defaultNamespaceComplete` first asks
 * for it: after the first render (the screen router, while the first screen is read), or sooner
 * by a screen that needs it.
 */
export interface BundledTexts {
  firstScreen?: ResourceLanguage | null;
  loadAll?: (() => Promise<ResourceLanguage>) | null;
  /**
   * The default-namespace texts the brand's first page renders beyond `firstScreen`, a chunk of
   * their own (build/firstScreen.json `pageTexts`): in before createI18n settles, so that page's
   * first render waits for them instead of the whole namespace.
   */
  firstPageTexts?: (() => Promise<ResourceLanguage>) | null;
  /** Feature namespaces shipped as chunks instead of JSON files (build/brandPlugin.ts). */
  namespaceChunks?: Readonly<Record<string, () => Promise<ResourceLanguage>>>;
  /** Feature namespaces read as JSON files, as chunks loaded only when their files cannot be. */
  namespaceFallbacks?: Readonly<Record<string, () => Promise<ResourceLanguage>>>;
}

/** Per instance: the rest of the default namespace, loading or loaded. */
interface Completion {
  load: () => Promise<void>;
  done: boolean;
  /** Why the last load failed, if it did. */
  failure?: unknown;
}
const completions = new WeakMap<i18n, Completion>();

/**
 * Loads the rest of the default namespace if it is not in yet, and settles once the whole
 * namespace is in `instance` (at once when it all shipped in the entry). A failed load is logged
 * and settles too, so no screen waits forever; the next call tries again, and components
 * re-render when the texts arrive.
 */
export function defaultNamespaceComplete(instance: i18n): Promise<void> {
  return completions.get(instance)?.load() ?? Promise.resolve();
}

/** Whether every text of the default namespace is in `instance`: a screen can render at once. */
export function isDefaultNamespaceComplete(instance: i18n): boolean {
  return completions.get(instance)?.done ?? true;
}

/** Instances holding their first page's own texts (`BundledTexts.firstPageTexts`). */
const withFirstPageTexts = new WeakSet<i18n>();

/** Whether the first page can render at once: its own texts, or all of them, are in `instance`. */
export function hasFirstPageTexts(instance: i18n): boolean {
  return withFirstPageTexts.has(instance) || isDefaultNamespaceComplete(instance);
}

/**
 * Adds the first page's own texts. A failed load is logged and leaves that page to wait for the
 * whole namespace, as every other screen does (hasFirstPageTexts says no).
 */
async function addFirstPageTexts(
  instance: i18n,
  locale: Locale,
  load: () => Promise<ResourceLanguage>,
): Promise<void> {
  try {
    // Nothing has rendered yet: no one to tell.
    instance.addResourceBundle(locale, DEFAULT_NAMESPACE, await load(), true, true, {
      silent: true,
    });
    withFirstPageTexts.add(instance);
  } catch (error) {
    console.error(
      `Failed to load translations ${locale}/${DEFAULT_NAMESPACE} (first page):`,
      error,
    );
  }
}

/** Why the last load of the rest of the default namespace failed, if it did. */
export function defaultNamespaceFailure(instance: i18n): unknown {
  return completions.get(instance)?.failure;
}

function completeDefaultNamespace(
  instance: i18n,
  locale: Locale,
  loadAll: () => Promise<ResourceLanguage>,
): void {
  let loading: Promise<void> | null = null;
  let failedBefore = false;
  const completion: Completion = {
    done: false,
    load: () =>
      (loading ??= loadAll().then(
        (texts) => {
          // Nothing on the page shows a text of the rest yet (later screens wait for it), so
          // the first load adds it silently: no re-render of every component on a slow phone.
          // After a failure a screen may be showing English or keys: then everyone follows.
          instance.addResourceBundle(locale, DEFAULT_NAMESPACE, texts, true, true, {
            silent: !failedBefore,
          });
          completion.done = true;
        },
        (error: unknown) => {
          console.error(`Failed to load translations ${locale}/${DEFAULT_NAMESPACE}:`, error);
          failedBefore = true;
          completion.failure = error;
          loading = null;
        },
      )),
  };
  completions.set(instance, completion);
}

/**
 * i18next as section 9 sets it up: `>` separates keys, so keys may contain dots (lead field paths).
 *
 * With `bundled` texts the first screen renders without waiting on a translation request, and the
 * rest of the default namespace is requested only after it (`defaultNamespaceComplete`), off the
 * first screen's critical path. Other namespaces and languages load over HTTP,
 * through a backend that is itself loaded only when first needed.
 */
export async function createI18n(
  locale: Locale,
  basePath: string,
  texts: BundledTexts = {},
): Promise<i18n> {
  const bundled = texts.firstScreen;
  const instance = i18next.createInstance();
  instance.on('failedLoading', (language, namespace, message) => {
    console.error(`Failed to load translations ${language}/${namespace}:`, message);
  });
  trackNamespaceFailures(instance);
  await instance
    .use(LazyHttpBackend)
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
      // A chunk that failed is retried twice (after 350 and 700 ms), not i18next's five times
      // (11 s of spinner); a translation file is retried by the backend itself, then replaced by
      // the build's texts (httpTexts.ts).
      maxRetries: 2,
      ...(bundled
        ? {
            resources: { [locale]: { [DEFAULT_NAMESPACE]: bundled } },
            partialBundledLanguages: true,
          }
        : {}),
      backend: {
        loadPath: `${basePath}/locales/{{lng}}/{{ns}}.json`,
        // The bundled default namespace already carries every English text as its fallback.
        alreadyBundled: bundled ? [`${FALLBACK_LANGUAGE}|${DEFAULT_NAMESPACE}`] : [],
        locale,
        namespaceChunks: texts.namespaceChunks ?? {},
        namespaceFallbacks: texts.namespaceFallbacks ?? {},
        addSilently: (language: string, namespace: string, added: ResourceLanguage) =>
          instance.addResourceBundle(language, namespace, added, true, true, { silent: true }),
      },
      // Components follow texts added after they rendered (the rest of the default namespace).
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  applyPluralLanguages(instance);
  if (bundled && texts.loadAll) completeDefaultNamespace(instance, locale, texts.loadAll);
  if (bundled && texts.firstPageTexts)
    await addFirstPageTexts(instance, locale, texts.firstPageTexts);
  return instance;
}
