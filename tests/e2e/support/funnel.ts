import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { APPLICANT } from './applicant';
import { fillBirthDate } from './birthDate';

export { APPLICANT, emailFor } from './applicant';

const byName = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Page object of the classic funnel: one method per step, each ending on the next step. */
export class Funnel {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(query ? `./?${query}` : './');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async submit() {
    await this.page.locator('form button[type="submit"]').click();
  }

  async loanInformation() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
    await this.submit();
    await expect(this.page).toHaveURL(/\/personal-details$/);
  }

  async fillPersonalDetails() {
    await byName(this.page, 'personalDetails.firstName').fill(APPLICANT.firstName);
    await byName(this.page, 'personalDetails.lastName').fill(APPLICANT.lastName);
    await this.page.getByLabel('Mujer').check();
    await fillBirthDate(this.page, 'personalDetails.dateOfBirth', APPLICANT.dateOfBirth);
    await byName(this.page, 'personalDetails.personalCode').fill(APPLICANT.personalCode);
  }

  async fillContactDetails(email: string) {
    await byName(this.page, 'contactDetails.email').fill(email);
    await byName(this.page, 'contactDetails.phoneNumber').fill(APPLICANT.phone);
    await byName(this.page, 'contactDetails.street').fill(APPLICANT.street);
    await byName(this.page, 'contactDetails.houseNumber').fill(APPLICANT.houseNumber);
    await byName(this.page, 'contactDetails.postalCode').fill(APPLICANT.postalCode);
    await byName(this.page, 'contactDetails.city').fill(APPLICANT.city);
    await byName(this.page, 'generalPolicies').check();
  }

  async fillIncomeDetails() {
    await byName(this.page, 'incomeDetails.incomeSource').selectOption('EMPLOYED');
    await byName(this.page, 'incomeDetails.monthlyIncome').fill(APPLICANT.monthlyIncome);
    await byName(this.page, 'incomeDetails.incomePayday').fill(APPLICANT.payday);
  }

  async fillOtherInformation() {
    await byName(this.page, 'otherDetails.loanPurpose').selectOption('CAR');
    await byName(this.page, 'otherDetails.maritalStatus').selectOption('SINGLE');
    await byName(this.page, 'otherDetails.education').selectOption('UNIVERSITY');
    await byName(this.page, 'otherDetails.housingTenure').selectOption('RENT');
    await byName(this.page, 'otherDetails.numberOfDependants').fill('0');
    await byName(this.page, 'expenses.monthlyExpenses').fill('600');
  }

  async fillReferenceInformation() {
    await byName(this.page, 'referenceDetails.type').selectOption('FRIEND');
    await byName(this.page, 'referenceDetails.name').fill(APPLICANT.referenceName);
    await byName(this.page, 'referenceDetails.phoneNumber').fill(APPLICANT.referencePhone);
  }

  /**
   * From the first screen to contact details: the lead is created (`leadIdOf` reads its id where
   * the tab's storage works).
   */
  async toContactDetails() {
    await this.loanInformation();
    await this.fillPersonalDetails();
    await this.submit();
    await expect(this.page).toHaveURL(/\/contact-details$/);
  }

  /** From the first screen to checking, with the e-mail that selects the sandbox outcome. */
  async completeToChecking(email: string) {
    await this.toContactDetails();
    await this.fillContactDetails(email);
    await this.submit();
    await expect(this.page).toHaveURL(/\/income-details$/);
    await this.fillIncomeDetails();
    await this.submit();
    await expect(this.page).toHaveURL(/\/other-information$/);
    await this.fillOtherInformation();
    await this.submit();
    await expect(this.page).toHaveURL(/\/reference-information$/);
    await this.fillReferenceInformation();
    await this.submit();
  }
}

export function field(page: Page, name: string) {
  return byName(page, name);
}

/** The lead as the sandbox stored it, for asserting what the funnel really sent. */
export async function storedLead(request: APIRequestContext, origin: string, id: string) {
  const response = await request.get(`${origin}/sandbox/leads/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    data: Record<string, unknown>;
    progressState: number;
    product: string;
  };
}

/** The applicant token the funnel keeps for its lead (session storage `applicantToken`). */
export async function applicantTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('applicantToken');
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  });
  expect(typeof token).toBe('string');
  return token as string;
}

export async function leadIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const raw = sessionStorage.getItem('leadApplication');
    return raw ? (JSON.parse(raw) as { application?: { id?: string } }).application?.id : undefined;
  });
  expect(id).toBeTruthy();
  return id as string;
}
