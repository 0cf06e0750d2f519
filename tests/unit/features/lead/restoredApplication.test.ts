import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { restoredApplication } from '../../../../src/features/lead/restoredApplication';
import { LEAD_APPLICATION_KEYS, type LeadApplication } from '../../../../src/features/lead/types';

describe('a lead read back from storage', () => {
  it('keeps only the keys the lead API knows, so one stray key cannot fail every save', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restored = restoredApplication({
      id: 'lead-1',
      amount: 900,
      personalDetails: { firstName: 'Ana' },
      debugFlag: true,
      __proto__polluted: { x: 1 },
    });
    expect(restored).toEqual({ id: 'lead-1', amount: 900, personalDetails: { firstName: 'Ana' } });
    expect(warn).toHaveBeenCalledWith(
      'Dropping stored lead field "debugFlag": the lead API does not know it',
    );
    warn.mockRestore();
  });

  it('lists every key of LeadApplication as known', () => {
    expectTypeOf<
      Exclude<keyof LeadApplication, (typeof LEAD_APPLICATION_KEYS)[number]>
    >().toEqualTypeOf<never>();
    expect(new Set(LEAD_APPLICATION_KEYS).size).toBe(LEAD_APPLICATION_KEYS.length);
  });
});
