import path from 'node:path';
import { act, screen } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledNamespace, pickTexts } from '../../../build/bundledTranslations';
import firstScreen from '../../../build/firstScreen.json';
import { createI18n, defaultNamespaceComplete } from '../../../src/i18n/i18n';
import { afterFirstPaint } from '../../../src/lib/afterFirstPaint';
import type { Locale } from '../../../src/brands/types';
import { initialApplicationState } from '../../../src/features/routing/applicationStateSlice';
import { ApplicationPage } from '../../../src/app/ApplicationPage';
import { ErrorBoundary } from '../../../src/features/layout';
import { Notifications } from '../../../src/features/notifications';
import { initialLeadState } from '../../../src/features/lead/leadSlice';
import { renderWithProviders } from '../testUtils';

/**
 * The entry ships only the default namespace's texts of the first screen (build/firstScreen.json);
 * the rest is a chunk of its own. The first screen must not miss a text, and a later screen must
 * not show a key while the rest loads.
 */

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../public/locales');

/**
 * The whole default namespace of a locale as the build ships it, and a loader the test settles
 * once the app has asked for it (after the first render, or by a screen that needs it).
 */
function shippedTexts(locale: Locale) {
  const all = bundledNamespace(LOCALES_DIR, locale) as ResourceLanguage;
  let settle: { resolve: (texts: ResourceLanguage) => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const loadAll = vi.fn(
    () =>
      new Promise<ResourceLanguage>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const requested = () => vi.waitFor(() => expect(loadAll).toHaveBeenCalled());
  return {
    all,
    firstScreen: pickTexts(all, firstScreen.texts) as ResourceLanguage,
    loadAll,
    loaded: async () => {
      await requested();
      await act(async () => {
        settle.resolve(all);
        await Promise.resolve();
      });
    },
    failed: async () => {
      await requested();
      await act(async () => {
        settle.reject(new Error('offline'));
        await Promise.resolve();
      });
    },
  };
}

/** Texts and labels on the page and the document title that look like i18n keys (`a>b`). */
function keysShown(): string[] {
  // eslint-disable-next-line testing-library/no-node-access -- labels are attributes of any element
  const labelled = [...document.querySelectorAll('[aria-label], [title], [placeholder]')];
  const labels = labelled.flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name)),
  );
  return [document.body.textContent, document.title, ...labels].filter(
    (text): text is string => text !== null && /\w>\w/.test(text),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first screen’s texts in the entry', () => {
  it.each(['es', 'pl', 'vn'] as const)(
    'are enough for the first screen and the page around it (%s)',
    async (locale) => {
      const texts = shippedTexts(locale);
      const i18n = await createI18n(locale, '', texts);
      renderWithProviders(<ApplicationPage />, { i18n });
      expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
      expect(screen.getAllByRole('slider')).toHaveLength(2);
      expect(keysShown()).toEqual([]);
    },
  );

  it('are all the first screen waits for: the rest is requested after it has rendered', async () => {
    const texts = shippedTexts('es');
    const i18n = await createI18n('es', '', texts);
    expect(texts.loadAll).not.toHaveBeenCalled();

    renderWithProviders(<ApplicationPage />, { i18n });
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    // Requested while the first screen is read, so the next screen finds its texts there.
    await vi.waitFor(() => expect(texts.loadAll).toHaveBeenCalledTimes(1));
  });

  it('are not rendered again when the rest of the namespace arrives', async () => {
    const texts = shippedTexts('es');
    const i18n = await createI18n('es', '', texts);
    const commits = vi.fn();
    renderWithProviders(
      <Profiler id="page" onRender={commits}>
        <ApplicationPage />
      </Profiler>,
      { i18n },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    // What the page does once it has painted (the tracking chunk is requested then) is done.
    await act(() => new Promise<void>((resolve) => afterFirstPaint(window, resolve)));
    await act(() => import('../../../src/features/tracking/TrackingRoot'));
    const before = commits.mock.calls.length;
    await texts.loaded();
    await act(() => defaultNamespaceComplete(i18n));
    expect(commits.mock.calls.length).toBe(before);
  });

  it('are a small part of the namespace', () => {
    const { all, firstScreen: picked } = shippedTexts('es');
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(all).length / 4);
  });

  it('refuse a key path that names no text, so a typo fails the build', () => {
    expect(() => pickTexts({ steps: {} }, ['steps>loan-information'])).toThrow(
      'No text at "steps>loan-information"',
    );
  });
});

describe('a later screen', () => {
  const atPersonalDetails = {
    route: '/personal-details',
    preloadedState: {
      applicationState: { ...initialApplicationState, progressState: 2 },
      lead: { ...initialLeadState, application: { amount: 900, period: 61, periodScale: 'days' } },
    },
  };

  it('waits for the rest of the texts, then shows them', async () => {
    const texts = shippedTexts('es');
    const i18n = await createI18n('es', '', texts);
    renderWithProviders(<ApplicationPage />, { ...atPersonalDetails, i18n });
    // The screen's own code is there; only its texts are missing.
    await act(() => import('../../../src/features/classicForm/ClassicStepScreen'));
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(keysShown()).toEqual([]);

    await texts.loaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre ti' })).toBeDefined();
    expect(keysShown()).toEqual([]);
  });

  it('keeps the page and its retry when the notices’ area arrives while the texts cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const texts = shippedTexts('es');
    const i18n = await createI18n('es', '', texts);
    // As App.tsx places them: the page and the notices' area under the app's boundary.
    renderWithProviders(
      <ErrorBoundary>
        <ApplicationPage />
        <Notifications />
      </ErrorBoundary>,
      { ...atPersonalDetails, i18n },
    );
    await texts.failed();
    const heading = { level: 1, name: 'No se ha podido cargar la página' } as const;
    expect(await screen.findByRole('heading', heading)).toBeDefined();

    // The area arrives once the page has painted; it asks for the texts again, in vain.
    await act(() => import('../../../src/features/notifications/NotificationHost'));
    await vi.waitFor(() => expect(texts.loadAll).toHaveBeenCalledTimes(2));
    await texts.failed();
    expect(screen.getByRole('heading', heading)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeDefined();
    expect(screen.queryByText(/Algo ha salido mal/)).toBeNull();
  });

  it('labels the notices’ area in the page’s language when it arrives before the rest of the texts', async () => {
    const texts = shippedTexts('es');
    const i18n = await createI18n('es', '', texts);
    renderWithProviders(<Notifications />, { i18n });
    // The area's code is in; its texts are not yet (they come silently, with no re-render).
    await act(() => import('../../../src/features/notifications/NotificationHost'));
    await act(() => new Promise<void>((resolve) => afterFirstPaint(window, resolve)));
    expect(screen.queryByRole('region')).toBeNull();
    await texts.loaded();
    expect(await screen.findByRole('region', { name: 'Notificaciones' })).toBeDefined();
    expect(keysShown()).toEqual([]);
  });

  it('offers a retry when the texts cannot load, the failure logged, and shows them once they do', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const texts = shippedTexts('es');
    const i18n = await createI18n('es', '', texts);
    const { user } = renderWithProviders(<ApplicationPage />, { ...atPersonalDetails, i18n });

    await texts.failed();
    expect(error).toHaveBeenCalledWith(
      'Failed to load translations es/translation:',
      expect.any(Error),
    );
    // Neither stuck behind a spinner nor a screen of keys: the page says so and offers a retry.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se ha podido cargar la página' }),
    ).toBeDefined();
    expect(keysShown()).toEqual([]);

    // Back online: trying again asks for the texts again, and the screen follows them in.
    expect(texts.loadAll).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(texts.loadAll).toHaveBeenCalledTimes(2);
    await texts.loaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre ti' })).toBeDefined();
    expect(keysShown()).toEqual([]);
  });
});
