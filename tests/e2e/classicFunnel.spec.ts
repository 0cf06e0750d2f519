import { expect, test } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { emailFor, Funnel, leadIdOf, storedLead } from './support/funnel';

test.describe('classic funnel against the sandbox', () => {
  test('an applicant reaches offers, and the lead carries every step and its attribution', async ({
    page,
    request,
  }) => {
    const funnel = new Funnel(page);
    await funnel.open('utm_source=newsletter&refName=partnerA&refSubId=sub1&gclid=abc123');
    await funnel.completeToChecking(emailFor('accepted'));

    await expect(page).toHaveURL(/\/accepted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tienes ofertas' })).toBeVisible();
    const offers = page.getByRole('list', { name: 'Ofertas' }).getByRole('listitem');
    await expect(offers.first()).toBeVisible();
    expect(await offers.count()).toBeGreaterThanOrEqual(2);
    await expect(offers.first()).toContainText('Oferta válida hasta');

    const lead = await storedLead(request, SANDBOX_ORIGIN, await leadIdOf(page));
    expect(lead.product).toBe('askrobin');
    expect(lead.data).toMatchObject({
      amount: 1000,
      period: 61,
      personalDetails: { firstName: 'Lucía', lastName: 'García-Pérez', personalCode: '12345678Z' },
      contactDetails: { postalCode: '28013', city: 'Madrid' },
      incomeDetails: { monthlyIncome: 1800, incomePayday: 28 },
      referenceDetails: { type: 'FRIEND' },
      affiliateReferenceParams: { attribute: 'partnerA', subId: 'sub1' },
      googleClick: { gclid: 'abc123' },
    });
    expect((lead.data.tags as string[])[0]).toBe('react-ui');
    expect(lead.data.deviceData).toMatchObject({
      screenResolution: expect.stringMatching(/^\d+x\d+$/),
    });
  });

  test('after the offer the back button does not return into a finished step', async ({ page }) => {
    const funnel = new Funnel(page);
    await funnel.open();
    await funnel.completeToChecking(emailFor('thankyou'));
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gracias' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/thank-you$/);
  });

  test('a rejected applicant is told so clearly', async ({ page }) => {
    const funnel = new Funnel(page);
    await funnel.open();
    await funnel.completeToChecking(emailFor('rejected'));
    await expect(page).toHaveURL(/\/rejected$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Esta vez no hay oferta' }),
    ).toBeVisible();
  });

  test('a redirected applicant is sent on to the partner', async ({ page }) => {
    const funnel = new Funnel(page);
    await funnel.open();
    await funnel.completeToChecking(emailFor('redirected'));
    await expect(page).toHaveURL(/\/redirected$/);
    const link = page.getByRole('link', { name: /Continuar en/ });
    await expect(link).toHaveAttribute(
      'href',
      /^http:\/\/127\.0\.0\.1:\d+\/sandbox\/partner\?lead=/,
    );
    await page.waitForURL(/\/sandbox\/partner\?lead=/);
    await expect(page).toHaveTitle('Partner lender (sandbox)');
  });
});
