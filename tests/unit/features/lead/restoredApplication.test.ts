// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { restoredApplication } from '../../../../src/features/lead/restoredApplication';
import { LEAD_APPLICATION_KEYS, type LeadApplication } from '../../../../src/features/lead/types';
import { checkAgainstContract, contractField, maxLengthOf } from '../../helpers/contract';

const UTM = ['utm_medium', 'utm_source', 'utm_campaign', 'utm_content', 'utm_term'];
/**
 * The fields of a section of the lead, as the contract declares them, but the times (`setAt`,
 * `gclidAt`): the entry stamps those anew on every visit, over whatever was stored.
 */
const fieldsOf = (section: string) =>
  Object.keys(contractField(`Lead.${section}`)['properties'] as object).filter(
    (field) => !field.endsWith('At'),
  );

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

describe('a stored lead field the entry fills, beyond the contract’s limits', () => {
  const setAt = '2026-03-01T12:00:00.000Z';

  it('is dropped with a warning, so it cannot fail every save; the rest stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restored = restoredApplication({
      id: 'x'.repeat(maxLengthOf('Lead.id') + 1),
      amount: 2e9,
      period: 61.5,
      sellingTierGlobalId: 't'.repeat(6000),
      affiliateReferenceParams: { attribute: 'r'.repeat(300), subId: 'sub', setAt },
      posthogParameters: { utm: { utm_source: 's'.repeat(513), utm_medium: 'cpc' } },
      metaPixel: { fbc: 'f'.repeat(513), fbp: 'fb.1.2.3' },
      personalDetails: { firstName: 'Ana' },
    });
    expect(restored).toEqual({
      affiliateReferenceParams: { subId: 'sub', setAt },
      posthogParameters: { utm: { utm_medium: 'cpc' } },
      metaPixel: { fbp: 'fb.1.2.3' },
      personalDetails: { firstName: 'Ana' },
    });
    expect(warn).toHaveBeenCalledWith(
      "Dropping stored lead field affiliateReferenceParams.attribute: beyond the lead API's limits",
    );
    expect(warn).toHaveBeenCalledWith(
      "Dropping stored lead field id: beyond the lead API's limits",
    );
  });

  it('never reaches the lead API: whatever is stored there, the contract takes what is restored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.nat({ max: 700 }).map((length) => 'x'.repeat(length)),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const sections = ['affiliateReferenceParams', 'googleClick', 'metaPixel', 'tikTokPixel'];
    fc.assert(
      fc.property(
        fc.record({
          id: value,
          sessionId: fc.oneof(fc.uuid(), value),
          amount: value,
          period: value,
          sellingTierGlobalId: value,
          ...Object.fromEntries(
            sections.map((section) => [
              section,
              fc.dictionary(fc.constantFrom(...fieldsOf(section)), value),
            ]),
          ),
          posthogParameters: fc.record({ utm: fc.dictionary(fc.constantFrom(...UTM), value) }),
        }),
        (stored) => {
          expect(checkAgainstContract('Lead', restoredApplication(stored))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
    warn.mockRestore();
  });
});
