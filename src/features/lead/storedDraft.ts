import { isPlainRecord } from '../../lib/guards';
import type { SafeStorage } from '../../lib/storage';
import { LEAD_APPLICATION_KEY } from '../../lib/storageKeys';
import { readStoredRecord } from '../../lib/storedRecord';
import type { DraftValue, DraftValues } from './draft';

/**
 * The typed answers in the tab's stored lead (`leadApplication.draft`, written whole by
 * leadPersistence.ts): read back by the app, and written one value at a time before the app, by
 * the picture's fields (form/fieldsBeforeApp.ts, form/rangeFieldBeforeApp.ts), so a reload keeps
 * what was typed there.
 */

/** The stored draft's values of the right type; anything else is dropped. */
export function restoreDraft(value: unknown): DraftValues {
  if (!isPlainRecord(value)) return {};
  const draft: DraftValues = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'boolean') draft[name] = entry;
  }
  return draft;
}

/** The draft of the tab's stored lead. */
export function readStoredDraft(session: SafeStorage): DraftValues {
  return restoreDraft(readStoredRecord(session, LEAD_APPLICATION_KEY)?.draft);
}

/**
 * Stores one typed value in the tab's lead as the app stores it, beside what the lead holds (a
 * lead that cannot be read is replaced, as the app would drop it). False where storage refuses.
 */
export function storeDraftValue(session: SafeStorage, name: string, value: DraftValue): boolean {
  const lead = readStoredRecord(session, LEAD_APPLICATION_KEY) ?? {};
  const draft = isPlainRecord(lead.draft) ? lead.draft : {};
  return session.setItem(LEAD_APPLICATION_KEY, { ...lead, draft: { ...draft, [name]: value } });
}
