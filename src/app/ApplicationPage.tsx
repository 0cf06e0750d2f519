import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../features/layout/ErrorBoundary';
import { useAppSelector } from './hooks';
import { useServices } from './servicesContext';
import { selectProgressState } from '../features/routing/applicationStateSlice';
import { ApplicationRoute } from '../features/lead/progressStates';
import { PageLayout } from '../features/layout/PageLayout';
import { Spinner } from '../features/layout/Spinner';
import { WithAllTexts } from '../features/layout/WithAllTexts';
import { RouteSync } from '../features/routing/RouteSync';
import { ScreenLoadFailed } from '../features/routing/ScreenLoadFailed';
import {
  dynamicRedirectFor,
  isDynamicStepRoute,
  redirectFor,
} from '../features/routing/routeGuard';
import { nextRoutes, savesOnSubmit } from '../features/routing/nextScreens';
import { DYNAMIC_STEP_SCREEN, prefetchScreens, SCREENS } from './screens';
import { selectDynamicPages } from '../features/dynamicForm/model/dynamicPagesSlice';

function screenKey(path: string): string {
  return path.startsWith(`${ApplicationRoute.CONTINUE}/`) ? ApplicationRoute.CONTINUE : path;
}

const loadFailed = (retry: () => void) => <ScreenLoadFailed onRetry={retry} />;

/** The catch-all route: shows the screen of the current path once the lead's state allows it. */
export function ApplicationPage() {
  const { pathname } = useLocation();
  const progressState = useAppSelector(selectProgressState);
  const services = useServices();
  const config = services.config;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const dynamicPages = useAppSelector(selectDynamicPages);
  // v3 brands start at initial-details; every step of their sequence is a dynamic step screen.
  const dynamicForm = config.firstPage === 'initial-details';
  const dynamicStep = dynamicForm && isDynamicStepRoute(path, dynamicPages.formsByPath);
  const redirect = dynamicForm
    ? dynamicRedirectFor(path, progressState, config.steps, dynamicPages)
    : redirectFor(path, progressState, config.steps);
  const Screen = dynamicStep
    ? DYNAMIC_STEP_SCREEN
    : (SCREENS[screenKey(path)] ?? SCREENS[ApplicationRoute.NOT_FOUND]);

  const next = nextRoutes(path, config.steps).join(' ');
  const saves = savesOnSubmit(path, config.steps);
  useEffect(() => {
    // The applicant is reading this screen: fetch the next screen's code meanwhile, and the
    // lead API client if this screen's submit needs it.
    const prefetch = () => {
      prefetchScreens(next ? next.split(' ') : []);
      if (saves) services.leadApi().catch(() => undefined);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 200);
    return () => clearTimeout(timer);
  }, [next, saves, services]);

  const waiting = <Spinner neutral={path.includes('continue')} />;
  // A screen whose code cannot be loaded says so in the page and can be tried again; another
  // path starts afresh.
  const screen = Screen ? (
    <ErrorBoundary key={path} onlyChunkLoads fallback={loadFailed}>
      <Suspense fallback={waiting}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  ) : null;
  // The first screen's texts ship with the entry; every other screen waits for all of them.
  const firstScreen = Screen === SCREENS[ApplicationRoute.INDEX];
  return (
    <PageLayout path={path}>
      <RouteSync />
      {redirect !== null ? (
        <Navigate to={redirect} replace />
      ) : firstScreen ? (
        screen
      ) : (
        <WithAllTexts fallback={waiting}>{screen}</WithAllTexts>
      )}
    </PageLayout>
  );
}
