import { persistOnChange, type AppStartListening } from '../../app/listenerMiddleware';
import { UI_COLORS_KEY } from '../../lib/storageKeys';
import { readStoredRecord, type BrowserStores } from '../../lib/storedRecord';
import { initialUiState, type UiState } from './uiSlice';

/** A partner's interface colours in the tab's session storage. */
export function addUiPersistence(startListening: AppStartListening, stores: BrowserStores): void {
  persistOnChange(startListening, stores.session, UI_COLORS_KEY, (state) => state.ui.colors);
}

/** Only text values are kept: a colour is validated where it is applied (theme.ts). */
export function restoreUiState(stores: BrowserStores): UiState | null {
  const colors = readStoredRecord(stores.session, UI_COLORS_KEY);
  if (!colors) return null;
  const valid = Object.entries(colors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { ...initialUiState, colors: Object.fromEntries(valid) };
}
