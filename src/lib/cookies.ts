/**
 * Reading and expiring first-party cookies without throwing: `document.cookie` is a single
 * string, may be inaccessible (sandboxed frames throw SecurityError) and may hold malformed
 * percent-encoding written by another script.
 */

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Parses a `document.cookie` string (`a=1; b=2`). Names and values are trimmed and
 * percent-decoded; the first occurrence of a name wins, as the browser lists the most specific
 * cookie first. Pieces without `=` are ignored.
 */
export function parseCookies(cookieString: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const piece of cookieString.split(';')) {
    const separator = piece.indexOf('=');
    if (separator <= 0) continue;
    const name = decode(piece.slice(0, separator).trim());
    if (name === '' || Object.hasOwn(cookies, name)) continue;
    let value = piece.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}

/** The document's cookies, or none when the browser refuses access. */
export function readDocumentCookies(doc: Document): Record<string, string> {
  try {
    return parseCookies(doc.cookie);
  } catch {
    return {};
  }
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  domain?: string;
  secure?: boolean;
}

/** Writes one cookie (SameSite=Lax); `false` when the browser refuses. */
export function writeCookie(
  doc: Document,
  name: string,
  value: string,
  options: CookieOptions,
): boolean {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    `Path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  try {
    doc.cookie = parts.join('; ');
    return true;
  } catch {
    return false;
  }
}

/**
 * The domains a script on `hostname` may have set a cookie for: the host itself and each parent
 * domain (`www.shop.example.com` → `www.shop.example.com`, `shop.example.com`, `example.com`).
 * Public suffixes are harmless to try: the browser ignores a cookie for them.
 */
export function cookieDomainsOf(hostname: string): string[] {
  const labels = hostname.split('.').filter((label) => label !== '');
  if (labels.length < 2 || /^\d+$/.test(labels[labels.length - 1] ?? '')) return [];
  return labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'));
}

/** Expires a cookie everywhere a tag may have put it: host-only and every parent domain. */
export function expireCookie(doc: Document, name: string, hostname: string): void {
  writeCookie(doc, name, '', { maxAgeSeconds: 0 });
  for (const domain of cookieDomainsOf(hostname))
    writeCookie(doc, name, '', { maxAgeSeconds: 0, domain });
}
