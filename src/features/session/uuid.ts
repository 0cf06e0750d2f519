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
 * A random (version 4) UUID for a new session. The platform's own where the page is a secure
 * context (https, localhost); elsewhere (a phone trying a LAN address over http) the same from
 * `getRandomValues`, which every context has. The `uuid` package does the same in 0.35 kB the
 * first screen cannot spare.
 */
export function randomUuid(cryptoApi: Crypto = globalThis.crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
