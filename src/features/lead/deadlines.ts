import type { Deadline } from '../../lib/http';

/**
 * The kinds of call the funnel makes to the lead API, each with its own deadline. A call past its
 * deadline is a failed call, with the retry its screen offers for any failure. The reasons for each
 * value are in docs/api.md, "Deadlines".
 */
export type CallKind = 'save' | 'step' | 'poll' | 'lookup' | 'upload';

export const DEADLINES: Readonly<Record<CallKind, Deadline>> = {
  // A create or an update: "still trying, send again" shows at 10 s (STALLED_AFTER_MS); at 30 s
  // the save fails with "try again", which repeats a create's idempotency key.
  save: { ms: 30_000 },
  // A step call may wait on a partner lender's system: as long as a save.
  step: { ms: 30_000 },
  // A poll is asked every second: one that has not answered in 10 s is of no more use than the
  // next, and the back-off takes over.
  poll: { ms: 10_000 },
  // A read-only look-up: past 15 s its field shows its failure and its retry, and the applicant
  // may type the value by hand.
  lookup: { ms: 15_000 },
  // A 5 MB document over a weak uplink takes minutes: what must not stop is the progress.
  upload: { ms: 30_000, fromLastProgress: true },
};

/** A call's kind when it does not name one: a GET reads, anything else acts on the lead. */
export function kindOf(method: string | undefined): CallKind {
  return (method ?? 'GET').toUpperCase() === 'GET' ? 'lookup' : 'step';
}
