import { useEffect, useState } from 'react';
import type { PhoneCheck } from '../../lib/phone';
import { retryableLoad } from '../../lib/retryableLazy';
import type { FieldDefinition } from './fieldTypes';

/** lib/phone's checkPhoneNumber: what a `phone` rule checks with. */
export type CheckPhone = (text: string, country: string) => PhoneCheck;

// The phone library (libphonenumber-js with the build country's metadata, about 10 kB gzip) is a
// chunk of its own: only the steps that ask for a phone wait for it, so the personal details step
// after the first screen does not; the dynamic form's steps wait for it only when they are sent.
const phoneCheck = retryableLoad<CheckPhone>(() =>
  import('../../lib/phone').then(({ checkPhoneNumber }) => checkPhoneNumber),
);

/** The phone check, loaded once; a failed load is tried again on the screen's retry. */
export const loadPhoneCheck = (): Promise<CheckPhone> => phoneCheck.load();

const asksForPhone = (fields: readonly FieldDefinition[]): boolean =>
  fields.some(({ rules }) => rules?.includes('phone'));

/**
 * The phone check when one of `fields` asks for a phone, else undefined. Until it is in, the
 * component suspends (the screen's Suspense shows the spinner); a failed load reaches the
 * screen's error boundary.
 */
export function usePhoneCheckFor(fields: readonly FieldDefinition[]): CheckPhone | undefined {
  return asksForPhone(fields) ? phoneCheck.read() : undefined;
}

/**
 * The phone check when one of `fields` asks for a phone, without suspending: undefined while it
 * loads (the load starts here, and the component renders again when it is in). For a step that
 * can be filled in meanwhile and waits for the check only when it is sent. A failed load is left
 * to that send (`loadPhoneCheck` rejects there), not thrown at an applicant who is typing.
 */
export function usePhoneCheckInBackground(fields: readonly FieldDefinition[]): {
  check: CheckPhone | undefined;
  ready: boolean;
} {
  const needed = asksForPhone(fields);
  const [check, setCheck] = useState(() => phoneCheck.peek());
  useEffect(() => {
    if (!needed || check) return;
    let mounted = true;
    phoneCheck.load().then(
      (loaded) => {
        if (mounted) setCheck(() => loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [needed, check]);
  return needed ? { check, ready: check !== undefined } : { check: undefined, ready: true };
}
