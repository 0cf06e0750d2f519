import { describe, expect, it } from 'vitest';
import { isUuid, randomUuid } from '../../../../src/features/session/uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid: a new session id', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const ids = Array.from({ length: 200 }, () => randomUuid());
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is made from getRandomValues where the page is no secure context (no randomUUID)', () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    } as unknown as Crypto;
    const id = randomUuid(insecure);
    // Version and variant bits set over random bytes, so the id is a valid session id.
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(isUuid(id)).toBe(true);
  });
});
