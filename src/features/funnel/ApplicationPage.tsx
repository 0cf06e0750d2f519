import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useBrandConfig } from '../../app/servicesContext';
import { selectProgressState } from '../applicationState/applicationStateSlice';
import { ApplicationRoute } from '../applicationState/states';
import { PageLayout } from '../page/PageLayout';
import { Spinner } from '../page/Spinner';
import { RouteSync } from './RouteSync';
import { redirectFor } from './routeGuard';
import { prefetchClassicSteps, SCREENS } from './screenRegistry';

function screenKey(path: string): string {
  return path.startsWith(`${ApplicationRoute.CONTINUE}/`) ? ApplicationRoute.CONTINUE : path;
}

/** The catch-all route: shows the screen of the current path once the lead's state allows it. */
export function ApplicationPage() {
  const { pathname } = useLocation();
  const progressState = useAppSelector(selectProgressState);
  const config = useBrandConfig();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const redirect = redirectFor(path, progressState, config.steps);
  const Screen = SCREENS[screenKey(path)] ?? SCREENS[ApplicationRoute.NOT_FOUND];

  useEffect(() => {
    // The applicant is reading the first screen: fetch the next steps' code meanwhile.
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetchClassicSteps);
    else setTimeout(prefetchClassicSteps, 200);
  }, []);

  return (
    <PageLayout path={path}>
      <RouteSync />
      {redirect !== null ? (
        <Navigate to={redirect} replace />
      ) : Screen ? (
        <Suspense fallback={<Spinner neutral={path.includes('continue')} />}>
          <Screen />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
