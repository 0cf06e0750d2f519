import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../../src/lib/sha256';
import { eventIdOf, stampEvent } from '../../../../src/features/tracking/eventId';

describe('event_id', () => {
  it('is the SHA-256 of the timestamp and the random id', async () => {
    const stamp = stampEvent(1_750_000_000_000, '6c1f2a4e-4f7e-4c59-9f0e-9d3f1b2a7c55');
    await expect(eventIdOf(stamp)).resolves.toBe(
      await sha256Hex('1750000000000:6c1f2a4e-4f7e-4c59-9f0e-9d3f1b2a7c55'),
    );
  });

  it('differs for every event, even many in the same millisecond', async () => {
    const now = Date.now();
    const ids = await Promise.all(Array.from({ length: 2000 }, () => eventIdOf(stampEvent(now))));
    expect(new Set(ids).size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same stamp, so a server-side copy can be deduplicated against it', async () => {
    const stamp = stampEvent();
    await expect(eventIdOf({ ...stamp })).resolves.toBe(await eventIdOf(stamp));
  });
});
