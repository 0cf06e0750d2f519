import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../../../../src/brands/types';
import { preloadValidation } from '../../../../src/features/form/preloadValidation';

const phoneLoaded = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/lib/phone', () => {
  phoneLoaded();
  return { checkPhoneNumber: () => ({ valid: true }) };
});

const config = { loadValidation: () => Promise.resolve({}) } as unknown as BrandConfig;

afterEach(() => {
  vi.unstubAllGlobals();
  phoneLoaded.mockClear();
});

describe('preloadValidation', () => {
  it('requests the phone library only once the next screens are in and the main thread is idle, so it holds up neither', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    void preloadValidation(config, Promise.resolve());
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(phoneLoaded).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    await vi.waitFor(() => expect(phoneLoaded).toHaveBeenCalledTimes(1));
  });
});
