/** A consent as the server defines it; its text is the partner's, shown as sent. */
export interface Consent {
  id: string;
  kind: 'accept' | 'yesNo';
  required: boolean;
  version: string;
  text: string;
  accepted: boolean | null;
}

export interface ConsentSet {
  set: string;
  partner?: { name: string };
  consents: Consent[];
}

function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.id === 'string' &&
    /^[\w-]{1,64}$/.test(c.id) &&
    (c.kind === 'accept' || c.kind === 'yesNo') &&
    typeof c.required === 'boolean' &&
    typeof c.version === 'string' &&
    typeof c.text === 'string' &&
    (c.accepted === null || typeof c.accepted === 'boolean')
  );
}

/**
 * Server-supplied step data is checked at the boundary: a set that is not what the screen can
 * show is refused as a whole (the screen offers a retry) rather than half-rendered.
 */
export function parseConsentSet(data: unknown): ConsentSet | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  if (typeof raw.set !== 'string' || !Array.isArray(raw.consents) || raw.consents.length === 0)
    return null;
  if (!raw.consents.every(isConsent)) return null;
  const partner = raw.partner as { name?: unknown } | undefined;
  return {
    set: raw.set,
    consents: raw.consents,
    ...(partner && typeof partner.name === 'string' ? { partner: { name: partner.name } } : {}),
  };
}

/** The form name of a consent's control: the lead's `policies` list, one entry per consent. */
export const consentFieldName = (id: string) => `policies.${id}`;
