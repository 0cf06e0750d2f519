/** A partner URL is followed only when it is absolute http(s); anything else (javascript:, data:) is refused. */
export function toSafeRedirectUrl(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
