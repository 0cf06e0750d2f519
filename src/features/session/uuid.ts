import { v4 } from 'uuid';
import { LEAD_LIMITS } from '../../lib/contractLimits';
import { withinLimit } from '../../lib/fieldLimit';

/**
 * Whether a value is a UUID usable as a session id (any letter case): the contract's format of
 * the lead's `sessionId`, held to RFC 9562 versions 1–8 (src/lib/fieldLimit.ts).
 */
export function isUuid(value: unknown): value is string {
  return withinLimit(LEAD_LIMITS.sessionId, value);
}

/**
 * A random (version 4) UUID for a new session, from the `uuid` package: the platform's
 * `crypto.randomUUID` where the page is a secure context (https, localhost), and elsewhere (a
 * phone trying a LAN address over http) the same made from `getRandomValues`.
 */
export function randomUuid(): string {
  return v4();
}
