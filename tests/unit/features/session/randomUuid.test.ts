import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as uuid from 'uuid';
import { v4 } from 'uuid';
import { isUuid, randomUuid } from '../../../../src/features/session/uuid';

vi.mock('uuid', async (importOriginal) => {
  const actual = await importOriginal<typeof uuid>();
  return { ...actual, v4: vi.fn(actual.v4) };
});

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('randomUuid: a new session id', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const ids = Array.from({ length: 200 }, () => randomUuid());
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is made by the uuid package, the design card’s library', async () => {
    // The test set-up has loaded the funnel's modules already: this one is loaded anew, over the
    // watched package.
    vi.resetModules();
    const fresh = await import('../../../../src/features/session/uuid');
    vi.mocked(v4).mockClear();
    const id = fresh.randomUuid();
    expect(v4).toHaveBeenCalledOnce();
    expect(v4).toHaveReturnedWith(id);
  });

  it('is made from getRandomValues where the page is no secure context (no randomUUID)', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    });
    const id = randomUuid();
    // Version and variant bits set over random bytes, so the id is a valid session id.
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(isUuid(id)).toBe(true);
  });
});
