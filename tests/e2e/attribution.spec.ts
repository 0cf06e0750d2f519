import { expect, test } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { Funnel, storedLead, leadIdOf } from './support/funnel';
import { stubThirdParties } from './support/thirdParties';

/**
 * Attribution that never mixes (specification section 4): a new affiliate reference replaces
 * the stored one and starts a new session, so nothing of the old reference's visit (its sub id,
 * transaction id, campaign or selling tier) reaches the lead or the affiliate network.
 */
test('a second affiliate link in the same tab: the lead and the affiliate event carry only the new reference', async ({
  page,
  request,
}) => {
  await stubThirdParties(page);
  const funnel = new Funnel(page);
  await funnel.open(
    'refName=alpha&refSubId=s1&refTransactionId=t1&utm_source=alpha-mail&sellingTierGlobalId=alpha-tier',
  );
  await funnel.open('refName=beta');
  await funnel.toContactDetails();
  const leadId = await leadIdOf(page);
  const lead = await storedLead(request, SANDBOX_ORIGIN, leadId);
  expect(lead.data['affiliateReferenceParams']).toEqual({
    attribute: 'beta',
    setAt: expect.any(String),
  });
  expect(lead.data).not.toHaveProperty('sellingTierGlobalId');
  expect(lead.data['posthogParameters']).not.toHaveProperty('utm');

  await expect
    .poll(async () => {
      const answer = await request.get(
        `${SANDBOX_ORIGIN}/sandbox/affiliate-events?leadId=${leadId}`,
      );
      return ((await answer.json()) as { events: Record<string, unknown>[] }).events;
    })
    .toHaveLength(1);
  const { events } = (await (
    await request.get(`${SANDBOX_ORIGIN}/sandbox/affiliate-events?leadId=${leadId}`)
  ).json()) as { events: Record<string, unknown>[] };
  expect(events[0]).toMatchObject({ leadId, event: 'LEAD_CREATED', attribute: 'beta' });
  // The sandbox stores the event's columns, empty ones as null: none of alpha's may be there.
  expect(events[0]?.['subId'] ?? null).toBeNull();
  expect(events[0]?.['transactionId'] ?? null).toBeNull();
});
