import {
  initialApplicationState,
  type ApplicationStateState,
} from '../features/routing/applicationStateSlice';
import { restoreDynamicPagesState } from '../features/dynamicForm/model/boundary';
import type { DynamicPagesState } from '../features/dynamicForm/model/dynamicPagesSlice';
import type { DraftValues } from '../features/form/fieldTypes';
import { loanInformationSubmitted } from '../features/lead/leadEvents';
import { initialLeadState, type LeadState } from '../features/lead/leadSlice';
import type { LeadApplication } from '../features/lead/types';
import { initialUiState, type UiColors } from '../features/theme/uiSlice';
import type { SafeStorage } from '../lib/storage';
import type { AppStartListening } from './listenerMiddleware';
import { restoredApplication } from './restoredApplication';
import { APPLICATION_STATE_KEY, STORED_LOAN_APPLICATION_KEY } from './storageKeys';
import type { RootState } from './store';

interface Stores {
  local: SafeStorage;
  session: SafeStorage;
}

/**
 * Slices kept in per-tab session storage, saved whenever their part of the state changes.
 * Personal data stays in session storage only, so it leaves with the tab.
 */
const SESSION_ENTRIES = [
  {
    key: 'leadApplication',
    select: (state: RootState) => state.lead,
    save: ({ application, draft, createRequestKey }: LeadState) => ({
      application,
      draft,
      createRequestKey,
    }),
  },
  {
    key: APPLICATION_STATE_KEY,
    select: (state: RootState) => state.applicationState,
    save: ({ routeChange: _pending, ...state }: ApplicationStateState) => state,
  },
  {
    key: 'dynamicPages',
    select: (state: RootState) => state.dynamicPages,
    save: (state: DynamicPagesState) => state,
  },
  {
    key: 'uiColors',
    select: (state: RootState) => state.ui.colors,
    save: (colors: UiColors) => colors,
  },
] as const;

export { STORED_LOAN_APPLICATION_KEY };

export function addPersistenceListeners(startListening: AppStartListening, stores: Stores): void {
  for (const entry of SESSION_ENTRIES) {
    const select = entry.select as (state: RootState) => unknown;
    const save = entry.save as (value: unknown) => unknown;
    startListening({
      predicate: (_action, current, previous) => select(current) !== select(previous),
      effect: (_action, api) => {
        stores.session.setItem(entry.key, save(select(api.getState())));
      },
    });
  }
  // The amount and period outlive the tab: a returning visitor finds the loan they picked.
  startListening({
    actionCreator: loanInformationSubmitted,
    effect: ({ payload }) => {
      const stored = stores.local.getItem(STORED_LOAN_APPLICATION_KEY);
      const base = isRecord(stored) ? stored : {};
      stores.local.setItem(STORED_LOAN_APPLICATION_KEY, {
        ...base,
        amount: payload.amount,
        period: payload.period,
      });
    },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

/** Stored timestamps come back as Dates; the store keeps ISO strings so it stays serialisable. */
function toPlainJson(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlainJson(v)]));
  return value;
}

function readRecord(store: SafeStorage, key: string): Record<string, unknown> | null {
  const value = toPlainJson(store.getItem(key));
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) {
    console.warn(`Ignoring stored "${key}": unexpected shape`);
    return null;
  }
  return value;
}

function restoreDraft(value: unknown): DraftValues {
  if (!isRecord(value)) return {};
  const draft: DraftValues = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'boolean') draft[name] = entry;
  }
  return draft;
}

function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The persisted state, validated: anything of the wrong shape is dropped, never thrown. */
export function restorePersistedState(stores: Stores): Partial<RootState> {
  const restored: Partial<RootState> = {};

  const lead = readRecord(stores.session, 'leadApplication');
  const storedLoan = readRecord(stores.local, STORED_LOAN_APPLICATION_KEY);
  const application: LeadApplication = restoredApplication(lead?.application);
  const amount = finiteNumber(application.amount) ?? finiteNumber(storedLoan?.amount);
  const period = finiteNumber(application.period) ?? finiteNumber(storedLoan?.period);
  restored.lead = {
    ...initialLeadState,
    application: {
      ...application,
      ...(amount === undefined ? {} : { amount }),
      ...(period === undefined ? {} : { period }),
    },
    draft: restoreDraft(lead?.draft),
    createRequestKey: typeof lead?.createRequestKey === 'string' ? lead.createRequestKey : null,
  };

  const state = readRecord(stores.session, APPLICATION_STATE_KEY);
  if (state) {
    restored.applicationState = {
      ...initialApplicationState,
      progressState: finiteNumber(state.progressState) ?? initialApplicationState.progressState,
      applicationResult: isRecord(state.applicationResult) ? state.applicationResult : null,
      lastOperationTimestamp:
        typeof state.lastOperationTimestamp === 'string' ? state.lastOperationTimestamp : null,
    };
  }

  // Checked form by form (features/dynamicForm/model/boundary.ts), so the shape stays in one place.
  const dynamicPages = restoreDynamicPagesState(readRecord(stores.session, 'dynamicPages'));
  if (dynamicPages) restored.dynamicPages = dynamicPages;

  const colors = readRecord(stores.session, 'uiColors');
  if (colors) {
    const valid = Object.entries(colors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    restored.ui = { ...initialUiState, colors: Object.fromEntries(valid) };
  }
  return restored;
}
