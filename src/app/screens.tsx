import { showsPreviews } from '../config/diagnostics';
import { AFTER_OFFER_LOADERS } from '../features/afterOffer';
import { CLASSIC_FORM_LOADERS, CLASSIC_FORM_SCREENS } from '../features/classicForm';
import { DATA_POINTS_PREVIEW_SCREENS } from '../features/dynamicForm';
import {
  ApplicationRoute,
  NOT_FOUND_SCREEN,
  screenKey,
  useCurrentPath,
  type Screen,
  type ScreenLoaders,
  type ScreenMap,
} from '../features/routing';
import { UNSUBSCRIBE_SCREEN } from '../features/unsubscribe';
import { retryableLazy } from '../lib/retryableLazy';

const loadLaterScreens = () => import('./laterScreens');

/**
 * Every route the form's own registry does not name: the screen is looked up in the registry of
 * the screens after the form (laterScreens.ts), which loads with it; an unknown route ends at
 * the not-found screen.
 */
export const LATER_SCREEN: Screen = retryableLazy(async () => {
  const { LATER_SCREENS } = await loadLaterScreens();
  return {
    default: function LaterScreen() {
      const path = useCurrentPath();
      const Screen = LATER_SCREENS[screenKey(path)] ?? NOT_FOUND_SCREEN;
      return <Screen />;
    },
  };
});

/**
 * Route → screen of the form. Every screen but the first is its own chunk, loaded when its route
 * is shown; the routes after the form go to LATER_SCREEN.
 */
export const SCREENS: ScreenMap = {
  ...CLASSIC_FORM_SCREENS,
  [ApplicationRoute.UNSUBSCRIBE]: UNSUBSCRIBE_SCREEN,
  [ApplicationRoute.NOT_FOUND]: NOT_FOUND_SCREEN,
  // Testers' pages under /preview/ (ScreenRouter opens them whatever the lead's state). The
  // constant check leaves nothing of them in a production build, not even an empty spread.
  ...(showsPreviews ? DATA_POINTS_PREVIEW_SCREENS : {}),
};

/**
 * The code of the screens that can follow another one (routing/nextScreens.ts), for prefetching;
 * an after-offer screen needs the later registry too.
 */
export const SCREEN_LOADERS: ScreenLoaders = {
  ...CLASSIC_FORM_LOADERS,
  ...Object.fromEntries(
    Object.entries(AFTER_OFFER_LOADERS).map(([route, load]) => [
      route,
      () => Promise.all([loadLaterScreens(), load()]),
    ]),
  ),
};
