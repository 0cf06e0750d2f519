import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../src/i18n/i18n';
import { namespaceFailure, reloadNamespace } from '../../../src/i18n/namespaceFailures';
import { serveLocales } from '../helpers/serveLocales';

/**
 * A feature namespace whose file cannot be loaded (offline for a moment, a blocker, a deployment
 * that lost it): retried with a short backoff, then replaced by the texts the build ships, and
 * only when those cannot be loaded either, reported failed so the screen can offer a retry.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const FIRST_SCREEN = { form: { continue: 'Dalej' } };
const FILES = {
  'pl/afterOffer': { title: 'Twój samochód' },
  'en/afterOffer': { title: 'Your car', only: 'Only in English' },
};
/** What the build ships for the namespace: the Polish texts over the English ones. */
const BUILD_TEXTS = { title: 'Twój samochód (wbudowany)', only: 'Only in English (built in)' };

const requestsOf = (requested: string[], file: string) =>
  requested.filter((url) => url.endsWith(`/locales/${file}.json`)).length;

describe('a translation file that cannot be loaded', () => {
  it('is fetched again after a lost request, and its texts arrive without a logged failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = ['pl/afterOffer'];
    const requested = serveLocales(FILES, unreachable);
    const fallback = vi.fn(() => Promise.resolve(BUILD_TEXTS));
    const i18n = await createI18n('pl', '/base', {
      firstScreen: FIRST_SCREEN,
      namespaceFallbacks: { afterOffer: fallback },
    });

    const loading = i18n.loadNamespaces('afterOffer');
    await vi.waitFor(() => expect(requestsOf(requested, 'pl/afterOffer')).toBe(1));
    unreachable.length = 0; // the connection is back
    await loading;

    expect(i18n.t('title', { ns: 'afterOffer' })).toBe('Twój samochód');
    expect(requestsOf(requested, 'pl/afterOffer')).toBe(2);
    expect(fallback).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('is tried three times in all, then the build’s own texts show and the failure is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requested = serveLocales(FILES, ['pl/afterOffer', 'en/afterOffer']);
    const i18n = await createI18n('pl', '/base', {
      firstScreen: FIRST_SCREEN,
      namespaceFallbacks: { afterOffer: () => Promise.resolve(BUILD_TEXTS) },
    });

    await i18n.loadNamespaces('afterOffer');

    expect(i18n.t('title', { ns: 'afterOffer' })).toBe('Twój samochód (wbudowany)');
    expect(i18n.t('only', { ns: 'afterOffer' })).toBe('Only in English (built in)');
    expect(requestsOf(requested, 'pl/afterOffer')).toBe(3);
    expect(error).toHaveBeenCalledWith(
      'Failed to load translations pl/afterOffer:',
      expect.stringContaining('Failed to fetch'),
    );
    expect(namespaceFailure(i18n, 'afterOffer')).toBeUndefined();
  });

  it('is not asked for again when the server says it does not exist (404): the build’s texts show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requested = serveLocales({});
    const i18n = await createI18n('pl', '/base', {
      firstScreen: FIRST_SCREEN,
      namespaceFallbacks: { afterOffer: () => Promise.resolve(BUILD_TEXTS) },
    });

    await i18n.loadNamespaces('afterOffer');

    expect(i18n.t('title', { ns: 'afterOffer' })).toBe('Twój samochód (wbudowany)');
    expect(requestsOf(requested, 'pl/afterOffer')).toBe(1);
  });

  it('is reported failed when the build’s texts cannot be loaded either, and loads once the connection is back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = ['pl/afterOffer', 'en/afterOffer'];
    serveLocales(FILES, unreachable);
    let offline = true;
    const fallback = () =>
      offline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(BUILD_TEXTS);
    const i18n = await createI18n('pl', '/base', {
      firstScreen: FIRST_SCREEN,
      namespaceFallbacks: { afterOffer: fallback },
    });

    await i18n.loadNamespaces('afterOffer');
    expect(namespaceFailure(i18n, 'afterOffer')).toEqual({ cause: expect.any(TypeError) });
    expect(error).toHaveBeenCalledWith(
      'Failed to load translations pl/afterOffer:',
      expect.any(TypeError),
    );

    unreachable.length = 0;
    offline = false;
    await reloadNamespace(i18n, 'afterOffer');

    expect(namespaceFailure(i18n, 'afterOffer')).toBeUndefined();
    expect(i18n.t('title', { ns: 'afterOffer' })).toBe('Twój samochód');
  });
});
