import { DYNAMIC_STEP_SCREEN } from '../features/dynamicForm';
import { PageLayout } from '../features/layout';
import { RouteSync, ScreenRouter, useCurrentPath } from '../features/routing';
import { LazyPrivacySettingsLink, LazyTrackingRoot } from '../features/tracking';
import { LATER_SCREEN, SCREEN_LOADERS, SCREENS } from './screens';

/**
 * The catch-all route: the page around the screen of the current path. The build uses it for
 * every brand unless a brand folder has its own ApplicationPage.tsx (docs/brands.md).
 */
export function ApplicationPage() {
  const path = useCurrentPath();
  return (
    <PageLayout
      path={path}
      consent={<LazyTrackingRoot />}
      privacyLink={<LazyPrivacySettingsLink />}
    >
      <RouteSync />
      <ScreenRouter
        screens={SCREENS}
        loaders={SCREEN_LOADERS}
        otherRoutes={LATER_SCREEN}
        dynamicStepScreen={DYNAMIC_STEP_SCREEN}
      />
    </PageLayout>
  );
}
