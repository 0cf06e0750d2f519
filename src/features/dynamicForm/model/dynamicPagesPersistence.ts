import { persistOnChange, type AppStartListening } from '../../../app/listenerMiddleware';
import { DYNAMIC_PAGES_KEY } from '../../../lib/storageKeys';
import { readStoredRecord, type BrowserStores } from '../../../lib/storedRecord';
import { restoreDynamicPagesState } from './boundary';
import type { DynamicPagesState } from './types';

/** The v3 form's steps in the tab's session storage, once its model is in the store. */
export function addDynamicPagesPersistence(
  startListening: AppStartListening,
  stores: BrowserStores,
): void {
  persistOnChange(startListening, stores.session, DYNAMIC_PAGES_KEY, (state) => {
    return state.dynamicPages;
  });
}

/** Checked form by form (boundary.ts), so the shape stays in one place. */
export function restoreDynamicPages(stores: BrowserStores): DynamicPagesState | null {
  return restoreDynamicPagesState(readStoredRecord(stores.session, DYNAMIC_PAGES_KEY));
}
