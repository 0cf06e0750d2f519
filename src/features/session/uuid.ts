import { v4 } from 'uuid';

/**
 * RFC 9562 UUID of versions 1–8 with the standard variant. The nil and max UUIDs that the
 * `uuid` package also accepts are refused here: everyone sharing one of them as a session id
 * would merge unrelated visitors.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID string usable as a session id (any letter case). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * A random (version 4) UUID for a new session, from the `uuid` package: the platform's
 * `crypto.randomUUID` where the page is a secure context (https, localhost), and elsewhere (a
 * phone trying a LAN address over http) the same made from `getRandomValues`.
 */
export function randomUuid(): string {
  return v4();
}
