import { useSyncExternalStore } from 'react';
import type { ConsentSnapshot, ConsentStore } from './consentStore';

export function useConsentSnapshot(store: ConsentStore): ConsentSnapshot {
  // The same snapshot on the server: the build renders the banner for its first paint.
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
