import type { PhoneCheck } from '../../lib/phone';
import { ChunkLoadError, resetOnRetry } from '../../lib/retryableLazy';
import type { FieldDefinition } from './fieldTypes';

/** lib/phone's checkPhoneNumber: what a `phone` rule checks with. */
export type CheckPhone = (text: string, country: string) => PhoneCheck;

// The phone library (libphonenumber-js, about 25 kB gzip) is a chunk of its own: only the steps
// that ask for a phone wait for it, so the personal details step after the first screen does not.
let load: Promise<CheckPhone> | undefined;
let loaded: CheckPhone | undefined;
let failure: ChunkLoadError | undefined;

/**
 * The phone check, loaded once. A failed load rejects with a ChunkLoadError for the screen's
 * boundary to offer a retry; that retry forgets it, so the next attempt imports again.
 */
export function loadPhoneCheck(): Promise<CheckPhone> {
  load ??= import('../../lib/phone').then(
    ({ checkPhoneNumber }) => (loaded = checkPhoneNumber),
    (error: unknown) => {
      failure = new ChunkLoadError(error);
      resetOnRetry(() => {
        load = undefined;
        failure = undefined;
      });
      throw failure;
    },
  );
  return load;
}

export const asksForPhone = (fields: readonly FieldDefinition[]): boolean =>
  fields.some(({ rules }) => rules?.includes('phone'));

/**
 * The phone check when one of `fields` asks for a phone, else undefined. Until it is in, the
 * component suspends (the screen's Suspense shows the spinner); a failed load reaches the
 * screen's error boundary.
 */
export function usePhoneCheckFor(fields: readonly FieldDefinition[]): CheckPhone | undefined {
  if (!asksForPhone(fields)) return undefined;
  if (failure) throw failure;
  if (loaded) return loaded;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends
  throw loadPhoneCheck();
}
