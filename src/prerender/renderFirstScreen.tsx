/**
 * Renders the first paint at build time (build/firstScreenHtml.ts loads this module in Node): the
 * first screen as a new applicant opens it (a v3 build's: its first dynamic step), the consent
 * banner as they first see it, the texts the picture's behaviours show
 * (src/features/firstPaint), and the modules the first screen loads, as the features name them.
 * Never part of the app's bundle.
 */
import * as brand from 'virtual:brand';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { createI18n } from '../i18n/i18n';
import { createServices } from '../app/services';
import { makeStore } from '../app/store';
import { appEnv } from '../config/env';
import { ConsentBanner, consentModelFor, createConsentStore } from '../features/consent';
import { CLASSIC_FIRST_SCREEN_MODULES, CLASSIC_NEXT_SCREEN_MODULES } from '../features/classicForm';
import {
  DYNAMIC_FORM_NAMESPACE,
  dynamicFormStarted,
  FIRST_DYNAMIC_PATH,
  FIRST_PAGE_PLACEMENTS,
  FIRST_STEP_MODULES,
  loadDynamicFormModel,
} from '../features/dynamicForm';
import type { PictureTexts } from '../features/firstPaint';
import { Spinner } from '../features/layout';
import { createSafeStorage } from '../lib/storage';
import type { FirstPaintMarkup, FirstScreenModules } from './firstPaintMarkup';
import type { BrandConfig } from '../brands/types';
import type { i18n as I18n } from 'i18next';

function renderToHtml(element: ReactNode): Promise<string> {
  // Unlike renderToString, waits for lazy components and suspended texts (onAllReady).
  return new Promise((resolve, reject) => {
    let html = '';
    const collect = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(collect),
      onShellError: reject,
      onError: reject,
    });
  });
}

export async function renderFirstPaint(): Promise<FirstPaintMarkup> {
  const config = brand.brandConfig;
  const loadApplicationPage = brand.loadApplicationPage;
  if (!config || !loadApplicationPage) throw new Error('The brand has no configuration or page');
  const services = createServices(config, appEnv);
  // The texts the app has at its first render (build/firstScreen.json: the entry's and the first
  // page's own); the rest of the default namespace is added after the page has rendered.
  const i18n = await createI18n(config.locale, appEnv.basePath, {
    firstScreen: brand.firstScreenTexts,
    firstPageTexts: brand.firstPageTexts?.[config.firstPage],
    namespaceChunks: brand.namespaceChunks,
  });
  await i18n.loadNamespaces('consent');
  await addDynamicFormTexts(i18n, config);
  // A new applicant: nothing stored, no choice made.
  const noStorage = createSafeStorage('localStorage', () => null);
  // A v3 build's first screen is its first dynamic step, with the model in the store as the app has it.
  const dynamicForm = config.firstPage === 'initial-details' ? await loadDynamicFormModel() : null;
  const firstPath = dynamicForm ? `/${FIRST_DYNAMIC_PATH}` : '/';
  const store = makeStore({
    services,
    storage: { local: noStorage, session: noStorage },
    dynamicForm,
  });
  // As the first dynamic step does on its first render (DynamicStepScreen.tsx), so it renders now.
  if (dynamicForm) store.dispatch(dynamicFormStarted([...FIRST_PAGE_PLACEMENTS]));
  const { default: ApplicationPage } = await loadApplicationPage();
  const FirstScreenAddress = ({
    basename,
    children,
  }: {
    basename: string;
    children: ReactNode;
  }) => (
    <StaticRouter basename={basename} location={`${basename}${firstPath}`}>
      {children}
    </StaticRouter>
  );

  const { result: page, missing } = await collectingMissingTexts(i18n, () =>
    renderToHtml(
      <App
        parts={{ store, i18n, services, ApplicationPage, dynamicForm }}
        Router={FirstScreenAddress}
      />,
    ),
  );
  await addDefaultTexts(i18n, config);
  // The app renders its first screen with the same texts: one that only the rest of the namespace
  // has would show as its key, or not at all (an optional hint). Keys no text of the build has
  // are not this check's: the app asks for some of those on purpose, with a default.
  const lacking = missing.filter(({ namespace, key }) => i18n.exists(key, { ns: namespace }));
  if (lacking.length > 0)
    throw new Error(
      `The first screen renders texts the app has no copy of at its first render: ${lacking.map(({ namespace, key }) => `${namespace}:${key}`).join(', ')}. Name them in build/firstScreen.json (texts, or pageTexts of the first page).`,
    );
  const consentStore = createConsentStore({
    storage: noStorage,
    model: consentModelFor(config.country),
  });
  const consentBanner = await renderToHtml(
    <I18nextProvider i18n={i18n}>
      <ConsentBanner store={consentStore} inPlace />
    </I18nextProvider>,
  );
  const spinner = await renderToHtml(
    <I18nextProvider i18n={i18n}>
      <Spinner />
    </I18nextProvider>,
  );
  return {
    page,
    consentBanner,
    spinner,
    pictureTexts: pictureTexts(config, i18n),
    // As useDocumentTitle names the brand: right on every path, the step comes with the app.
    title: config.page.title ?? config.brandName,
    firstPage: config.firstPage,
    firstScreen: firstScreenModules(dynamicForm !== null),
  };
}

/** The modules the first screen loads: the classic one's, and a v3 build's first step's. */
function firstScreenModules(dynamicForm: boolean): FirstScreenModules {
  return {
    modules: [...CLASSIC_FIRST_SCREEN_MODULES],
    pageStyles: dynamicForm ? [...FIRST_STEP_MODULES.pageStyles] : [],
    startup: dynamicForm ? [...FIRST_STEP_MODULES.startup] : [],
    // A v3 step's continue checks and saves it first: the next step is only known then.
    continueModules: dynamicForm ? [] : [...CLASSIC_NEXT_SCREEN_MODULES],
  };
}

/**
 * Runs `render` collecting the keys `i18n` is asked for and has no text of (i18next's
 * missing-key handler): the render of the first screen is checked with them.
 */
async function collectingMissingTexts<T>(
  i18n: I18n,
  render: () => Promise<T>,
): Promise<{ result: T; missing: { namespace: string; key: string }[] }> {
  const missing: { namespace: string; key: string }[] = [];
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, namespace, key) => missing.push({ namespace, key });
  try {
    return { result: await render(), missing };
  } finally {
    i18n.options.saveMissing = false;
    i18n.options.missingKeyHandler = false;
  }
}

/**
 * The whole default namespace, from the build's copy: the consent banner, the spinner and the
 * picture's pending text are rendered with it (the app loads it after its first render).
 */
async function addDefaultTexts(i18n: I18n, config: BrandConfig): Promise<void> {
  const allTexts = await brand.loadDefaultTexts?.();
  if (allTexts) i18n.addResourceBundle(config.locale, 'translation', allTexts, true, false);
}

/**
 * The dynamic form's namespace in a v3 build, from the build's copy (the app loads it as a chunk
 * before its first render; nothing is served at build time).
 */
async function addDynamicFormTexts(i18n: I18n, config: BrandConfig): Promise<void> {
  const dynamicFormTexts = brand.namespaceFallbacks?.[DYNAMIC_FORM_NAMESPACE];
  if (config.firstPage === 'initial-details' && dynamicFormTexts)
    i18n.addResourceBundle(config.locale, DYNAMIC_FORM_NAMESPACE, await dynamicFormTexts());
}

/**
 * The texts the picture's behaviours show, as the app renders them: the money format, every value
 * of the period slider (its plurals resolved here) and the pending button's text.
 */
function pictureTexts(config: BrandConfig, i18n: I18n): PictureTexts {
  const { minPeriod, maxPeriod, periodStep, periodScale } = config.loan;
  const periodTexts: Record<string, string> = {};
  for (let period = minPeriod; period <= maxPeriod; period += periodStep)
    periodTexts[String(period)] = i18n.t(`fields>period>value_${periodScale}`, { count: period });
  return {
    intlLocale: config.intlLocale,
    currencyCode: config.currency.code,
    periodTexts,
    pendingText: i18n.t('form>saving'),
  };
}
