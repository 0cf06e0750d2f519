import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../../src/lib/yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('continues only after the tasks already queued have run', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('continuation');
    expect(order).toEqual(['microtask', 'queued task', 'continuation']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
