import { retryableLoad } from '../../lib/retryableLazy';

/**
 * The dynamic form's look-ups (lookupApi.ts, with RTK Query about 14 kB gzip), a chunk of their
 * own that a v3 build's first step does not wait for: the first page shows its policies' place
 * until they come (usePolicies.ts), and the step screen requests them once it has rendered. The
 * fields of later steps that look something up read them, suspending until they are in.
 */
export const dynamicFormLookups = retryableLoad(() => import('./lookupApi'));

/**
 * The fields of later steps that look something up (lookupFields.ts), a chunk of their own for
 * the same reason: the field of a data point reads them, suspending until they are in.
 */
export const lookupFields = retryableLoad(() => import('./lookupFields'));

/**
 * Requests the look-ups, their fields and the lead API client every look-up goes through
 * (lookups/lookupApi.ts): all at once, so the first page's policies are not requested only once
 * the look-ups have arrived and asked for the client in turn. A failure is left to whoever needs
 * them (it is tried again there).
 */
export const prefetchDynamicFormLookups = (leadApi: () => Promise<unknown>): void => {
  dynamicFormLookups.load().catch(() => undefined);
  lookupFields.load().catch(() => undefined);
  leadApi().catch(() => undefined);
};
