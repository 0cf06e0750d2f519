import { addLeadIdMemory } from '../features/afterOffer';
import type { DynamicFormModel } from '../features/dynamicForm';
import {
  addLeadPersistence,
  leadAfterResetRules,
  restoreLeadState,
  saveLeadState,
} from '../features/lead';
import type { EntryContext } from '../features/session';
import {
  addApplicationStatePersistence,
  initialApplicationState,
  restoreApplicationState,
  saveApplicationState,
} from '../features/routing';
import { addUiPersistence, restoreUiState } from '../features/theme';
import type { BrowserStores } from '../lib/storedRecord';
import type { AppStartListening } from './listenerMiddleware';
import type { RootState } from './store';

/**
 * Composes the features' persistence: each feature saves and restores its own storage keys
 * (src/lib/storageKeys.ts names them and their one writer).
 */
export function addPersistenceListeners(
  startListening: AppStartListening,
  stores: BrowserStores,
  dynamicForm: DynamicFormModel | null,
): void {
  addLeadPersistence(startListening, stores);
  addLeadIdMemory(startListening);
  addApplicationStatePersistence(startListening, stores);
  dynamicForm?.addDynamicPagesPersistence(startListening, stores);
  addUiPersistence(startListening, stores);
}

/**
 * The persisted state, validated: anything of the wrong shape is dropped, never thrown. The
 * dynamic form's steps only where its model is loaded (a build of the dynamic form).
 */
export function restorePersistedState(
  stores: BrowserStores,
  dynamicForm: DynamicFormModel | null,
): Partial<RootState> {
  const restored: Partial<RootState> = { lead: restoreLeadState(stores) };
  const applicationState = restoreApplicationState(stores);
  if (applicationState) restored.applicationState = applicationState;
  const dynamicPages = dynamicForm?.restoreDynamicPages(stores);
  if (dynamicPages) restored.dynamicPages = dynamicPages;
  const ui = restoreUiState(stores);
  if (ui) restored.ui = ui;
  return restored;
}

/**
 * The reset rules of section 4 on the restored state: a new session also starts over. What they
 * reset is written back to storage at once, so a reload finds the state the page starts from
 * rather than the progress of the lead the reset took.
 */
export function applyResetRules(
  restored: Partial<RootState>,
  entry: EntryContext,
  now: Date,
  sessionExpirationMs: number,
  stores: BrowserStores,
): Partial<RootState> {
  if (!restored.lead) return restored;
  const { lead, startsOver } = leadAfterResetRules(restored.lead, entry, now, sessionExpirationMs);
  if (lead === restored.lead) return restored;
  // The consents belong to the lead whose id the reset took.
  const applicationState = startsOver
    ? initialApplicationState
    : restored.applicationState && { ...restored.applicationState, customerConsents: null };
  saveLeadState(stores, lead);
  if (applicationState) saveApplicationState(stores, applicationState);
  return { ...restored, lead, ...(applicationState ? { applicationState } : {}) };
}
