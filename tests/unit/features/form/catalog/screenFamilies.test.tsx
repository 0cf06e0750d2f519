import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../../src/app/ApplicationPage';
import { catalogPlacements } from '../../../../../src/features/dynamicForm/stepCatalog';
import { DYNAMIC_STEP_PATHS } from '../../../../../src/features/dynamicForm/model/stepPaths';
import { fieldOf, type FieldChanges, type FieldKind } from '../../../../../src/features/form';
import { ApplicationState } from '../../../../../src/features/lead';
import { brandConfig } from '../../../brands/allBrands';
import { atState, requestsBy } from '../../afterOffer/helpers';
import { lookups, pagesOf, place } from '../../dynamicForm/dynamicFormTestUtils';
import { renderStep } from '../../dynamicForm/renderStep';
import { renderWithProviders } from '../../../testUtils';
import { entryOfControl } from './catalogEntries';
import { expectedShape, namedControlsIn, shapeOf } from './controlShape';

type Family = 'classic' | 'dynamic' | 'partner' | 'afterOffer';

const digits = { inputMode: 'numeric' } as const;
const radio = { as: 'radio' } as const;
const box = { as: 'checkbox', optional: true } as const;

/**
 * Where a family asks a catalog field otherwise, as the screens' `fieldOf` changes say: a radio
 * group for a select, a box for a yes/no, the digit keyboard, a partner's own identity check
 * (whose keyboard the kind derives). Name and autocomplete token are never a screen's to change.
 */
const ASKED_OTHERWISE: Record<Family, Readonly<Record<string, FieldChanges<FieldKind>>>> = {
  classic: {
    'contactDetails.postalCode': digits,
    'incomeDetails.monthlyIncome': digits,
    'expenses.monthlyExpenses': digits,
  },
  dynamic: {
    'otherDetails.loanPurpose': radio,
    'otherDetails.maritalStatus': radio,
    'otherDetails.education': radio,
    'otherDetails.housingTenure': radio,
    'otherDetails.livingArea': radio,
    'incomeDetails.salaryCycle': radio,
    'incomeDetails.terminationPeriod': radio,
  },
  partner: {
    'employer.postalCode': digits,
    'personalDetails.personalCode': { rules: ['cnp'], maxLength: 13 },
    'employer.taxRegistryCode': { rules: ['nip'], maxLength: 13 },
    'incomeDetails.inTaxDebt': box,
    'incomeDetails.inContributionDebt': box,
    'otherDetails.isInterestedInDebtConsolidation': box,
  },
  afterOffer: {},
};

/** Every named control on screen is a catalog field, drawn as the catalog defines it. */
async function expectCatalogControls(family: Family, container: HTMLElement) {
  await screen.findByRole('heading', { level: 1 });
  const controls = namedControlsIn(container);
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    const entry = entryOfControl(control.name);
    expect(entry, `${control.name} is in the catalog`).toBeDefined();
    if (!entry) continue;
    const field = fieldOf(entry, ASKED_OTHERWISE[family][entry.name]);
    expect(shapeOf(control), family).toEqual(expectedShape(field, control.name));
    // A visible label, translated: not the key of a text nobody wrote. A radio's field label is
    // its group's legend, which no query gives per control.
    const label =
      control.type === 'radio'
        ? // eslint-disable-next-line testing-library/no-node-access -- the legend of this radio's group
          control.closest('fieldset')?.querySelector('legend')?.textContent
        : control.labels?.[0]?.textContent;
    expect(label, control.name).toMatch(/^(?!fields>)\S/);
  }
}

const lead = { amount: 3000, period: 24, periodScale: 'months' as const };

describe('the classic steps', () => {
  it.each([
    ['/personal-details', ApplicationState.PERSONAL_DETAILS, 'es-askrobin'],
    ['/contact-details', ApplicationState.CONTACT_DETAILS, 'es-askrobin'],
    ['/income-details', ApplicationState.INCOME_DETAILS, 'es-askrobin'],
    ['/other-information', ApplicationState.OTHER_INFORMATION, 'es-ibancar'],
    ['/reference-information', ApplicationState.REFERENCE_INFORMATION, 'es-askrobin'],
  ])('%s asks catalog fields', async (route, state, brand) => {
    const { container } = renderWithProviders(<ApplicationPage />, {
      ...atState(route, state, lead),
      config: brandConfig(brand),
    });
    await expectCatalogControls('classic', container);
  });
});

describe('the partner steps', () => {
  it.each([
    ['/employment-details', ApplicationState.EMPLOYMENT_DETAILS],
    ['/additional-employment-details', ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS],
    ['/marital-details', ApplicationState.MARITAL_DETAILS],
    ['/aide', ApplicationState.AIDE],
    ['/credit-details', ApplicationState.CREDIT_DETAILS],
    ['/cnp', ApplicationState.CNP],
    ['/customer-debts', ApplicationState.CUSTOMER_DEBTS],
    ['/reference-details', ApplicationState.REFERENCE_DETAILS],
    ['/wniosek', ApplicationState.WNIOSEK],
    ['/wniosek-uzupelnienie', ApplicationState.WNIOSEK_UZUPELNIENIE],
  ])('%s asks catalog fields', async (route, state) => {
    const { container } = renderWithProviders(<ApplicationPage />, atState(route, state));
    await expectCatalogControls('partner', container);
  });
});

describe('the after-offer screens', () => {
  const vehicleModels = { data: { makes: [{ id: 'seat', name: 'Seat', models: [] }] } };
  it.each([
    ['/smava', ApplicationState.NONE],
    ['/change-mobile-number', ApplicationState.CHANGE_MOBILE_NUMBER],
    ['/vehicle', ApplicationState.VEHICLE],
    ['/unsubscribe', ApplicationState.NONE],
  ])('%s asks catalog fields', async (route, state) => {
    const { container } = renderWithProviders(<ApplicationPage />, {
      ...atState(route, state),
      leadApi: {
        request: requestsBy({
          'GET /partner/logos': { data: [] },
          'GET /data/vehicleModels.json': vehicleModels,
        }),
      },
    });
    await expectCatalogControls('afterOffer', container);
  });
});

describe('the dynamic form', () => {
  const FIRST = place('EMAIL', 'initial-details', 'personal-information');
  const paths = DYNAMIC_STEP_PATHS.filter(
    (path) => path !== 'initial-details' && path !== 'iban-consent',
  );

  it('asks catalog fields on its first page', async () => {
    const pages = pagesOf(catalogPlacements('initial-details'), 'initial-details');
    const { container } = renderStep('initial-details', { pages });
    await screen.findByRole('textbox', { name: /Email/ });
    await expectCatalogControls('dynamic', container);
  });

  it.each(paths)('%s asks catalog fields', async (path) => {
    const { container } = renderStep(path, {
      pages: pagesOf([FIRST, ...catalogPlacements(path)], path),
      leadApi: {
        request: lookups({ '/choices/country': { data: [] }, '/choices/position': { data: [] } }),
      },
    });
    await expectCatalogControls('dynamic', container);
  });
});
