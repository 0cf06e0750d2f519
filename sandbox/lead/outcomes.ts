import { State, maxProgressState, type JsonValue, type LeadData } from './types';

/**
 * Test inputs, like a payment provider's test cards: the local part of contactDetails.email
 * (before '@', without a '+tag') picks where the check ends. Documented in docs/api.md.
 */
const namedOutcomes: Record<string, number> = {
  accepted: State.accepted,
  rejected: State.rejected,
  redirected: State.redirected,
  thankyou: State.thankYou,
};

export function outcomeFor(lead: LeadData): number {
  const local = localPart(emailOf(lead));
  const named = namedOutcomes[local];
  if (named !== undefined) return named;
  const numbered = /^state-(\d{1,2})$/.exec(local);
  const state = numbered ? Number(numbered[1]) : Number.NaN;
  return state <= maxProgressState ? state : State.accepted;
}

function emailOf(lead: LeadData): string {
  const contact: JsonValue | undefined = lead['contactDetails'];
  if (typeof contact !== 'object' || contact === null || Array.isArray(contact)) return '';
  const email = contact['email'];
  return typeof email === 'string' ? email : '';
}

function localPart(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  return (local.split('+')[0] ?? '').trim().toLowerCase();
}
