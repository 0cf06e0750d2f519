import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, defaultNamespaceComplete, hasFirstPageTexts } from '../../../src/i18n/i18n';
import { serveLocales } from '../helpers/serveLocales';

/**
 * i18next as section 9 sets it up, observed through what the funnel gets: the brand's language
 * first, English behind it, `>` between key parts, no escaping, and a translation file that
 * cannot be loaded logged and replaced by English.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const BUNDLED = {
  form: { errorTitlePrefix: 'Błąd:', continue: 'Dalej' },
  fields: { 'contactDetails.email': { label: 'E-mail' } },
  steps: { summary: '{{amount}} na {{period}}' },
};

describe('createI18n', () => {
  it('starts in the brand locale with its bundled texts, without a request', async () => {
    const requested = serveLocales({});
    const i18n = await createI18n('pl', '/application-frontend', { firstScreen: BUNDLED });
    expect(i18n.language).toBe('pl');
    expect(i18n.t('form>continue')).toBe('Dalej');
    // `>` separates key parts, so a lead field path with dots is one part.
    expect(i18n.t('fields>contactDetails.email>label')).toBe('E-mail');
    expect(requested).toEqual([]);
  });

  it('interpolates without HTML escaping (React escapes on render)', async () => {
    serveLocales({});
    const i18n = await createI18n('pl', '/application-frontend', { firstScreen: BUNDLED });
    expect(i18n.t('steps>summary', { amount: '1 000 zł', period: '<30 dni>' })).toBe(
      '1 000 zł na <30 dni>',
    );
  });

  it('loads a feature namespace from the locales path, the locale first and English behind it', async () => {
    const requested = serveLocales({
      'pl/afterOffer': { title: 'Twój samochód' },
      'en/afterOffer': { title: 'Your car', only: 'Only in English' },
    });
    const i18n = await createI18n('pl', '/application-frontend', { firstScreen: BUNDLED });
    await i18n.loadNamespaces('afterOffer');
    expect(requested.sort()).toEqual([
      '/application-frontend/locales/en/afterOffer.json',
      '/application-frontend/locales/pl/afterOffer.json',
    ]);
    expect(i18n.t('title', { ns: 'afterOffer' })).toBe('Twój samochód');
    expect(i18n.t('only', { ns: 'afterOffer' })).toBe('Only in English');
    // Shared texts reach a feature namespace through the default one.
    expect(i18n.t('form>continue', { ns: 'afterOffer' })).toBe('Dalej');
  });

  it('loads a namespace the build ships as a chunk from that chunk, without a request', async () => {
    const requested = serveLocales({ 'pl/consent': { title: 'from the server' } });
    const consentChunk = vi.fn(() =>
      Promise.resolve({ title: 'Twoja prywatność', only: 'Only in English' }),
    );
    const i18n = await createI18n('pl', '/application-frontend', {
      firstScreen: BUNDLED,
      namespaceChunks: { consent: consentChunk },
    });
    await i18n.loadNamespaces('consent');
    expect(requested).toEqual([]);
    expect(consentChunk).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'consent' })).toBe('Twoja prywatność');
    expect(i18n.t('only', { ns: 'consent' })).toBe('Only in English');
  });

  it('adds a chunked namespace without the store event that re-renders every component using texts', async () => {
    serveLocales({});
    const i18n = await createI18n('pl', '/application-frontend', {
      firstScreen: BUNDLED,
      namespaceChunks: { consent: () => Promise.resolve({ title: 'Twoja prywatność' }) },
    });
    const added = vi.fn();
    i18n.store.on('added', added);
    await i18n.loadNamespaces('consent');
    expect(i18n.hasLoadedNamespace('consent')).toBe(true);
    expect(i18n.t('title', { ns: 'consent' })).toBe('Twoja prywatność');
    expect(added).not.toHaveBeenCalled();
  });

  it('logs a namespace that cannot be loaded and shows it in English', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requested = serveLocales({ 'en/afterOffer': { title: 'Your car' } }, ['pl/afterOffer']);
    const i18n = await createI18n('pl', '/application-frontend', { firstScreen: BUNDLED });
    await i18n.loadNamespaces('afterOffer');
    expect(error).toHaveBeenCalledWith(
      'Failed to load translations pl/afterOffer:',
      expect.stringContaining('Failed to fetch'),
    );
    expect(i18n.t('title', { ns: 'afterOffer' })).toBe('Your car');
    // Retried twice, then given up: seconds of spinner at most, not a stuck screen.
    expect(requested.filter((url) => url.includes('/pl/afterOffer.json'))).toHaveLength(3);
  });

  it.each([
    // `vn` is no language tag: without the mapping Intl picks the runtime's language (English
    // here, asking for `_one`), in a Polish browser Polish (`_few`).
    ['vn', { days_other: '{{count}} ngày' }, [1, 2, 5], ['1 ngày', '2 ngày', '5 ngày']],
    [
      'mx',
      { days_one: '{{count}} día', days_other: '{{count}} días' },
      [1, 2],
      ['1 día', '2 días'],
    ],
    [
      'pl',
      { days_one: '{{count}} dzień', days_few: '{{count}} dni', days_many: '{{count}} dni!' },
      [1, 3, 5],
      ['1 dzień', '3 dni', '5 dni!'],
    ],
  ] as const)('picks %s plural forms by its language', async (locale, texts, counts, expected) => {
    serveLocales({});
    const i18n = await createI18n(locale, '/base', { firstScreen: texts });
    expect(counts.map((count) => i18n.t('days', { count }))).toEqual(expected);
  });

  it('needs no bundle: the default namespace then loads over HTTP too', async () => {
    serveLocales({
      'de/translation': { form: { continue: 'Weiter' } },
      'en/translation': { form: { continue: 'Continue', retry: 'Try again' } },
    });
    const i18n = await createI18n('de', '/base');
    await i18n.loadNamespaces('translation');
    expect(i18n.t('form>continue')).toBe('Weiter');
    expect(i18n.t('form>retry')).toBe('Try again');
  });
});

describe('the first page’s own texts', () => {
  const pageTexts = { errors: { required: 'To pole jest wymagane' } };
  const rest = { ...BUNDLED, screens: { checking: { title: 'Sprawdzamy' } } };

  it('are in when createI18n settles, and the rest of the namespace is not asked for', async () => {
    const loadAll = vi.fn(() => Promise.resolve(rest));
    const i18n = await createI18n('pl', '', {
      firstScreen: BUNDLED,
      firstPageTexts: () => Promise.resolve(pageTexts),
      loadAll,
    });
    expect(i18n.t('errors>required')).toBe('To pole jest wymagane');
    expect(i18n.t('form>continue')).toBe('Dalej');
    expect(hasFirstPageTexts(i18n)).toBe(true);
    expect(loadAll).not.toHaveBeenCalled();
  });

  it('that cannot be loaded are logged, and the first page waits for the whole namespace', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('pl', '', {
      firstScreen: BUNDLED,
      firstPageTexts: () => Promise.reject(new Error('offline')),
      loadAll: () => Promise.resolve({ ...rest, ...pageTexts }),
    });
    expect(error).toHaveBeenCalledWith(
      'Failed to load translations pl/translation (first page):',
      expect.any(Error),
    );
    expect(hasFirstPageTexts(i18n)).toBe(false);
    await defaultNamespaceComplete(i18n);
    expect(hasFirstPageTexts(i18n)).toBe(true);
    expect(i18n.t('errors>required')).toBe('To pole jest wymagane');
  });
});
