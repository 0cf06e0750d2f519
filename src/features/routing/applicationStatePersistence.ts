import { persistOnChange, type AppStartListening } from '../../app/listenerMiddleware';
import { APPLICATION_STATE_LIMITS } from '../../lib/contractLimits';
import { dropBeyondLimits } from '../../lib/fieldLimit';
import { isPlainRecord } from '../../lib/guards';
import { APPLICATION_STATE_KEY, ROUTE_CHANGE_KEY } from '../../lib/storageKeys';
import { finiteNumber, readStoredRecord, type BrowserStores } from '../../lib/storedRecord';
import {
  initialApplicationState,
  type ApplicationStateState,
  type CustomerConsents,
} from './applicationStateSlice';
import { routeChangeFor, type RouteChange } from './stateRoutes';

/** What `state` holds: the application state but its route change, which has its own key. */
const storedState = ({ routeChange: _kept, ...state }: ApplicationStateState) => state;

/**
 * The application state (specification section 3's `state`: progress, result, consents) and its
 * pending route change (`routeChange`, a key of its own) in the tab's session storage: a
 * navigation still pending when the tab reloads is carried out after it.
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
    storedState,
  );
  persistOnChange(
    startListening,
    stores.session,
    ROUTE_CHANGE_KEY,
    (state) => state.applicationState.routeChange,
  );
}

/**
 * Writes the state a store starts from, where it differs from what storage holds (the reset rules
 * of the entry): a reload must find what the page shows, not the progress the reset took.
 */
export function saveApplicationState(stores: BrowserStores, state: ApplicationStateState): void {
  stores.session.setItem(APPLICATION_STATE_KEY, storedState(state));
  stores.session.setItem(ROUTE_CHANGE_KEY, state.routeChange);
}

export function restoreApplicationState(stores: BrowserStores): ApplicationStateState | null {
  const state = readStoredRecord(stores.session, APPLICATION_STATE_KEY);
  if (!state) return null;
  // A progress the contract does not know is dropped, and the application starts over.
  dropBeyondLimits(state, APPLICATION_STATE_LIMITS, `stored ${APPLICATION_STATE_KEY} `);
  const progressState = finiteNumber(state.progressState) ?? initialApplicationState.progressState;
  return {
    ...initialApplicationState,
    progressState,
    applicationResult: isPlainRecord(state.applicationResult) ? state.applicationResult : null,
    customerConsents: restoredCustomerConsents(state.customerConsents),
    routeChange: restoredRouteChange(stores.session.getItem(ROUTE_CHANGE_KEY), progressState),
    lastOperationTimestamp:
      typeof state.lastOperationTimestamp === 'string' ? state.lastOperationTimestamp : null,
  };
}

/**
 * A stored route change, only as the state would have made it: the route of the stored progress
 * state, with its mode. Anything else (another path, a foreign address, a stale move left from an
 * earlier state) is dropped with a warning, and the route guard places the applicant instead.
 */
function restoredRouteChange(value: unknown, progressState: number): RouteChange | null {
  if (value === null) return null;
  const expected = routeChangeFor(progressState);
  if (isPlainRecord(value) && value.path === expected.path && value.mode === expected.mode)
    return expected;
  console.warn(`Ignoring stored "${ROUTE_CHANGE_KEY}": not the route of the stored state`);
  return null;
}

/** Stored consents keep their lead, set and answer; the screen checks the consents themselves. */
function restoredCustomerConsents(value: unknown): CustomerConsents | null {
  if (!isPlainRecord(value)) return null;
  const { leadId, set, answer } = value;
  return typeof leadId === 'string' && typeof set === 'string' && isPlainRecord(answer)
    ? { leadId, set, answer }
    : null;
}
