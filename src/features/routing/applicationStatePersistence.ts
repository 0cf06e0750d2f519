import { persistOnChange, type AppStartListening } from '../../app/listenerMiddleware';
import { isPlainRecord } from '../../lib/guards';
import { APPLICATION_STATE_KEY } from '../../lib/storageKeys';
import { finiteNumber, readStoredRecord, type BrowserStores } from '../../lib/storedRecord';
import { initialApplicationState, type ApplicationStateState } from './applicationStateSlice';
import { NavigationMode } from './routes';
import type { RouteChange } from './stateRoutes';

/**
 * Progress, result and the route change (specification section 3's `state`) in the tab's
 * session storage: a navigation still pending when the tab reloads is carried out after it.
 */
export function addApplicationStatePersistence(
  startListening: AppStartListening,
  stores: BrowserStores,
): void {
  persistOnChange(
    startListening,
    stores.session,
    APPLICATION_STATE_KEY,
    (state) => state.applicationState,
  );
}

export function restoreApplicationState(stores: BrowserStores): ApplicationStateState | null {
  const state = readStoredRecord(stores.session, APPLICATION_STATE_KEY);
  if (!state) return null;
  return {
    ...initialApplicationState,
    progressState: finiteNumber(state.progressState) ?? initialApplicationState.progressState,
    applicationResult: isPlainRecord(state.applicationResult) ? state.applicationResult : null,
    routeChange: restoredRouteChange(state.routeChange),
    lastOperationTimestamp:
      typeof state.lastOperationTimestamp === 'string' ? state.lastOperationTimestamp : null,
  };
}

/** A stored route change, only as the router can carry it out: an in-app path and a known mode. */
function restoredRouteChange(value: unknown): RouteChange | null {
  if (!isPlainRecord(value)) return null;
  const { path, mode } = value;
  const inApp = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
  const known = mode === NavigationMode.PUSH || mode === NavigationMode.REPLACE;
  return inApp && known ? { path, mode } : null;
}
