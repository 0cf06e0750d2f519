import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { BrandConfig } from '../brands/types';
import { appEnv } from '../config/env';
import {
  firstStepReady,
  initialDynamicPagesState,
  loadDynamicFormModel,
  type DynamicFormModel,
} from '../features/dynamicForm';
import { continuePendingInFirstPaint, FIRST_PAINT_CLASS } from '../features/firstPaint';
import { entryContribution, entryResolved } from '../features/lead';
import {
  ApplicationRoute,
  prefetchWhatFollows,
  redirectBeforeFirstRender,
  selectProgressState,
} from '../features/routing';
import { readDeviceEnvironment, startEntry } from '../features/session';
import { stripPersonalParamsFromAddressBar } from '../features/tracking';
import { localStore, sessionStore } from '../lib/storage';
import { yieldToMain } from '../lib/yieldToMain';
import { App } from './App';
import takeOverEarlyInput from './earlyInput';
import { createI18n } from '../i18n/i18n';
import { applyResetRules, restorePersistedState } from './persistence';
import { SCREEN_LOADERS } from './screens';
import { createServices, type AppServices } from './services';
import { makeStore } from './store';
import type { ResourceLanguage } from 'i18next';
import type { ComponentType } from 'react';

export interface BrandModule {
  brandConfig: BrandConfig | null;
  loadApplicationPage: (() => Promise<{ default: ComponentType }>) | null;
  loadProductStyles: (() => Promise<unknown>) | null;
  /** The default namespace's texts the first screen renders, shipped with the entry (build/brandPlugin.ts). */
  firstScreenTexts?: ResourceLanguage | null;
  /** By first page: the default-namespace texts that page renders beyond the entry's, a chunk each. */
  firstPageTexts?: Readonly<Record<string, () => Promise<ResourceLanguage>>>;
  /** The whole default namespace, its own chunk. */
  loadDefaultTexts?: (() => Promise<ResourceLanguage>) | null;
  /** Feature namespaces the build ships as chunks (locale over English), by name. */
  namespaceChunks?: Readonly<Record<string, () => Promise<ResourceLanguage>>>;
  /** The other feature namespaces' texts, loaded only when their JSON files cannot be. */
  namespaceFallbacks?: Readonly<Record<string, () => Promise<ResourceLanguage>>>;
}

type StartableBrand = BrandModule & {
  brandConfig: BrandConfig;
  loadApplicationPage: NonNullable<BrandModule['loadApplicationPage']>;
  loadProductStyles: NonNullable<BrandModule['loadProductStyles']>;
};

/** Whether the brand module has what the funnel starts with; logs what is missing (section 8). */
function isStartable(brand: BrandModule): brand is StartableBrand {
  if (!brand.brandConfig || !brand.loadApplicationPage) {
    console.error('ApplicationPage not found');
    return false;
  }
  if (!brand.loadProductStyles) {
    console.error('Product styles not found');
    return false;
  }
  return true;
}

/**
 * The services and the texts, with what is asked for while the app starts: a v3 build's first
 * step (`firstStepShown`, awaited before the first render) and, after a continue pressed in the
 * first paint, what the next screen needs.
 */
function startServicesAndTexts(brand: StartableBrand, rootElement: HTMLElement) {
  const config = brand.brandConfig;
  const services = createServices(config, appEnv);
  const translations = createI18n(config.locale, appEnv.basePath, {
    firstScreen: brand.firstScreenTexts,
    firstPageTexts: brand.firstPageTexts?.[config.firstPage],
    loadAll: brand.loadDefaultTexts,
    namespaceChunks: brand.namespaceChunks,
    namespaceFallbacks: brand.namespaceFallbacks,
  });
  // A v3 build's picture is its first step, working: the app takes its place once that step can
  // show at once, so the applicant never trades a working step for a spinner.
  const firstStepShown =
    config.firstPage === 'initial-details' &&
    rootElement.querySelector(`:scope > .${FIRST_PAINT_CLASS}`) !== null
      ? translations.then((i18n) => firstStepReady(config, i18n)).catch(() => undefined)
      : null;
  // A continue pressed in the first paint is carried out as soon as the app shows: what the next
  // screen needs is asked for now, while the app starts, instead of after its first render.
  if (continuePendingInFirstPaint(window))
    void translations.then((i18n) =>
      prefetchWhatFollows(ApplicationRoute.INDEX, { loaders: SCREEN_LOADERS, services, i18n }),
    );
  return { services, translations, firstStepShown };
}

/** The brand's page and styles, and a v3 build's model; null (logged) when one cannot load. */
async function loadPageAndModel(
  brand: StartableBrand,
  dynamicFormLoad: Promise<DynamicFormModel | null>,
): Promise<{ ApplicationPage: ComponentType; dynamicForm: DynamicFormModel | null } | null> {
  try {
    const [page, , model] = await Promise.all([
      brand.loadApplicationPage(),
      brand.loadProductStyles(),
      // The dynamic form's model is in the store from the start, only in its builds.
      dynamicFormLoad,
    ]);
    return { ApplicationPage: page.default, dynamicForm: model };
  } catch (error) {
    console.error('Failed to load ApplicationPage and product styles', error);
    return null;
  }
}

/**
 * The store from what was persisted, the entry read from the address (then stripped of personal
 * parameters) and what the applicant did in the picture.
 */
async function makeStartedStore(
  config: BrandConfig,
  services: AppServices,
  dynamicForm: DynamicFormModel | null,
  rootElement: HTMLElement,
) {
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
  // The entry has read the prefill: personal parameters leave the address bar before anything
  // else (a tracker, a screenshot, a shared link) can see them.
  stripPersonalParamsFromAddressBar(window);
  // Reading the entry and making the store are two tasks, neither long on a slow phone.
  await yieldToMain();
  const restored = applyResetRules(
    restorePersistedState(storage, dynamicForm),
    entry,
    now,
    config.sessionExpirationMs,
    storage,
  );
  const store = makeStore({ services, storage, preloadedState: restored, dynamicForm });
  // What the applicant did in the picture, before the entry's tracking moment, which may read
  // their consent choice.
  takeOverEarlyInput({ store, config, rootElement });
  store.dispatch(
    entryResolved({
      ...entryContribution(entry, readDeviceEnvironment(window)),
      entrySearch: window.location.search,
    }),
  );
  return store;
}

/** Starts the funnel, or reports why it cannot (specification section 8) and stops. */
export async function bootstrap(
  brand: BrandModule,
  rootElement: HTMLElement | null,
): Promise<void> {
  if (!rootElement) throw new Error('Root container #root is missing');
  if (!isStartable(brand)) return;
  const config = brand.brandConfig;
  // Requested first, so the dynamic form's model arrives while the startup work below runs.
  const dynamicFormLoad =
    config.firstPage === 'initial-details' ? loadDynamicFormModel() : Promise.resolve(null);
  // Handled where it is awaited, below; this keeps an early failure from being reported twice.
  dynamicFormLoad.catch(() => undefined);
  // Evaluating the entry is one long task already: the startup work below runs in the next one.
  await yieldToMain();
  const { services, translations, firstStepShown } = startServicesAndTexts(brand, rootElement);
  const loaded = await loadPageAndModel(brand, dynamicFormLoad);
  if (!loaded) return;
  const { ApplicationPage, dynamicForm } = loaded;
  const store = await makeStartedStore(config, services, dynamicForm, rootElement);

  const i18n = await translations;
  await firstStepShown;
  const state = store.getState();
  redirectBeforeFirstRender(window, services.env.basePath, {
    progressState: selectProgressState(state),
    config,
    dynamicPages: state.dynamicPages ?? initialDynamicPagesState,
    isDynamicStepPath: dynamicForm?.isDynamicStepPath ?? (() => false),
  });
  const root = createRoot(rootElement);
  // As a transition the first render is split into short tasks the browser can interleave
  // with input, instead of one long one; only its commit to the page runs in one go.
  startTransition(() => {
    root.render(<App parts={{ store, i18n, services, ApplicationPage, dynamicForm }} />);
  });
}
