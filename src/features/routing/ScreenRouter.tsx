import { Suspense, useContext, useEffect, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/servicesContext';
import { hasFirstPageTexts } from '../../i18n/i18n';
import { FIRST_DYNAMIC_PATH, initialDynamicPagesState, useDynamicFormModel } from '../dynamicForm';
import { ErrorBoundary, WithAllTexts } from '../layout';
import { Loading } from '../loading';
import { selectProgressState } from './applicationStateSlice';
import { prefetchWhatFollows } from './prefetchWhatFollows';
import { isDynamicStepRoute, screenRedirect } from './routeGuard';
import { ApplicationRoute, routeOf } from './routes';
import { ScreenLoadFailed } from './ScreenLoadFailed';
import {
  NOT_FOUND_SCREEN,
  screenKey,
  type Screen,
  type ScreenLoaders,
  type ScreenMap,
} from './screenRegistry';

/** The current path without a trailing slash (but `/` itself). */
export function useCurrentPath(): string {
  return routeOf(useLocation().pathname);
}

interface ScreenRouterProps {
  screens: ScreenMap;
  /** The code of screens that can follow the current one, fetched while it is read. */
  loaders: ScreenLoaders;
  /** What every step of the dynamic (v3) form shows. */
  dynamicStepScreen: Screen;
  /** What a route that `screens` does not name shows; by default the not-found screen. */
  otherRoutes?: Screen;
}

const loadFailed = (retry: () => void) => <ScreenLoadFailed onRetry={retry} />;

/**
 * Shows the screen of the current path once the lead's state allows it (routeGuard.ts), and
 * fetches the code of the screens that can follow it meanwhile.
 */
export function ScreenRouter({
  screens,
  loaders,
  dynamicStepScreen,
  otherRoutes = NOT_FOUND_SCREEN,
}: ScreenRouterProps) {
  const path = useCurrentPath();
  const progressState = useAppSelector(selectProgressState);
  const services = useServices();
  const config = services.config;
  // The provided instance itself: useTranslation() hands out a wrapper of it.
  const { i18n } = useContext(I18nContext);
  // Only a build of the dynamic form has its model in the store (app/bootstrap.tsx).
  const dynamicPages = useAppSelector((state) => state.dynamicPages) ?? initialDynamicPagesState;
  // Loaded before the first render in a build of the dynamic form; null in a classic one.
  const dynamicFormModel = useDynamicFormModel();
  // v3 brands start at initial-details; every step of their sequence is a dynamic step screen.
  const dynamicForm = config.firstPage === 'initial-details';
  const dynamicStep = dynamicForm && isDynamicStepRoute(path, dynamicPages.formsByPath);
  const redirect = screenRedirect(path, {
    progressState,
    config,
    dynamicPages,
    // Without the model (the build's first paint is rendered without it), only the steps of the
    // applicant's sequence are known.
    isDynamicStepPath: dynamicFormModel?.isDynamicStepPath ?? (() => false),
  });
  const Screen = dynamicStep ? dynamicStepScreen : (screens[screenKey(path)] ?? otherRoutes);

  useEffect(() => {
    // The applicant is reading this screen: fetch what the next one needs meanwhile. After the
    // first render, so none of it delays that.
    const prefetch = () => void prefetchWhatFollows(path, { loaders, services, i18n });
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 200);
    return () => clearTimeout(timer);
  }, [path, services, loaders, i18n]);

  if (redirect !== null) return <Navigate to={redirect} replace />;
  // The layout shows the spinner while a screen's code or texts are on their way.
  const waiting = <Loading />;
  // The first screen's texts ship with the entry, and a v3 build's first step has its own
  // (build/firstScreen.json pageTexts); every other screen waits for all of them.
  const rendersAtOnce =
    Screen === screens[ApplicationRoute.INDEX] ||
    (dynamicStep && path === `/${FIRST_DYNAMIC_PATH}` && hasFirstPageTexts(i18n));
  const screen: ReactNode = rendersAtOnce ? (
    <Screen />
  ) : (
    <WithAllTexts fallback={waiting}>
      <Screen />
    </WithAllTexts>
  );
  // A screen whose code or texts cannot be loaded says so in the page and can be tried again;
  // another path starts afresh.
  return (
    <ErrorBoundary key={path} onlyChunkLoads fallback={loadFailed}>
      <Suspense fallback={waiting}>{screen}</Suspense>
    </ErrorBoundary>
  );
}
