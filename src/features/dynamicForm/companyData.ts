import { sessionStore } from '../../lib/storage';
import { COMPANY_DATA_KEY } from '../../lib/storageKeys';
import { toCompanies, type Company } from './lookupTypes';

/**
 * `companyData` (specification section 3): the company the applicant picked from the
 * `/company/{name}` look-up, with what the look-up returned (tax code, address), in the tab's
 * session storage. A reload keeps the pick and its details even when the look-up cannot be asked
 * again. It follows the employer name, not the lead id: it applies only while the typed name is
 * its name, and the next pick replaces it.
 */
export function rememberPickedCompany(company: Company): void {
  sessionStore.setItem(COMPANY_DATA_KEY, company);
}

/** The stored pick, checked like a look-up answer; anything else is dropped with a warning. */
export function readPickedCompany(): Company | null {
  const stored = sessionStore.getItem(COMPANY_DATA_KEY);
  if (stored === null) return null;
  const [company] = toCompanies([stored]);
  if (company) return company;
  console.warn(`Ignoring stored "${COMPANY_DATA_KEY}": unexpected shape`);
  sessionStore.removeItem(COMPANY_DATA_KEY);
  return null;
}
