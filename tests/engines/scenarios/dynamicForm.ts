import assert from 'node:assert/strict';
import { APPLICANT, emailFor } from '../../e2e/support/applicant';
import type { EngineBuilds } from '../support/engineBuilds';
import type { Scenario } from './driver';
import { storedLeadOf } from './storedLead';

/**
 * A v3 build's first two steps (es/finipay against its sandbox's `v3-short` scenario, docs/api.md):
 * initial-details with its amount modal, then the name, each kept as typed.
 */
export const dynamicFormFirstSteps: Scenario<EngineBuilds> = {
  title: 'a v3 build’s first two steps, with the amount modal between them, keep what was typed',
  run: async (driver, { v3 }) => {
    const email = emailFor('v3-short');
    await driver.open(`${v3.origin}/application-frontend/`);
    await driver.expectPath(/\/initial-details$/);
    await driver.expectHeading('Empecemos');
    await driver.tap('Rechazar todo');
    await driver.expectHidden('section.consent');
    // Typed into the app's step: a WebDriver element found in the picture goes stale when the
    // app takes its place (what is typed in the picture is the first-paint scenario's).
    await driver.expectHidden('#root > .first-paint');
    await driver.type('contactDetails.email', email);
    await driver.type('contactDetails.phoneNumber', APPLICANT.phone);
    await driver.tick('[name="generalPolicies"]');
    await driver.tap('Continuar');
    await driver.expectAtLeast('[role="dialog"][aria-modal="true"]', 1);
    await driver.tap('Ver mis ofertas');

    await driver.expectPath(/\/name$/);
    await driver.expectHeading('Tu nombre');
    await driver.type('personalDetails.firstName', APPLICANT.firstName);
    await driver.type('personalDetails.lastName', APPLICANT.lastName);
    await driver.tap('Continuar');
    await driver.expectPath(/\/date-of-birth$/);

    // The first step created the lead with what was typed; the name is the tab's draft until the
    // last step submits everything (docs/dynamic-form.md), and a step back shows it.
    const lead = await storedLeadOf(driver, v3.origin);
    assert.equal(lead.product, 'finipay');
    assert.deepEqual(
      [lead.data.contactDetails?.email, lead.data.contactDetails?.phoneNumber],
      [email, APPLICANT.phone],
    );
    await driver.back();
    await driver.expectPath(/\/name$/);
    await driver.expectValue('[name="personalDetails.firstName"]', APPLICANT.firstName);
    await driver.expectValue('[name="personalDetails.lastName"]', APPLICANT.lastName);
  },
};
