import assert from 'node:assert/strict';
import { ENTRY_SCRIPT, NEXT_STEP_CHUNKS } from '../../e2e/support/heldScripts';
import { funnelOnASlowConnection } from '../../e2e/support/slowConnection';
import type { EngineBuilds } from '../support/engineBuilds';
import { fillPersonalDetails } from './classicFunnel';
import type { Scenario } from './driver';
import { storedLeadOf } from './storedLead';

const PICTURE = '#root > .first-paint';
/** How long the proxy may take to see the picture's requests on a loaded machine. */
const REQUESTS_SEEN_WITHIN_MS = 15_000;

/** The chunks of `names` the page has asked the proxy for, by name. */
const chunksAskedFor = (requests: readonly string[], names: readonly string[]) =>
  names.filter((name) =>
    requests.some((request) =>
      new RegExp(`^GET /application-frontend/assets/${name}-[^/?]+\\.js$`).test(request),
    ),
  );

/** Waits until `names` have all been asked for, and says which were not. */
async function untilAskedFor(requests: () => readonly string[], names: readonly string[]) {
  const deadline = Date.now() + REQUESTS_SEEN_WITHIN_MS;
  while (chunksAskedFor(requests(), names).length < names.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(chunksAskedFor(requests(), names), names, 'what the next step needs');
}

/**
 * The live first paint (docs/performance.md): with the app's entry script held back by the
 * connection, the build's picture of the first screen is the page, and what the applicant does
 * there is taken over by the app exactly once. The choice in the banner is "reject": "accept"
 * would start the vendors' scripts, which no test may fetch.
 */
export const actingBeforeTheApp: Scenario<EngineBuilds> = {
  title:
    'taps, a drag, the consent choice and a double tap on continue made before the app are honoured exactly once',
  run: async (driver, { classic }) => {
    const funnel = await funnelOnASlowConnection(classic.origin, { hold: ENTRY_SCRIPT });
    try {
      await driver.open(`${funnel.origin}/application-frontend/`);
      await driver.expectText(`${PICTURE} h1`, 'Tu préstamo');
      await driver.tap('Reducir en 100 €');
      await driver.tap('Reducir en 100 €');
      await driver.expectText(`${PICTURE} output[for="field-amount"]`, '800 €');
      await driver.drag(`${PICTURE} #field-period`, 0.5);
      const dragged = Number(await driver.valueOf(`${PICTURE} #field-period`));
      assert.ok(dragged > 61, `the drag moved the period from 61 days (now ${dragged})`);
      await driver.tap('Alargar en 1 día');
      const period = dragged + 1;
      await driver.expectText(`${PICTURE} output[for="field-period"]`, `${period} días`);
      await driver.expectText(`${PICTURE} .loan-summary`, `800 € durante ${period} días`);
      await driver.tap('Rechazar todo');
      await driver.expectHidden('.first-paint--consent');
      await driver.doubleTap('Solicitar ahora');
      await driver.expectAttribute(`${PICTURE} button[type="submit"]`, 'aria-busy', 'true');
      await driver.expectText(`${PICTURE} button[type="submit"]`, 'Guardando…');
      // Asked for by the picture at the continue: the app's entry is still held.
      await untilAskedFor(funnel.requests, NEXT_STEP_CHUNKS);

      funnel.release();
      await driver.expectPath(/\/personal-details$/);
      await driver.expectHeading('Sobre ti');
      // One step moved: back lands on the first screen, with the values chosen in the picture.
      await driver.back();
      await driver.expectHeading('Tu préstamo');
      await driver.expectText('output[for="field-amount"]', '800 €');
      await driver.expectText('output[for="field-period"]', `${period} días`);
      // The choice is kept: the app's banner does not ask again.
      await driver.expectHidden('section.consent');
      const consent = await driver.read(() => localStorage.getItem('trackingConsent'));
      const { analytics, marketing } = JSON.parse(consent ?? '{}') as Record<string, unknown>;
      assert.deepEqual({ analytics, marketing }, { analytics: false, marketing: false });

      await driver.tap('Solicitar ahora');
      await driver.expectPath(/\/personal-details$/);
      await fillPersonalDetails(driver);
      await driver.tap('Continuar');
      await driver.expectPath(/\/contact-details$/);
      const creates = funnel.requests().filter((request) => request === 'POST /v3/lead');
      assert.equal(creates.length, 1, 'one lead is created');
      const lead = await storedLeadOf(driver, classic.origin);
      assert.deepEqual([lead.data.amount, lead.data.period], [800, period]);
    } finally {
      await funnel.close();
    }
  },
};
