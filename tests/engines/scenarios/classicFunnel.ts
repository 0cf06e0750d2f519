import assert from 'node:assert/strict';
import { APPLICANT, emailFor } from '../../e2e/support/applicant';
import type { EngineBuilds } from '../support/engineBuilds';
import type { Driver, Scenario } from './driver';
import { storedLeadOf } from './storedLead';

/** Fills one classic step and continues to the next path. */
async function step(driver: Driver, fill: () => Promise<void>, next: RegExp, button = 'Continuar') {
  await fill();
  await driver.tap(button);
  await driver.expectPath(next);
}

async function typeBirthDate(driver: Driver, field: string, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  await driver.type(`${field}.day`, String(Number(day)));
  await driver.type(`${field}.month`, String(Number(month)));
  await driver.type(`${field}.year`, year);
}

export async function fillPersonalDetails(driver: Driver) {
  await driver.expectHeading('Sobre ti');
  await driver.type('personalDetails.firstName', APPLICANT.firstName);
  await driver.type('personalDetails.lastName', APPLICANT.lastName);
  await driver.tick('[name="personalDetails.gender"][value="FEMALE"]');
  await typeBirthDate(driver, 'personalDetails.dateOfBirth', APPLICANT.dateOfBirth);
  await driver.type('personalDetails.personalCode', APPLICANT.personalCode);
}

/**
 * The classic funnel of the default build, every step typed key by key, to its offers; the lead
 * the sandbox stored carries what was typed (a field the app never saw change would be missing).
 */
export const classicFunnelToOffers: Scenario<EngineBuilds> = {
  title: 'the classic funnel reaches its offers, and the lead carries what was typed',
  run: async (driver, { classic }) => {
    await driver.open(`${classic.origin}/application-frontend/`);
    await driver.expectHeading('Tu préstamo');
    await driver.tap('Rechazar todo');
    await driver.expectHidden('section.consent');
    await driver.tap('Solicitar ahora');
    await driver.expectPath(/\/personal-details$/);

    await step(driver, () => fillPersonalDetails(driver), /\/contact-details$/);
    const contact = async () => {
      await driver.type('contactDetails.email', emailFor('accepted'));
      await driver.type('contactDetails.phoneNumber', APPLICANT.phone);
      await driver.type('contactDetails.street', APPLICANT.street);
      await driver.type('contactDetails.houseNumber', APPLICANT.houseNumber);
      await driver.type('contactDetails.postalCode', APPLICANT.postalCode);
      await driver.type('contactDetails.city', APPLICANT.city);
      await driver.tick('[name="generalPolicies"]');
    };
    await step(driver, contact, /\/income-details$/);
    const income = async () => {
      await driver.select('incomeDetails.incomeSource', 'EMPLOYED');
      await driver.type('incomeDetails.monthlyIncome', APPLICANT.monthlyIncome);
      await driver.type('incomeDetails.incomePayday', APPLICANT.payday);
    };
    await step(driver, income, /\/other-information$/);
    const other = async () => {
      await driver.select('otherDetails.loanPurpose', 'CAR');
      await driver.select('otherDetails.maritalStatus', 'SINGLE');
      await driver.select('otherDetails.education', 'UNIVERSITY');
      await driver.select('otherDetails.housingTenure', 'RENT');
      await driver.type('otherDetails.numberOfDependants', '0');
      await driver.type('expenses.monthlyExpenses', '600');
    };
    await step(driver, other, /\/reference-information$/);
    const reference = async () => {
      await driver.select('referenceDetails.type', 'FRIEND');
      await driver.type('referenceDetails.name', APPLICANT.referenceName);
      await driver.type('referenceDetails.phoneNumber', APPLICANT.referencePhone);
    };
    await step(driver, reference, /\/(checking|accepted)$/, 'Enviar solicitud');

    await driver.expectPath(/\/accepted$/);
    await driver.expectHeading('Tienes ofertas');
    await driver.expectAtLeast('ul[aria-label="Ofertas"] > li', 2);
    const lead = await storedLeadOf(driver, classic.origin);
    assert.equal(lead.product, 'askrobin');
    assert.deepEqual(
      [
        lead.data.amount,
        lead.data.personalDetails?.firstName,
        lead.data.personalDetails?.dateOfBirth,
      ],
      [1000, APPLICANT.firstName, APPLICANT.dateOfBirth],
    );
    assert.deepEqual(
      [lead.data.contactDetails?.postalCode, lead.data.incomeDetails?.monthlyIncome],
      [APPLICANT.postalCode, Number(APPLICANT.monthlyIncome)],
    );
  },
};
