/**
 * Keeps personal data and the lead id out of URLs that trackers see. Entry URLs may prefill the
 * form (firstName, lastName, email, phoneNumber: specification section 2), some API paths carry
 * an e-mail, and a continue link (`/continue/{id}`) carries the lead id, which opens the whole
 * application; pixels and analytics read `location.href`, recorders log request URLs.
 */

import { ApplicationRoute } from '../routing';
import { PERSONAL_PARAMS, readsPersonalDataFromUrl } from './addressBar';

const EMAIL_LIKE = /[^\s/?&=#@]+(?:@|%40)[^\s/?&=#]+/gi;
const REDACTED = 'redacted';
const CONTINUE = ApplicationRoute.CONTINUE.slice(1);
/** `/continue/<id>` anywhere in a text (a path, a full URL, a referrer), percent-encoded or not. */
const CONTINUE_ID = new RegExp(`((?:/|%2f)${CONTINUE}(?:/|%2f))[^/?#\\s"'&%]+`, 'gi');

/**
 * Whether the address shows something no tracker may read: the lead id of a continue link
 * (`/continue/{id}`), or the unsubscribe page's e-mail. Trackers wait while it is shown
 * (runtime.ts): a vendor's SDK reads `location` itself, beyond the reach of any redaction.
 */
export function isPrivateAddress(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf(CONTINUE);
  return readsPersonalDataFromUrl(pathname) || (at !== -1 && at < segments.length - 1);
}

/**
 * A copy of `url` without personal query parameters, with anything shaped like an e-mail
 * address replaced and the id of `/continue/<id>` replaced. Relative URLs stay relative;
 * unparseable text only gets the e-mail and continue passes.
 */
export function redactUrl(url: string): string {
  let result = url;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    let changed = false;
    for (const key of PERSONAL_PARAMS) {
      if (parsed.searchParams.has(key)) {
        parsed.searchParams.delete(key);
        changed = true;
      }
    }
    if (changed) {
      result =
        parsed.origin === 'http://relative.invalid'
          ? `${parsed.pathname}${parsed.search}${parsed.hash}`
          : parsed.href;
    }
  } catch {
    // not a URL: the e-mail pass below still applies
  }
  return result.replace(EMAIL_LIKE, REDACTED).replace(CONTINUE_ID, `$1${REDACTED}`);
}
