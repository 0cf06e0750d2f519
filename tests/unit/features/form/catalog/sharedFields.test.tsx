import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../../src/app/ApplicationPage';
import { brandConfig as askRobinSpain } from '../../../../../src/brands/es/askrobin/config';
import { CLASSIC_STEP_FIELDS } from '../../../../../src/features/classicForm/classicFields';
import { DATA_POINT_SPECS } from '../../../../../src/features/dynamicForm/dataPointSpecs';
import { catalogPlacements } from '../../../../../src/features/dynamicForm/stepCatalog';
import { CHANGE_NUMBER_FIELDS } from '../../../../../src/features/afterOffer/mobile/ChangeNumberPanel';
import { PHONE_FIELD } from '../../../../../src/features/afterOffer/mobile/changeMobile';
import { smavaFields } from '../../../../../src/features/afterOffer/smava/smavaFields';
import {
  contactDetails,
  incomeDetails,
  otherDetails,
  referenceDetails,
  type FieldDefinition,
} from '../../../../../src/features/form';
import { ApplicationState } from '../../../../../src/features/lead';
import { PARTNER_STEP_FIELDS } from '../../../../../src/features/partnerSteps/stepFields';
import { atState, requestsBy, stepAnswers } from '../../afterOffer/helpers';
import { pagesOf } from '../../dynamicForm/dynamicFormTestUtils';
import { renderStep } from '../../dynamicForm/renderStep';
import { renderWithProviders } from '../../../testUtils';

const named = (fields: readonly FieldDefinition[], name: string) =>
  fields.find((field) => field.name === name);

describe('a field asked on several screens', () => {
  it('is the one object of the catalog on the four screens that ask the mobile number', () => {
    const phone = contactDetails.phoneNumber.field;
    expect(named(CLASSIC_STEP_FIELDS['contact-details'], phone.name)).toBe(phone);
    expect(DATA_POINT_SPECS.PHONE_NUMBER.field).toBe(phone);
    expect(named(smavaFields(askRobinSpain.loan), phone.name)).toBe(phone);
    expect(PHONE_FIELD).toBe(phone);
    expect(CHANGE_NUMBER_FIELDS).toEqual([phone]);
  });

  it('is the one object of the catalog for the other phones and the e-mail', () => {
    const reference = referenceDetails.phoneNumber.field;
    expect(named(CLASSIC_STEP_FIELDS['reference-information'], reference.name)).toBe(reference);
    expect(named(PARTNER_STEP_FIELDS['reference-details'], reference.name)).toBe(reference);
    expect(DATA_POINT_SPECS.REFERENCE_PHONE_NUMBER.field).toBe(reference);
    const work = incomeDetails.workPhone.field;
    expect(named(PARTNER_STEP_FIELDS['employment-details'], work.name)).toBe(work);
    expect(DATA_POINT_SPECS.WORK_PHONE.field).toBe(work);
    const email = contactDetails.email.field;
    expect(named(CLASSIC_STEP_FIELDS['contact-details'], email.name)).toBe(email);
    expect(DATA_POINT_SPECS.EMAIL.field).toBe(email);
    expect(named(smavaFields(askRobinSpain.loan), email.name)).toBe(email);
  });

  it('keeps the catalog’s list of answers where a screen shows it otherwise', () => {
    // The classic step asks the loan's purpose in a select, the dynamic form in radios: one list.
    const purposes = otherDetails.loanPurpose.field.options;
    const classic = named(CLASSIC_STEP_FIELDS['other-information'], 'otherDetails.loanPurpose');
    expect(classic?.control).toBe('select');
    expect(classic?.options).toBe(purposes);
    expect(DATA_POINT_SPECS.LOAN_PURPOSE.field.control).toBe('radio');
    expect(DATA_POINT_SPECS.LOAN_PURPOSE.field.options).toBe(purposes);
  });
});

/** The texts the mobile number's input is described by, as a screen reader reads them after it. */
async function descriptionsOfMobile(label: RegExp | string) {
  const input = await screen.findByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent);
}

describe('the mobile number, wherever it is asked', () => {
  const phoneAt = (route: string, state: number) =>
    renderWithProviders(<ApplicationPage />, {
      ...atState(route, state),
      leadApi: {
        request: requestsBy({
          'GET /partner/logos': { data: [] },
          'POST /v2/customer/mobile/verify': {
            data: {
              maskedPhoneNumber: '••••••678',
              codeLength: 6,
              expiresInSeconds: 600,
              resendInSeconds: 30,
              attemptsLeft: 5,
            },
          },
        }),
        sendLeadStep: stepAnswers({}),
      },
    });

  it.each([
    ['the classic contact step', '/contact-details', ApplicationState.CONTACT_DETAILS],
    ['the smava landing page', '/smava', ApplicationState.NONE],
    ['the change of number', '/change-mobile-number', ApplicationState.CHANGE_MOBILE_NUMBER],
  ])('is typed after the brand’s prefix on %s', async (_screen, route, state) => {
    phoneAt(route, state);
    expect(await descriptionsOfMobile(/^Mobile (phone|number)/)).toContain('+34');
  });

  it('is typed after the brand’s prefix in the verification screen’s “wrong number?” panel', async () => {
    const { user } = phoneAt('/mobile-verification', ApplicationState.MOBILE_VERIFICATION);
    await user.click(await screen.findByRole('button', { name: 'Wrong number? Change it' }));
    expect(await descriptionsOfMobile(/^Mobile (phone|number)/)).toContain('+34');
  });

  it('is typed after the brand’s prefix on the dynamic form’s first page', async () => {
    renderStep('initial-details', {
      pages: pagesOf(catalogPlacements('initial-details'), 'initial-details'),
    });
    expect(await descriptionsOfMobile(/Mobile phone/)).toContain('+34');
  });
});
