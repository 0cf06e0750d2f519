import { useSyncExternalStore } from 'react';
import type { ConsentSnapshot, ConsentStore } from './consentStore';

export function useConsentSnapshot(store: ConsentStore): ConsentSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
