import { hmacSha256Hex, sha256Hex } from '../../lib/sha256';

/** The identity an ad pixel receives (specification section 3): hashes only, never clear text. */
export interface PixelIdentity {
  external_id: string;
  email?: string;
  phone_number?: string;
}

/** The same identity under Meta's advanced-matching keys. */
export interface MetaUserData {
  external_id: string;
  em?: string;
  ph?: string;
}

export interface IdentitySource {
  sessionId: string;
  email?: string;
  phoneNumber?: string;
  /** ISO 3166 country the phone number was typed in (the brand's). */
  phoneCountry: string;
}

/**
 * E.164 form of a phone number, or undefined when it does not parse as a valid number. The phone
 * library is imported only for a number (it is a chunk of its own, form/phoneCheck.ts).
 */
export async function toE164(
  phoneNumber: string | undefined,
  country: string,
): Promise<string | undefined> {
  if (!phoneNumber?.trim()) return undefined;
  const { checkPhoneNumber } = await import('../../lib/phone');
  const result = checkPhoneNumber(phoneNumber.trim(), country);
  return result.ok ? result.e164 : undefined;
}

/**
 * external_id = SHA-256 of the session id; email = SHA-256 of the lowercased, trimmed e-mail
 * (omitted when empty); phone_number = SHA-256 of the E.164 number (omitted when invalid).
 */
export async function buildPixelIdentity(source: IdentitySource): Promise<PixelIdentity> {
  const identity: PixelIdentity = { external_id: await sha256Hex(source.sessionId) };
  const email = source.email?.trim().toLowerCase();
  if (email) identity.email = await sha256Hex(email);
  const e164 = await toE164(source.phoneNumber, source.phoneCountry);
  if (e164) identity.phone_number = await sha256Hex(e164);
  return identity;
}

/**
 * Meta normalises phone numbers to digits with the country code and no `+` before hashing, so
 * its `ph` is hashed from that form; the other keys are the pixel identity's.
 */
export async function buildMetaUserData(
  source: IdentitySource,
  identity: PixelIdentity,
): Promise<MetaUserData> {
  const userData: MetaUserData = { external_id: identity.external_id };
  if (identity.email) userData.em = identity.email;
  const e164 = await toE164(source.phoneNumber, source.phoneCountry);
  if (e164) userData.ph = await sha256Hex(e164.replace(/^\+/, ''));
  return userData;
}

/**
 * The key of the lead pseudonym. It is in the bundle, so it is no secret: it keeps this value
 * apart from any other hash of the id (a vendor cannot match it against a plain SHA-256). What
 * makes the pseudonym one-way is the lead id itself, a random UUID (122 bits) nobody can guess.
 */
const LEAD_PSEUDONYM_KEY = 'funnel/lead-pseudonym/v1';

/**
 * What vendors get instead of the lead id, which opens the whole application: a keyed hash,
 * stable per lead so that PostHog merges a returning applicant's visits and Google Ads counts a
 * lead's conversion once, and useless for finding or resuming the application.
 */
export function leadPseudonym(leadId: string): Promise<string> {
  return hmacSha256Hex(LEAD_PSEUDONYM_KEY, leadId);
}
