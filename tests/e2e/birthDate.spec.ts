import { expect, test } from '@playwright/test';
import { APPLICANT, field, Funnel } from './support/funnel';

/** The Spanish default build: six classic steps, day, month and year in that order. */
test.describe('date of birth and step counter', () => {
  test('a Spanish applicant types 27 / 3 / 1985 and the lead carries 1985-03-27', async ({
    page,
  }) => {
    const funnel = new Funnel(page);
    await funnel.open();
    await expect(page.getByText('Paso 1 de 6')).toBeVisible();
    await funnel.loanInformation();

    const heading = page.getByRole('heading', { level: 1, name: 'Sobre ti' });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription('Paso 2 de 6');

    const birthDate = page.getByRole('group', { name: 'Fecha de nacimiento' });
    await expect(birthDate).toHaveAccessibleDescription(/^Por ejemplo, 27 3 1985/);
    const parts = birthDate.getByRole('textbox');
    for (const [index, name] of ['Día', 'Mes', 'Año'].entries()) {
      await expect(parts.nth(index)).toHaveAccessibleName(name);
    }

    await field(page, 'personalDetails.firstName').fill(APPLICANT.firstName);
    await field(page, 'personalDetails.lastName').fill(APPLICANT.lastName);
    await page.getByLabel('Mujer').check();
    await birthDate.getByLabel('Día').fill('27');
    await birthDate.getByLabel('Año').fill('1985');
    await field(page, 'personalDetails.personalCode').fill(APPLICANT.personalCode);

    // A month missing: the summary says so and its link leads to the month.
    await funnel.submit();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    const link = summary.getByRole('link', { name: /Fecha de nacimiento/ });
    await expect(link).toHaveText(
      'Fecha de nacimiento: La fecha de nacimiento debe incluir el mes.',
    );
    await link.click();
    await expect(birthDate.getByLabel('Mes')).toBeFocused();

    // Nothing typed is lost across a reload, even an incomplete date.
    await page.reload();
    await expect(birthDate.getByLabel('Día')).toHaveValue('27');
    await expect(birthDate.getByLabel('Mes')).toHaveValue('');
    await expect(birthDate.getByLabel('Año')).toHaveValue('1985');

    await birthDate.getByLabel('Mes').fill('3');
    const create = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v3/lead'),
    );
    await funnel.submit();
    const body = (await create).postDataJSON() as { personalDetails?: { dateOfBirth?: string } };
    expect(body.personalDetails?.dateOfBirth).toBe('1985-03-27');
    await expect(page).toHaveURL(/\/contact-details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(
      'Paso 3 de 6',
    );
  });
});
