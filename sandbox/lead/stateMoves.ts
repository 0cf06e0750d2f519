import { State } from './types';

/**
 * The form's states before checking (none, the classic steps, reference information): the
 * applicant moves among them freely, forwards or back, as the funnel's steps and back button do.
 */
const formStates: ReadonlySet<number> = new Set([0, 1, 2, 3, 4, 5, 25]);

/**
 * Whether a client may move a lead from `from` to `to` itself. Every later state is the server's
 * to set: checking decides from the test inputs, and step calls move on by their own rules.
 */
export function isClientMove(from: number, to: number): boolean {
  if (to === from) return true;
  return formStates.has(from) && (formStates.has(to) || to === State.checking);
}

/** A client asked for a state the server owns: answered 409 in the one error shape. */
export class StateMoveRefused extends Error {
  readonly statusCode = 409;
  readonly code = 'state_move_refused';

  constructor(from: number, to: number) {
    super(`A lead in state ${from} cannot be moved to state ${to} by the client`);
    this.name = 'StateMoveRefused';
  }
}
