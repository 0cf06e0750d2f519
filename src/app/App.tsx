import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { DynamicFormModelContext, type DynamicFormModel } from '../features/dynamicForm';
import { ErrorBoundary } from '../features/layout';
import { Notifications } from '../features/notifications';
import type { AppServices } from './services';
import { ServicesContext } from './servicesContext';
import type { AppStore } from './store';

/** What the page runs on, made by the start-up (app/bootstrap.tsx) or the build's first paint. */
export interface AppParts {
  store: AppStore;
  i18n: i18n;
  services: AppServices;
  ApplicationPage: ComponentType;
  /** The dynamic form's model, in a build of the dynamic form (loaded before the first render). */
  dynamicForm?: DynamicFormModel | null;
}

interface AppProps {
  parts: AppParts;
  /** The browser's history, or a fixed address when the build renders the first paint. */
  Router?: ComponentType<{ basename: string; children: ReactNode }>;
}

/**
 * The browser's history, each navigation rendered at once. react-router renders it as a
 * transition by default: in slices that yield to every frame, which on a slow phone put off the
 * next step by about a third for nothing, since each screen mounts its own Suspense boundary
 * (routing/ScreenRouter.tsx), whose fallback shows either way while its code is on its way.
 */
function BrowserHistoryRouter({ basename, children }: { basename: string; children: ReactNode }) {
  return (
    <BrowserRouter basename={basename} useTransitions={false}>
      {children}
    </BrowserRouter>
  );
}

/** Providers and the one catch-all route that shows the brand's application page. */
export function App({ parts, Router = BrowserHistoryRouter }: AppProps) {
  const { store, i18n, services, ApplicationPage, dynamicForm = null } = parts;
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ServicesContext.Provider value={services}>
            <DynamicFormModelContext.Provider value={dynamicForm}>
              <ErrorBoundary>
                <Router basename={services.env.basePath}>
                  <ApplicationPage />
                </Router>
                <Notifications />
              </ErrorBoundary>
            </DynamicFormModelContext.Provider>
          </ServicesContext.Provider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
