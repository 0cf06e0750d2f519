export {
  applicationStateSlice,
  customerConsentsReceived,
  selectApplicationResult,
  selectCustomerConsents,
  selectProgressState,
} from './applicationStateSlice';
export type { CustomerConsents } from './applicationStateSlice';
export { ApplicationRoute } from './routes';
export { STATE_ROUTES } from './stateRoutes';
export { RouteSync } from './RouteSync';
export { prefetchWhatFollows } from './prefetchWhatFollows';
export { redirectBeforeFirstRender } from './redirectBeforeFirstRender';
export { ScreenRouter, useCurrentPath } from './ScreenRouter';
export {
  addApplicationStatePersistence,
  restoreApplicationState,
  saveApplicationState,
} from './applicationStatePersistence';
export { initialApplicationState } from './applicationStateSlice';
export { NOT_FOUND_SCREEN } from './screenRegistry';
export type { Screen, ScreenLoaders, ScreenMap } from './screenRegistry';
export { screenKey } from './screenRegistry';
