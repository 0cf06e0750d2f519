import type { SafeStorage } from '../../lib/storage';
import { defaultConsentFor } from './consentPolicy';
import { readStoredConsent, writeStoredConsent } from './consentStorage';
import type { ConsentModel, ConsentState } from './consentTypes';

export interface ConsentSnapshot {
  /** What trackers may do now: the applicant's choice, or the country's default before one. */
  granted: ConsentState;
  /** Whether the applicant has chosen, now or on an earlier visit. */
  decided: boolean;
  /** The banner shows while undecided, and again when reopened from the footer. */
  bannerOpen: boolean;
  model: ConsentModel;
}

/** Functions, not methods: they are handed around unbound (useSyncExternalStore). */
export interface ConsentStore {
  getSnapshot: () => ConsentSnapshot;
  /** useSyncExternalStore-compatible; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Records and remembers a choice; the banner closes. */
  decide: (state: ConsentState) => void;
  /** Shows the banner again so the applicant can change the choice. */
  reopen: () => void;
}

export interface ConsentStoreOptions {
  storage: SafeStorage;
  model: ConsentModel;
  now?: () => Date;
}

/**
 * The applicant's consent as a tiny observable store, outside Redux: trackers and the banner
 * need it, the lead does not, and it must be readable before the store is made.
 */
export function createConsentStore({
  storage,
  model,
  now = () => new Date(),
}: ConsentStoreOptions): ConsentStore {
  const stored = readStoredConsent(storage, now());
  let snapshot: ConsentSnapshot = {
    granted: stored ?? defaultConsentFor(model),
    decided: stored !== null,
    bannerOpen: stored === null,
    model,
  };
  const listeners = new Set<() => void>();

  const update = (next: Partial<ConsentSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    decide(state) {
      // A failed write (storage blocked) still applies the choice for this visit.
      writeStoredConsent(storage, state, now());
      update({ granted: { ...state }, decided: true, bannerOpen: false });
    },
    reopen() {
      if (!snapshot.bannerOpen) update({ bannerOpen: true });
    },
  };
}
