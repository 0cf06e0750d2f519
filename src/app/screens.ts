import { AFTER_OFFER_LOADERS, AFTER_OFFER_SCREENS } from '../features/afterOffer';
import { CLASSIC_FORM_LOADERS, CLASSIC_FORM_SCREENS } from '../features/classicForm';
import { PARTNER_STEP_SCREENS } from '../features/partnerSteps';
import {
  ApplicationRoute,
  NOT_FOUND_SCREEN,
  type ScreenLoaders,
  type ScreenMap,
} from '../features/routing';
import { UNSUBSCRIBE_SCREEN } from '../features/unsubscribe';

/**
 * Route → screen of every feature. Every screen but the first is its own chunk, loaded when its
 * route is shown. State-driven routes without a screen fall back to the not-found screen.
 */
export const SCREENS: ScreenMap = {
  ...CLASSIC_FORM_SCREENS,
  ...AFTER_OFFER_SCREENS,
  ...PARTNER_STEP_SCREENS,
  [ApplicationRoute.UNSUBSCRIBE]: UNSUBSCRIBE_SCREEN,
  [ApplicationRoute.NOT_FOUND]: NOT_FOUND_SCREEN,
};

/** The code of the screens that can follow another one (routing/nextScreens.ts), for prefetching. */
export const SCREEN_LOADERS: ScreenLoaders = { ...CLASSIC_FORM_LOADERS, ...AFTER_OFFER_LOADERS };
