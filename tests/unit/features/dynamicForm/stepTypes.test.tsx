import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_POINT_SPECS } from '../../../../src/features/dynamicForm/dataPointSpecs';
import { catalogPlacements, STEP_CATALOG } from '../../../../src/features/dynamicForm/stepCatalog';
import { STEP_CONFIGS } from '../../../../src/features/dynamicForm/stepRegistry';
import { STEP_TYPES } from '../../../../src/features/dynamicForm/stepTypes';
import { fieldErrorsReceived } from '../../../../src/features/dynamicForm/model/dynamicPagesSlice';
import { DYNAMIC_STEP_PATHS } from '../../../../src/features/dynamicForm/model/stepPaths';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { lookups, MADRID_POSTCODE, pagesOf, place } from './dynamicFormTestUtils';
import { createTestI18n } from '../../testUtils';
import { renderStep } from './renderStep';

const i18n = createTestI18n();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const FIRST = place('EMAIL', 'initial-details', 'personal-information');

describe('the step type map', () => {
  it('has a renderer for every step type of the specification', () => {
    expect(Object.keys(STEP_CONFIGS).sort()).toEqual([...STEP_TYPES].sort());
  });
});

describe('every step path of the specification is a real screen', () => {
  const paths = DYNAMIC_STEP_PATHS.filter(
    (path) => path !== 'initial-details' && path !== 'iban-consent',
  );

  it.each(paths)(
    '%s shows a labelled control named after its lead field for each data point',
    async (path) => {
      const pages = pagesOf(
        [FIRST, ...catalogPlacements(path), place('REFERENCE_NAME', 'references')],
        path,
      );
      renderStep(path, {
        pages,
        leadApi: {
          request: lookups({ '/choices/country': { data: [] }, '/choices/position': { data: [] } }),
        },
      });
      expect((await screen.findByRole('heading', { level: 1 })).textContent).not.toBe(
        'A few more questions',
      );
      for (const dataPoint of STEP_CATALOG[path].dataPoints) {
        const { field } = DATA_POINT_SPECS[dataPoint];
        // Found by its visible label, as an applicant finds it; named after its lead field.
        const text = i18n.t(`fields>${field.name}>label`, { ns: 'dynamicForm' });
        const label = new RegExp(`^${escapeRegExp(text)}( \\(optional\\))?$`);
        if (field.control === 'birthDate') {
          const group = screen.getByRole('group', { name: label });
          const names = within(group)
            .getAllByRole('textbox')
            .map((input) => [input.getAttribute('name'), input.getAttribute('autocomplete')]);
          expect(names, dataPoint).toEqual(
            ['day', 'month', 'year'].map((part) => [`${field.name}.${part}`, `bday-${part}`]),
          );
        } else if (field.control === 'radio') {
          const radios = within(screen.getByRole('group', { name: label })).getAllByRole('radio');
          for (const radio of radios)
            expect(radio.getAttribute('name'), dataPoint).toBe(field.name);
        } else {
          const control = screen.getByLabelText(label, { selector: 'input, select' });
          expect(control.getAttribute('name'), dataPoint).toBe(field.name);
          if (field.control !== 'checkbox') {
            expect(control.getAttribute('autocomplete'), dataPoint).toBe(field.autoComplete);
          }
        }
      }
      expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('type')).toBe('submit');
    },
  );
});

describe('dynamic step', () => {
  const pages = pagesOf(
    [
      FIRST,
      place('USING_ONLINE_BANKING', 'online-banking'),
      place('MONTHLY_EXPENSES', 'online-banking'),
      place('IBAN', 'bank-account'),
    ],
    'online-banking',
  );

  it('checks its answers, keeps them in the draft and moves on to the next step', async () => {
    const { user, router, store } = renderStep('online-banking', { pages });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    // Next to each field, and each in the summary.
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(2);
    expect(screen.getByRole('alert', { name: 'Please check 2 answers' })).toBeTruthy();
    expect(router.pathname).toBe('/online-banking');

    await user.click(screen.getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Monthly expenses'), '700');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.pathname).toBe('/bank-account'));
    expect(store.getState().lead.draft).toMatchObject({
      'incomeDetails.usingOnlineBanking': 'true',
      'expenses.monthlyExpenses': '700',
    });
    expect(store.getState().dynamicPages!.currentFormPath).toBe('bank-account');
  });

  it('links back to the previous step and shows where the applicant is', async () => {
    renderStep('online-banking', { pages });
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe(
      '/initial-details',
    );
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it("shows the server's errors with the summary focused, and clears them when an answer changes", async () => {
    const refused = pagesOf(
      pages.formSequenceByPath.flatMap((path) =>
        pages.formsByPath[path]!.dataPoints.map((name) =>
          place(name, path, pages.formsByPath[path]!.context),
        ),
      ),
      'bank-account',
    );
    refused.formsByPath['bank-account']!.errors = [
      { fieldName: 'incomeDetails.iban', message: 'Account not accepted' },
    ];
    refused.erroredFormPath = 'bank-account';
    const { user, store } = renderStep('bank-account', {
      pages: refused,
      preloadedState: {
        lead: { ...initialLeadState, draft: { 'incomeDetails.iban': 'ES9121000418450200051332' } },
      },
    });
    const summary = await screen.findByRole('alert', { name: 'Please check one answer' });
    expect(within(summary).getByText('IBAN: Account not accepted')).toBeTruthy();
    // eslint-disable-next-line testing-library/no-node-access -- where focus is, is the point
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const iban = screen.getByLabelText('IBAN');
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Account not accepted')).toBeTruthy();

    await user.type(iban, '0');
    expect(screen.queryByText('Account not accepted')).toBeNull();
    expect(store.getState().dynamicPages!.formsByPath['bank-account']?.errors).toEqual([]);
    expect(store.getState().dynamicPages!.erroredFormPath).toBeNull();
  });

  it('shows a server remark that names no control of the step instead of losing it', async () => {
    const { store } = renderStep('bank-account', {
      pages: { ...pages, currentFormPath: 'bank-account' },
    });
    store.dispatch(
      fieldErrorsReceived({
        'bank-account': [{ fieldName: 'PENSION_NUMBER', message: 'Pension number missing' }],
      }),
    );
    expect(await screen.findByText('Pension number missing')).toBeTruthy();
  });

  it('on the last step sends the application; a refusal takes the applicant to the first errored step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router, leadApi } = renderStep('bank-account', {
      pages: { ...pages, currentFormPath: 'bank-account' },
      preloadedState: {
        lead: {
          ...initialLeadState,
          application: { id: 'lead-1' },
          draft: {
            'contactDetails.email': 'ana@example.com',
            'incomeDetails.usingOnlineBanking': 'false',
            'expenses.monthlyExpenses': '500',
            'incomeDetails.iban': 'ES9121000418450200051332',
          },
        },
      },
      leadApi: {
        updateLead: () =>
          Promise.resolve({
            error: {
              status: 422,
              message: 'Unprocessable',
              body: {
                errors: [
                  {
                    dataPoint: 'MONTHLY_EXPENSES',
                    field: 'expenses.monthlyExpenses',
                    message: 'Too low for your income',
                  },
                ],
              },
            },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(router.pathname).toBe('/online-banking'));
    expect(leadApi.updateLead).toHaveBeenCalledWith(
      expect.objectContaining({ progressState: 6, expenses: { monthlyExpenses: 500 } }),
      expect.anything(),
    );
    expect(await screen.findByText('Too low for your income')).toBeTruthy();
    // Fixed: straight back to the last step, not through every step in between.
    await user.clear(screen.getByLabelText('Monthly expenses'));
    await user.type(screen.getByLabelText('Monthly expenses'), '650');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.pathname).toBe('/bank-account'));
  });
});

describe('look-ups', () => {
  const address = pagesOf(
    [FIRST, ...catalogPlacements('address-information'), place('IBAN', 'bank-account')],
    'address-information',
  );

  it('fills the place from the postcode', async () => {
    const { user } = renderStep('address-information', {
      pages: address,
      leadApi: {
        request: lookups(MADRID_POSTCODE),
      },
    });
    await user.type(await screen.findByLabelText('Postal code'), '28013');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Town or city').value).toBe('Madrid'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Province or state').value).toBe('Madrid');
    expect(screen.getByLabelText<HTMLInputElement>(/^District/).value).toBe('Centro');
    expect(screen.getByRole('status').textContent).toContain('Found: Madrid, Madrid');
  });

  it('says when it does not know a postcode, and the applicant fills the place in', async () => {
    const { user } = renderStep('address-information', {
      pages: address,
      leadApi: { request: lookups({}) },
    });
    await user.type(await screen.findByLabelText('Postal code'), '99999');
    expect(
      await screen.findByText("We don't know this postcode. Please fill in the address yourself."),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Town or city').value).toBe('');
  });

  it('suggests employers and fills the chosen company details for later steps', async () => {
    const company = {
      name: 'Sandbox Logística S.L.',
      taxRegistryCode: 'B12345674',
      city: 'Madrid',
      postalCode: '28013',
    };
    const { user, store } = renderStep('employer-name', {
      pages: pagesOf(
        [
          FIRST,
          place('EMPLOYER_NAME', 'employer-name'),
          place('EMPLOYER_TAX_REGISTRY_CODE', 'tax-registry-code'),
        ],
        'employer-name',
      ),
      leadApi: {
        request: lookups({
          [`/company/${encodeURIComponent('Sandbox')}`]: { data: [company] },
          [`/company/${encodeURIComponent('Sandbox Logística S.L.')}`]: { data: [company] },
        }),
      },
    });
    const input = await screen.findByLabelText('Employer');
    await user.type(input, 'Sandbox');
    await waitFor(() => {
      const suggestions = screen.getAllByRole('option', { hidden: true });
      expect(suggestions.map((option) => option.getAttribute('value'))).toEqual([
        'Sandbox Logística S.L.',
      ]);
    });
    await user.clear(input);
    await user.type(input, 'Sandbox Logística S.L.');
    await waitFor(() =>
      expect(store.getState().lead.draft['employer.taxRegistryCode']).toBe('B12345674'),
    );
    expect(store.getState().lead.draft['employer.city']).toBe('Madrid');
  });

  describe('companyData (specification section 3: the picked company)', () => {
    const company = {
      name: 'Sandbox Logística S.L.',
      taxRegistryCode: 'B12345674',
      city: 'Madrid',
    };
    const employerPages = pagesOf(
      [
        FIRST,
        place('EMPLOYER_NAME', 'employer-name'),
        place('EMPLOYER_TAX_REGISTRY_CODE', 'tax-registry-code'),
      ],
      'employer-name',
    );
    /** The employer step after a reload: the name typed before, the look-up unreachable. */
    const reloaded = () =>
      renderStep('employer-name', {
        pages: employerPages,
        preloadedState: {
          lead: { ...initialLeadState, draft: { 'employer.name': company.name } },
        },
        leadApi: { request: lookups({}) },
      });
    afterEach(() => {
      window.sessionStorage.clear();
    });

    it('keeps the company picked from the look-up, with its details', async () => {
      const { user } = renderStep('employer-name', {
        pages: employerPages,
        leadApi: {
          request: lookups({
            [`/company/${encodeURIComponent(company.name)}`]: { data: [company] },
          }),
        },
      });
      await user.type(await screen.findByLabelText('Employer'), company.name);
      await waitFor(() =>
        expect(JSON.parse(window.sessionStorage.getItem('companyData') ?? 'null')).toEqual(company),
      );
    });

    it('after a reload, still fills the picked company’s details when the look-up fails', async () => {
      window.sessionStorage.setItem('companyData', JSON.stringify(company));
      const { store } = reloaded();
      expect(await screen.findByLabelText('Employer')).toBeDefined();
      await waitFor(() =>
        expect(store.getState().lead.draft['employer.taxRegistryCode']).toBe('B12345674'),
      );
    });

    it('applies only to its own name', async () => {
      window.sessionStorage.setItem(
        'companyData',
        JSON.stringify({ ...company, name: 'Another Company S.A.' }),
      );
      const { store } = reloaded();
      expect(await screen.findByLabelText('Employer')).toBeDefined();
      expect(store.getState().lead.draft['employer.taxRegistryCode']).toBeUndefined();
    });

    it.each([
      ['not a company', JSON.stringify({ taxRegistryCode: 'B12345674' })],
      ['a detail of the wrong type', JSON.stringify({ ...company, city: { nested: true } })],
      ['a list', JSON.stringify([company])],
    ])(
      'drops a hostile stored value (%s) with a warning, and the step works',
      async (_kind, raw) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        window.sessionStorage.setItem('companyData', raw);
        const { store } = reloaded();
        expect(await screen.findByLabelText('Employer')).toBeDefined();
        expect(warn).toHaveBeenCalledWith('Ignoring stored "companyData": unexpected shape');
        expect(window.sessionStorage.getItem('companyData')).toBeNull();
        expect(store.getState().lead.draft['employer.taxRegistryCode']).toBeUndefined();
        warn.mockRestore();
      },
    );
  });

  it('offers the countries of /choices/country, and a retry when the list fails', async () => {
    let calls = 0;
    const { user } = renderStep('citizenship', {
      pages: pagesOf(
        [FIRST, ...catalogPlacements('citizenship'), place('IBAN', 'bank-account')],
        'citizenship',
      ),
      leadApi: {
        request: lookups({
          '/choices/country': (config) => {
            calls += 1;
            expect(config.headers).toMatchObject({ 'Accept-Language': 'en' });
            return calls === 1
              ? { error: { status: 500, message: 'down' } }
              : {
                  data: [
                    { value: 'ES', label: 'Spain' },
                    { value: 'PT', label: 'Portugal' },
                  ],
                };
          },
        }),
      },
    });
    const retry = await screen.findAllByRole('button', { name: 'Try again' });
    await user.click(retry[0]!);
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Spain' })).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Citizenship'), 'ES');
    expect(screen.getByLabelText<HTMLSelectElement>('Citizenship').value).toBe('ES');
  });
});

describe('loan-information step', () => {
  it('asks amount and period with the brand limits and sums them up', async () => {
    const pages = pagesOf(
      [
        FIRST,
        place('AMOUNT', 'loan-purpose', 'loan-information'),
        place('PERIOD', 'loan-purpose', 'loan-information'),
        place('LOAN_PURPOSE', 'loan-purpose', 'loan-information'),
        place('IBAN', 'bank-account'),
      ],
      'loan-purpose',
    );
    const { user, config, store } = renderStep('loan-purpose', { pages });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your loan');
    const [amount, period] = await screen.findAllByRole('slider');
    expect(amount?.getAttribute('min')).toBe(String(config.loan.minAmount));
    expect(period?.getAttribute('max')).toBe(String(config.loan.maxPeriod));
    expect(screen.getByText(/for 61 days/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Lengthen by/ }));
    await user.click(screen.getByLabelText('Car'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(store.getState().dynamicPages!.currentFormPath).toBe('bank-account'),
    );
    expect(store.getState().lead.draft).toMatchObject({
      period: '62',
      'otherDetails.loanPurpose': 'CAR',
    });
  });
});

describe('modal step', () => {
  const pages = pagesOf(
    [FIRST, place('IBAN_CONSENT', 'iban-consent', 'modal'), place('IBAN', 'bank-account')],
    'iban-consent',
  );

  it('asks its question in a labelled dialog; Escape goes back to the previous step', async () => {
    const { user, router } = renderStep('iban-consent', { pages });
    const dialog = await screen.findByRole('dialog', { name: 'Your bank account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('group', { name: /May lenders pay the loan/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.pathname).toBe('/initial-details'));
  });

  it('moves on when answered', async () => {
    const { user, router, store } = renderStep('iban-consent', { pages });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Yes, I agree'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.pathname).toBe('/bank-account'));
    expect(store.getState().lead.draft['otherDetails.ibanConsent']).toBe('true');
  });
});

describe('a step type the app does not know', () => {
  it('says so plainly and lets the applicant go on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pages = pagesOf(
      [
        FIRST,
        place('FAVOURITE_COLOUR', 'future-question', 'carousel'),
        place('IBAN', 'bank-account'),
      ],
      'future-question',
    );
    const { user, router } = renderStep('future-question', { pages });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'A few more questions',
    );
    expect(screen.getByRole('alert').textContent).toMatch(/can't be shown in this version/);
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(router.pathname).toBe('/bank-account'));
  });

  it('skips an unknown data point on a known step type and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pages = pagesOf(
      [
        FIRST,
        place('FAVOURITE_COLOUR', 'name'),
        place('FIRST_NAME', 'name'),
        place('IBAN', 'bank-account'),
      ],
      'name',
    );
    renderStep('name', { pages });
    expect(await screen.findByLabelText('First name')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Unknown data point FAVOURITE_COLOUR: not shown');
  });
});
