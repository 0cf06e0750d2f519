import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import i18next, { type i18n } from 'i18next';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import translation from '../../public/locales/en/translation.json';
import type { AppServices } from '../../src/app/services';
import { ServicesContext } from '../../src/app/servicesContext';
import { DynamicFormModelContext } from '../../src/features/dynamicForm/dynamicFormModelContext';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
// Importing the model also puts its slice into the reducer, as loading it does in the app.
import * as dynamicFormModel from '../../src/features/dynamicForm/model/dynamicFormModel';
import { brandConfig } from '../../src/brands/es/askrobin/config';
import type { BrandConfig } from '../../src/brands/types';
import type { AppEnv } from '../../src/config/env';
import type { LeadApi } from '../../src/features/lead/api';
import type { RequestResult } from '../../src/lib/http';
import { createMemoryStorage, type MemoryBackend } from './helpers/memoryStorage';

/** The HTTP lead API replaced by spies: the edge of the product that tests assert on. */
export type FakeLeadApi = { [K in Exclude<keyof LeadApi, 'request'>]: Mock<LeadApi[K]> } & {
  request: Mock<FakeRequest>;
};

/** A mock cannot stay generic; answering `never` data keeps it assignable to every named answer. */
type FakeRequest = (config: AxiosRequestConfig, answer?: string) => Promise<RequestResult<never>>;

export const TEST_ENV: AppEnv = {
  appEnv: 'development',
  basePath: '',
  apiBaseUrl: 'http://api.test',
  leadPath: '/v3/lead',
  policyPath: '/policy',
  affiliateEventPath: '/affiliate/event',
  sessionRecording: { enabled: false, samplePercent: 100 },
};

/** A lead API that accepts everything; override single calls to make them fail or answer otherwise. */
export function createFakeLeadApi(overrides: Partial<LeadApi> = {}): FakeLeadApi {
  return {
    createLead: vi.fn<LeadApi['createLead']>(
      overrides.createLead ??
        ((body) =>
          Promise.resolve({
            data: { id: 'lead-1', progressState: body.progressState, leadStatus: 1 },
          })),
    ),
    updateLead: vi.fn<LeadApi['updateLead']>(
      overrides.updateLead ??
        ((body) =>
          Promise.resolve({
            data: { id: body.id, progressState: body.progressState, leadStatus: 1 },
          })),
    ),
    fetchLeadStatus: vi.fn<LeadApi['fetchLeadStatus']>(
      overrides.fetchLeadStatus ??
        ((id) => Promise.resolve({ data: { id, progressState: 6, applicationResult: null } })),
    ),
    continueLead: vi.fn<LeadApi['continueLead']>(
      overrides.continueLead ??
        (() => Promise.resolve({ error: { status: 404, message: 'Not found' } })),
    ),
    unsubscribe: vi.fn<LeadApi['unsubscribe']>(
      overrides.unsubscribe ?? (() => Promise.resolve({ data: { unsubscribed: true } })),
    ),
    sendLeadStep: vi.fn<LeadApi['sendLeadStep']>(
      overrides.sendLeadStep ??
        (() => Promise.resolve({ error: { status: 501, message: 'Not faked in this test' } })),
    ),
    request: vi.fn<FakeRequest>(
      // A test's fake answers `never` data (see FakeRequest); the overloads cannot say so.
      (overrides.request as FakeRequest | undefined) ??
        (() => Promise.resolve({ error: { status: 501, message: 'Not faked in this test' } })),
    ),
  };
}

export interface TestStoreOptions {
  preloadedState?: Partial<RootState>;
  config?: Partial<BrandConfig>;
  leadApi?: Partial<LeadApi>;
  /** Raw values already in browser storage, as the browser would hold them (JSON text). */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
}

export interface TestStore {
  store: AppStore;
  services: AppServices;
  leadApi: FakeLeadApi;
  config: BrandConfig;
  /** The dynamic form's model in a build of the dynamic form (`firstPage: 'initial-details'`), else null. */
  dynamicForm: typeof dynamicFormModel | null;
  /** The raw in-memory storage behind the store's persistence, for assertions. */
  local: MemoryBackend;
  session: MemoryBackend;
}

/** A real store (with persistence listeners) over in-memory storage and a fake lead API. */
export function makeTestStore(options: TestStoreOptions = {}): TestStore {
  const config: BrandConfig = { ...brandConfig, ...options.config };
  const leadApi = createFakeLeadApi(options.leadApi);
  const services: AppServices = { config, env: TEST_ENV, leadApi: () => Promise.resolve(leadApi) };
  const local = createMemoryStorage('localStorage', options.localStorage);
  const session = createMemoryStorage('sessionStorage', options.sessionStorage);
  // As the app does: the dynamic form's model only in a build of the dynamic form.
  const dynamicForm = config.firstPage === 'initial-details' ? dynamicFormModel : null;
  const store = makeStore({
    services,
    storage: { local: local.store, session: session.store },
    preloadedState: options.preloadedState,
    dynamicForm,
  });
  return {
    store,
    services,
    leadApi,
    config,
    dynamicForm,
    local: local.backend,
    session: session.backend,
  };
}

/** Feature namespaces (public/locales/en/{namespace}.json) besides the default one. */
const featureNamespaces = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: Record<string, unknown> }>('../../public/locales/en/*.json', {
      eager: true,
    }),
  )
    .map(([file, module]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), module.default] as const)
    .filter(([namespace]) => namespace !== 'translation'),
);

/** i18next set up like src/i18n/i18n.ts, but with the English texts loaded synchronously. */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['translation', ...Object.keys(featureNamespaces)],
    defaultNS: 'translation',
    fallbackNS: 'translation',
    resources: { en: { ...featureNamespaces, translation } },
    keySeparator: '>',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    debug: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Where the memory router is now and how it got there (PUSH, REPLACE or POP). */
export interface RouterProbe {
  pathname: string;
  search: string;
  navigationType: string;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  probe.pathname = location.pathname;
  probe.search = location.search;
  probe.navigationType = navigationType;
  return null;
}

export interface RenderWithProvidersOptions
  extends TestStoreOptions, Omit<RenderOptions, 'queries' | 'wrapper'> {
  /** The memory router's initial entry, e.g. `/personal-details` or `/continue/abc?s_id=1`. */
  route?: string;
  /** i18next as the app sets it up (createI18n); English, loaded at once, by default. */
  i18n?: i18n;
}

/**
 * Renders `ui` as the app does: store, i18n, services and a router whose one catch-all route
 * shows `ui`. Returns the store, a user-event instance, the fake lead API and a router probe.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    preloadedState,
    config,
    leadApi,
    localStorage,
    sessionStorage,
    route = '/',
    i18n = createTestI18n(),
    ...renderOptions
  } = options;
  const testStore = makeTestStore({
    preloadedState,
    config,
    leadApi,
    localStorage,
    sessionStorage,
  });
  const router: RouterProbe = { pathname: '', search: '', navigationType: '' };

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={testStore.store}>
        <I18nextProvider i18n={i18n}>
          <ServicesContext.Provider value={testStore.services}>
            <DynamicFormModelContext.Provider value={testStore.dynamicForm}>
              <MemoryRouter initialEntries={[route]}>
                <LocationProbe probe={router} />
                <Routes>
                  {/* As ScreenRouter does: a screen's lazy parts suspend under a boundary. */}
                  <Route path="*" element={<Suspense fallback={null}>{children}</Suspense>} />
                </Routes>
              </MemoryRouter>
            </DynamicFormModelContext.Provider>
          </ServicesContext.Provider>
        </I18nextProvider>
      </Provider>
    );
  }

  return {
    ...testStore,
    router,
    user: userEvent.setup(),
    ...render(ui, { wrapper: Wrapper, ...renderOptions }),
  };
}
