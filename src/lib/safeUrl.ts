/**
 * A partner address (a redirect, a logo) is followed only over https, or on the funnel's own
 * origin (where the sandbox serves its partner page). Anything else is refused: javascript: and
 * data: run code, and a plain-http hop hands the applicant, and the lead in the address, to
 * anyone on the network.
 */
export function toSafeRedirectUrl(
  candidate: unknown,
  ownOrigin: string = location.origin,
): string | null {
  if (typeof candidate !== 'string') return null;
  try {
    const url = new URL(candidate);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === ownOrigin))
      return url.href;
    return null;
  } catch {
    return null;
  }
}
