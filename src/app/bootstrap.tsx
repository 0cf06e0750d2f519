import { createRoot } from 'react-dom/client';
import type { BrandConfig } from '../brands/types';
import { appEnv } from '../config/env';
import { entryResolved } from '../features/lead/leadEvents';
import { readDeviceEnvironment, startEntry } from '../features/session';
import { localStore, sessionStore } from '../lib/storage';
import { App } from './App';
import { applyResetRules, entryContribution } from './entryState';
import { createI18n } from './i18n';
import { restorePersistedState } from './persistence';
import { createServices } from './services';
import { makeStore } from './store';
import type { ComponentType } from 'react';

export interface BrandModule {
  brandConfig: BrandConfig | null;
  loadApplicationPage: (() => Promise<{ default: ComponentType }>) | null;
  loadProductStyles: (() => Promise<unknown>) | null;
}

/** Starts the funnel, or reports why it cannot (specification section 8) and stops. */
export async function bootstrap(
  brand: BrandModule,
  rootElement: HTMLElement | null,
): Promise<void> {
  if (!rootElement) throw new Error('Root container #root is missing');
  const { brandConfig: config, loadApplicationPage, loadProductStyles } = brand;
  if (!config || !loadApplicationPage) {
    console.error('ApplicationPage not found');
    return;
  }
  if (!loadProductStyles) {
    console.error('Product styles not found');
    return;
  }

  const services = createServices(config, appEnv);
  const translations = createI18n(config.locale, appEnv.basePath);
  let ApplicationPage: ComponentType;
  try {
    const [page] = await Promise.all([loadApplicationPage(), loadProductStyles()]);
    ApplicationPage = page.default;
  } catch (error) {
    console.error('Failed to load ApplicationPage and product styles', error);
    return;
  }

  const now = new Date();
  const storage = { local: localStore, session: sessionStore };
  const entry = startEntry({
    search: window.location.search,
    href: window.location.href,
    now,
    local: localStore,
    session: sessionStore,
    affiliate: config.affiliateReference,
  });
  const restored = applyResetRules(
    restorePersistedState(storage),
    entry,
    now,
    config.sessionExpirationMs,
  );
  const store = makeStore({ services, storage, preloadedState: restored });
  store.dispatch(entryResolved(entryContribution(entry, readDeviceEnvironment(window))));

  const i18n = await translations;
  createRoot(rootElement).render(
    <App store={store} i18n={i18n} services={services} ApplicationPage={ApplicationPage} />,
  );
}
