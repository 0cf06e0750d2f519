import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND_REGISTRY } from '../../../src/brands/registry';
import { ApplicationPage } from '../../../src/app/ApplicationPage';
import { clampToLimits } from '../../../src/lib/loanMath';
import { renderWithProviders } from '../testUtils';
import { BRAND_CONFIGS, brandConfig } from './allBrands';

/** DESIGN.md's table of the 17 builds, plus which ones run the dynamic (v3) form. */
const DESIGN = [
  ['es-askrobin', 'AskRobin', 'es', '€', '+34', 'askrobin', 'personal-details'],
  ['es-ibancar', 'Ibancar', 'es', '€', '+34', 'ibancar', 'personal-details'],
  ['es-prestamotor', 'Prestamotor', 'es', '€', '+34', 'default', 'personal-details'],
  ['es-cashtero', 'Cashtero', 'es', '€', '+34', 'default', 'initial-details'],
  ['es-finipay', 'Finipay', 'es', '€', '+34', 'finipay', 'initial-details'],
  ['es-whitelabel', 'Tu Crédito', 'es', '€', '+34', 'whitelabel', 'personal-details'],
  ['mx-askrobin', 'AskRobin', 'mx', '$', '+52', 'askrobin', 'personal-details'],
  ['mx-ibancar', 'Ibancar', 'mx', '$', '+52', 'ibancar', 'personal-details'],
  ['mx-fiesta', 'Fiesta', 'mx', '$', '+52', 'fiesta', 'initial-details'],
  ['co-askrobin', 'AskRobin', 'co', '$', '+57', 'askrobin', 'personal-details'],
  ['co-ibancar', 'Ibancar', 'co', '$', '+57', 'ibancar', 'personal-details'],
  ['pl-askrobin', 'AskRobin', 'pl', 'zł', '+48', 'askrobin', 'personal-details'],
  ['pl-fidea', 'Fidea', 'pl', 'zł', '+48', 'default', 'personal-details'],
  ['de-askrobin', 'AskRobin', 'de', '€', '+49', 'askrobin', 'personal-details'],
  ['ro-askrobin', 'AskRobin', 'ro', 'lei', '+40', 'askrobin', 'personal-details'],
  ['ph-finipay', 'Finipay', 'ph', '₱', '+63', 'finipay', 'initial-details'],
  ['vn-lienketvay', 'Lienketvay', 'vn', '₫', '+84', 'default', 'personal-details'],
] as const;

describe('the 17 brand configurations', () => {
  it('cover exactly the registered pairs', () => {
    expect(Object.keys(BRAND_CONFIGS).sort()).toEqual(DESIGN.map(([id]) => id).sort());
    for (const { country, brand } of BRAND_REGISTRY) {
      expect(brandConfig(`${country}-${brand}`)).toMatchObject({ country, brand });
    }
  });

  it.each(DESIGN)(
    '%s: %s, locale %s, %s, %s, product %s, first page %s',
    (id, name, locale, symbol, prefix, productId, firstPage) => {
      const config = brandConfig(id);
      expect(config).toMatchObject({
        brandName: name,
        locale,
        phonePrefix: prefix,
        productId,
        firstPage,
      });
      expect(config.currency.symbol).toBe(symbol);
      // The symbol the config names is the one the applicant sees.
      const shown = new Intl.NumberFormat(config.intlLocale, {
        style: 'currency',
        currency: config.currency.code,
        currencyDisplay: 'narrowSymbol',
      }).format(1);
      expect(shown).toContain(symbol);
    },
  );

  it.each(Object.entries(BRAND_CONFIGS))(
    '%s has page data, limits on their own grid and a default inside them',
    (id, config) => {
      expect(config.page.title).toMatch(/\S/);
      expect(config.page.description).toMatch(/\S/);
      expect(config.page.keywords).toContain(config.brandName);
      const { loan } = config;
      expect(loan.minAmount).toBeLessThan(loan.maxAmount);
      expect((loan.maxAmount - loan.minAmount) % loan.amountStep).toBe(0);
      expect(
        clampToLimits(loan.defaultAmount, {
          min: loan.minAmount,
          max: loan.maxAmount,
          step: loan.amountStep,
        }),
      ).toBe(loan.defaultAmount);
      expect((loan.maxPeriod - loan.minPeriod) % loan.periodStep).toBe(0);
      // Spain's default period lies below its minimum on purpose (section 9); every other is inside.
      if (loan.defaultPeriod !== 31) {
        expect(
          clampToLimits(loan.defaultPeriod, {
            min: loan.minPeriod,
            max: loan.maxPeriod,
            step: loan.periodStep,
          }),
          id,
        ).toBe(loan.defaultPeriod);
      }
    },
  );

  it('gives Spain the values of section 9', () => {
    expect(brandConfig('es-askrobin').loan).toEqual({
      defaultAmount: 1000,
      minAmount: 100,
      maxAmount: 1000,
      amountStep: 100,
      defaultPeriod: 31,
      minPeriod: 61,
      maxPeriod: 90,
      periodStep: 1,
      periodScale: 'days',
    });
    expect(brandConfig('es-askrobin').currency).toEqual({ code: 'EUR', symbol: '€' });
  });

  it('gives the two Polish brands the values of section 9', () => {
    const first = brandConfig('pl-askrobin');
    const second = brandConfig('pl-fidea');
    expect(first.loan).toMatchObject({
      defaultAmount: 5000,
      defaultPeriod: 73,
      minAmount: 100,
      maxAmount: 10000,
    });
    expect(first).toMatchObject({ phonePrefix: '+48', currency: { symbol: 'zł' }, locale: 'pl' });
    expect(second.loan).toMatchObject({
      defaultAmount: 5000,
      defaultPeriod: 80,
      minAmount: 1000,
      maxAmount: 60000,
      amountStep: 1000,
    });
    expect(second.affiliateReference.staticName).toBe('fidea');
    expect(first.affiliateReference.staticName).toBeUndefined();
  });

  it('adds the vehicle questions to the car-loan brands only', () => {
    const carBrands = Object.entries(BRAND_CONFIGS)
      .filter(([, config]) =>
        config.extraStepFields?.['other-information']?.includes('otherDetails.vehicleOwnership'),
      )
      .map(([id]) => id);
    expect(carBrands.sort()).toEqual(['co-ibancar', 'es-ibancar', 'es-prestamotor', 'mx-ibancar']);
  });

  it('checks the DNI/NIE letter in Spain only', () => {
    for (const [id, config] of Object.entries(BRAND_CONFIGS)) {
      expect(config.personalCodeRules, id).toEqual(
        config.country === 'es' ? ['personalCode', 'dniNie'] : ['personalCode'],
      );
    }
  });
});

describe('the Spanish default period of 31 days, below the minimum of 61', () => {
  it.each(
    Object.entries(BRAND_CONFIGS).filter(
      ([, config]) => config.loan.defaultPeriod < config.loan.minPeriod,
    ),
  )('%s starts the first screen at the minimum period instead', async (_id, config) => {
    expect(config.loan).toMatchObject({ defaultPeriod: 31, minPeriod: 61 });
    renderWithProviders(<ApplicationPage />, { route: '/', config });
    expect(
      (await screen.findByRole('slider', { name: 'For how long?' })).getAttribute('aria-valuetext'),
    ).toBe('61 days');
  });
});
