/**
 * Whether `hostname` is one of a brand's partner hosts: `lender.example` names that host only,
 * `*.lender.example` its subdomains (not the bare domain).
 */
function isPartnerHost(hostname: string, partnerHosts: readonly string[]): boolean {
  return partnerHosts.some((entry) => {
    const host = entry.toLowerCase();
    return host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host;
  });
}

/**
 * A partner address (a redirect, a logo) is followed only over https to one of the brand's
 * partner hosts (BrandConfig.partnerHosts), or on the funnel's own origin (where the sandbox
 * serves its partner page). Anything else is refused: javascript: and data: run code, a
 * plain-http hop hands the applicant, and the lead in the address, to anyone on the network, and
 * an unknown host may be an answer someone tampered with.
 */
export function toSafeRedirectUrl(
  candidate: unknown,
  partnerHosts: readonly string[],
  ownOrigin: string = location.origin,
): string | null {
  if (typeof candidate !== 'string') return null;
  try {
    const url = new URL(candidate);
    if (url.origin === ownOrigin && (url.protocol === 'https:' || url.protocol === 'http:'))
      return url.href;
    if (url.protocol === 'https:' && isPartnerHost(url.hostname, partnerHosts)) return url.href;
    return null;
  } catch {
    return null;
  }
}
