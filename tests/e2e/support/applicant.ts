// The applicant's answers, apart from any browser driver: the engines' scenarios
// (tests/engines) run them under another Playwright and under WebdriverIO.

/** Valid answers for every classic step of the Spanish default build (obvious fakes). */
export const APPLICANT = {
  firstName: 'Lucía',
  lastName: 'García-Pérez',
  dateOfBirth: '1990-05-17',
  personalCode: '12345678Z',
  phone: '612345678',
  street: 'Calle Mayor',
  houseNumber: '12',
  postalCode: '28013',
  city: 'Madrid',
  monthlyIncome: '1800',
  payday: '28',
  referenceName: 'Ana López',
  referencePhone: '698765432',
} as const;

export function emailFor(outcome: string): string {
  return `${outcome}+${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
}
