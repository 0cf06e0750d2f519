import { describe, expect, it } from 'vitest';
import { productDefaults } from '../../../src/brands/productDefaults';
import { clampToLimits } from '../../../src/lib/loanMath';

const { loan } = productDefaults;
const amount = { min: loan.minAmount, max: loan.maxAmount, step: loan.amountStep };
const period = { min: loan.minPeriod, max: loan.maxPeriod, step: loan.periodStep };

describe('clampToLimits', () => {
  it("brings Spain's default period (31 days) up to the minimum period (61)", () => {
    expect(loan.defaultPeriod).toBe(31);
    expect(clampToLimits(loan.defaultPeriod, period)).toBe(61);
  });

  it("keeps Spain's default amount (1000, the maximum)", () => {
    expect(clampToLimits(loan.defaultAmount, amount)).toBe(1000);
  });

  it.each([
    [100, 100],
    [550, 600],
    [549, 500],
    [99, 100],
    [-500, 100],
    [1001, 1000],
    [5000, 1000],
    [Number.NaN, 100],
    [Number.POSITIVE_INFINITY, 100],
  ])('amount %s → %s', (value, expected) => {
    expect(clampToLimits(value, amount)).toBe(expected);
  });

  it.each([
    [61, 61],
    [75, 75],
    [90, 90],
    [91, 90],
    [60, 61],
  ])('period %s → %s', (value, expected) => {
    expect(clampToLimits(value, period)).toBe(expected);
  });

  it('never goes past the maximum when the range is not a whole number of steps', () => {
    expect(clampToLimits(1000, { min: 100, max: 950, step: 100 })).toBe(950);
    expect(clampToLimits(940, { min: 100, max: 950, step: 100 })).toBe(900);
  });
});
