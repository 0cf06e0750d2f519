import { expect, test, type Locator, type Page } from '@playwright/test';
import { ANSWERS, FIELD_OF, scenarioSteps } from './support/dynamicForm';
import { localeTargets, type LocaleTarget } from './support/localeBuilds';

/**
 * The whole funnel by keyboard alone, from the first screen to the outcome: only Tab, Shift+Tab,
 * Space, Enter, arrow keys and typing, never a click or a fill. Each control is reached by Tab
 * from the one before, so the walk also proves the focus order reaches everything.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of Tab`);
}

const control = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();

async function typeInto(page: Page, name: string, text: string) {
  const input = control(page, name);
  await tabTo(page, input);
  // A date field takes the digits in the order the browser's locale shows (es-ES: dd/mm/yyyy).
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const isDateField = (await input.getAttribute('type')) === 'date';
  await page.keyboard.type(date && isDateField ? `${date[3]}${date[2]}${date[1]}` : text);
}

/** A date of birth's day, month and year fields, each reached by Tab and typed without zeros. */
async function typeBirthDate(page: Page, name: string, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  await typeInto(page, `${name}.day`, String(Number(day)));
  await typeInto(page, `${name}.month`, String(Number(month)));
  await typeInto(page, `${name}.year`, year);
}

/** A closed select changes with the arrow keys, as a keyboard user picks from it. */
async function chooseOption(page: Page, name: string, value?: string) {
  const select = control(page, name);
  await tabTo(page, select);
  do await page.keyboard.press('ArrowDown');
  while (value !== undefined && (await select.inputValue()) !== value);
}

/** Tab enters a radio group; the arrow keys move through it, choosing as they go. */
async function chooseRadio(page: Page, name: string, value: string) {
  await tabTo(page, control(page, name));
  const wanted = page.locator(`[name="${name}"][value="${value}"]`);
  for (let presses = 0; !(await wanted.isChecked()); presses += 1) {
    if (presses > 10) throw new Error(`${name}=${value} not reached with the arrow keys`);
    await page.keyboard.press(presses === 0 ? 'Space' : 'ArrowRight');
  }
}

async function pressSubmit(page: Page) {
  await tabTo(page, page.locator('main form button[type="submit"]').last());
  await page.keyboard.press('Enter');
}

async function expectNewStep(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`/${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** The cookie banner comes last in the page: Shift+Tab from the top reaches it first. */
async function refuseCookiesByKeyboard(page: Page) {
  const refuse = page.locator('body > section.consent button').first();
  await tabTo(page, refuse, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('body > section.consent')).toBeHidden();
}

async function legacyWalk(page: Page, target: LocaleTarget) {
  await page.goto(target.baseUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await refuseCookiesByKeyboard(page);

  // Loan information: the slider by arrow keys, the + button by Space.
  const amount = control(page, 'amount');
  await tabTo(page, amount);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const lowered = Number(await amount.inputValue());
  await tabTo(page, page.getByRole('button', { name: /Aumentar/ }).first());
  await page.keyboard.press('Space');
  await expect(amount).toHaveValue(String(lowered + 100));
  await pressSubmit(page);
  await expectNewStep(page, 'personal-details');

  // A failed submit: focus on the summary, whose link leads to the field.
  await pressSubmit(page);
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(control(page, 'personalDetails.firstName')).toBeFocused();
  await page.keyboard.type('Lucía');
  await typeInto(page, 'personalDetails.lastName', 'García');
  await chooseRadio(page, 'personalDetails.gender', 'FEMALE');
  await typeBirthDate(page, 'personalDetails.dateOfBirth', '1990-05-17');
  await typeInto(page, 'personalDetails.personalCode', '12345678Z');
  await pressSubmit(page);
  await expectNewStep(page, 'contact-details');

  await typeInto(page, 'contactDetails.email', `accepted+kb${Date.now()}@example.com`);
  await typeInto(page, 'contactDetails.phoneNumber', target.phone);
  await typeInto(page, 'contactDetails.street', 'Calle Mayor');
  await typeInto(page, 'contactDetails.houseNumber', '12');
  await typeInto(page, 'contactDetails.postalCode', '28013');
  await typeInto(page, 'contactDetails.city', 'Madrid');
  await tabTo(page, control(page, 'generalPolicies'));
  await page.keyboard.press('Space');
  await pressSubmit(page);
  await expectNewStep(page, 'income-details');

  await chooseOption(page, 'incomeDetails.incomeSource', 'EMPLOYED');
  await typeInto(page, 'incomeDetails.monthlyIncome', '1800');
  await typeInto(page, 'incomeDetails.incomePayday', '28');
  await pressSubmit(page);
  await expectNewStep(page, 'other-information');

  await chooseOption(page, 'otherDetails.loanPurpose');
  await chooseOption(page, 'otherDetails.maritalStatus');
  await chooseOption(page, 'otherDetails.education');
  await chooseOption(page, 'otherDetails.housingTenure');
  await typeInto(page, 'otherDetails.numberOfDependants', '0');
  await typeInto(page, 'expenses.monthlyExpenses', '600');
  await pressSubmit(page);
  await expectNewStep(page, 'reference-information');

  await chooseOption(page, 'referenceDetails.type');
  await typeInto(page, 'referenceDetails.name', 'Ana López');
  await typeInto(page, 'referenceDetails.phoneNumber', '698765432');
  await pressSubmit(page);
}

/** Answers one data point of the dynamic form as support/dynamicForm.ts does, by keyboard. */
async function answerByKeyboard(page: Page, dataPoint: string) {
  const answer = ANSWERS[dataPoint];
  const name = FIELD_OF[dataPoint];
  if (!answer || !name) throw new Error(`No answer for ${dataPoint}`);
  if ('fill' in answer) await typeInto(page, name, answer.fill);
  else if ('birthDate' in answer) await typeBirthDate(page, name, answer.birthDate);
  else if ('choose' in answer) await chooseRadio(page, name, answer.choose);
  else if ('select' in answer) await chooseOption(page, name, answer.select);
  else if ('check' in answer) {
    await tabTo(page, control(page, name));
    await page.keyboard.press('Space');
  } else {
    // Filled by a look-up from an earlier answer.
    await expect(control(page, name)).toHaveValue(answer.expectFilled);
  }
}

async function dynamicWalk(page: Page, target: LocaleTarget) {
  await page.goto(target.baseUrl);
  await expect(page).toHaveURL(/\/initial-details$/);
  await refuseCookiesByKeyboard(page);

  await typeInto(page, 'contactDetails.email', `accepted+kb${Date.now()}@example.com`);
  await typeInto(page, 'contactDetails.phoneNumber', target.phone);
  await tabTo(page, control(page, 'generalPolicies'));
  await page.keyboard.press('Space');
  await pressSubmit(page);

  // The amount dialog takes focus; its slider moves by arrow keys; Enter confirms.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toBeFocused();
  await tabTo(page, dialog.locator('input[name="amount"]'));
  await page.keyboard.press('ArrowRight');
  await tabTo(page, dialog.locator('button[type="submit"]'));
  await page.keyboard.press('Enter');

  const steps = await scenarioSteps(page.request, target.origin, target.product);
  for (const [path, placements] of [...steps].slice(1)) {
    await expect(page).toHaveURL(new RegExp(`/${path}$`));
    // A modal step's dialog takes focus to its own heading.
    await expect(page.getByRole('heading').locator('visible=true').last()).toBeFocused();
    for (const { name } of placements) await answerByKeyboard(page, name);
    await tabTo(page, page.locator('form:visible button[type="submit"]').last());
    await page.keyboard.press('Enter');
  }
}

for (const target of localeTargets()) {
  const walk = { 'es-askrobin': legacyWalk, 'es-finipay': dynamicWalk }[target.id];
  if (!walk) continue;
  test(`${target.id}: the whole funnel by keyboard alone`, async ({ page }) => {
    test.setTimeout(120_000);
    await walk(page, target);
    await expect(page).toHaveURL(/\/(checking|accepted)$/);
    // The outcome: offers, and taking one, still by keyboard.
    await expect(page).toHaveURL(/\/accepted$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await tabTo(page, page.locator('main form button[type="submit"]').first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/thank-you$/);
  });
}
