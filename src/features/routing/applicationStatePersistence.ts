import { persistOnChange, type AppStartListening } from '../../app/listenerMiddleware';
import { isPlainRecord } from '../../lib/guards';
import { APPLICATION_STATE_KEY } from '../../lib/storageKeys';
import { finiteNumber, readStoredRecord, type BrowserStores } from '../../lib/storedRecord';
import { initialApplicationState, type ApplicationStateState } from './applicationStateSlice';

/** Progress and result in the tab's session storage; a pending route change is not kept. */
export function addApplicationStatePersistence(
  startListening: AppStartListening,
  stores: BrowserStores,
): void {
  persistOnChange(
    startListening,
    stores.session,
    APPLICATION_STATE_KEY,
    (state) => state.applicationState,
    ({ routeChange: _pending, ...state }: ApplicationStateState) => state,
  );
}

export function restoreApplicationState(stores: BrowserStores): ApplicationStateState | null {
  const state = readStoredRecord(stores.session, APPLICATION_STATE_KEY);
  if (!state) return null;
  return {
    ...initialApplicationState,
    progressState: finiteNumber(state.progressState) ?? initialApplicationState.progressState,
    applicationResult: isPlainRecord(state.applicationResult) ? state.applicationResult : null,
    lastOperationTimestamp:
      typeof state.lastOperationTimestamp === 'string' ? state.lastOperationTimestamp : null,
  };
}
