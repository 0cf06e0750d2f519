/**
 * Renders the first paint at build time (build/firstScreenHtml.ts loads this module in Node): the
 * first screen as a new applicant opens it, and the consent banner as they first see it. Never
 * part of the app's bundle.
 */
import * as brand from 'virtual:brand';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { createI18n } from '../i18n/i18n';
import { createServices } from '../app/services';
import { makeStore } from '../app/store';
import { appEnv } from '../config/env';
import { ConsentBanner, consentModelFor, createConsentStore } from '../features/consent';
import { Spinner, type EarlyInputFormats, type FirstPaintMarkup } from '../features/layout';
import { moneyFormatOptions } from '../lib/format';
import { createSafeStorage } from '../lib/storage';
import type { BrandConfig } from '../brands/types';
import type { i18n as I18n } from 'i18next';

async function renderToHtml(element: ReactNode): Promise<string> {
  // Unlike renderToString, waits for lazy components and suspended texts.
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export async function renderFirstPaint(): Promise<FirstPaintMarkup> {
  const config = brand.brandConfig;
  const loadApplicationPage = brand.loadApplicationPage;
  if (!config || !loadApplicationPage) throw new Error('The brand has no configuration or page');
  const services = createServices(config, appEnv);
  // The first screen renders with its own texts (build/firstScreen.json); the rest is not asked for.
  const i18n = await createI18n(config.locale, appEnv.basePath, {
    firstScreen: brand.firstScreenTexts,
    namespaceChunks: brand.namespaceChunks,
  });
  await i18n.loadNamespaces('consent');
  // A new applicant: nothing stored, no choice made.
  const noStorage = createSafeStorage('localStorage', () => null);
  const store = makeStore({ services, storage: { local: noStorage, session: noStorage } });
  const { default: ApplicationPage } = await loadApplicationPage();
  const FirstScreenAddress = ({
    basename,
    children,
  }: {
    basename: string;
    children: ReactNode;
  }) => (
    <StaticRouter basename={basename} location={`${basename}/`}>
      {children}
    </StaticRouter>
  );

  const page = await renderToHtml(
    <App
      store={store}
      i18n={i18n}
      services={services}
      ApplicationPage={ApplicationPage}
      Router={FirstScreenAddress}
    />,
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
  return { page, consentBanner, spinner, earlyInput: await earlyInputFormats(config, i18n) };
}

/**
 * The texts the early-input script (build/earlyInputScript.ts) shows, as the app renders them:
 * every value of the period slider (its plurals resolved here) and the pending button's text.
 */
async function earlyInputFormats(config: BrandConfig, i18n: I18n): Promise<EarlyInputFormats> {
  // The whole default namespace: the pending text is not among the first screen's own texts.
  const allTexts = await brand.loadDefaultTexts?.();
  if (allTexts) i18n.addResourceBundle(config.locale, 'translation', allTexts, true, false);
  const { minPeriod, maxPeriod, periodStep, periodScale } = config.loan;
  const periodTexts: Record<number, string> = {};
  for (let period = minPeriod; period <= maxPeriod; period += periodStep)
    periodTexts[period] = i18n.t(`fields>period>value_${periodScale}`, { count: period });
  return {
    intlLocale: config.intlLocale,
    // The slider's values are whole amounts.
    moneyOptions: moneyFormatOptions(1, config.currency.code),
    periodTexts,
    pendingText: i18n.t('form>saving'),
  };
}
