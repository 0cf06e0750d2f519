import { ApplicationState as S } from '../lead';
import { ApplicationRoute, NavigationMode } from './routes';

interface StateRoute {
  route: string;
  beforeOffer: boolean;
}

const before = (route: string): StateRoute => ({ route, beforeOffer: true });
const after = (route: string): StateRoute => ({ route, beforeOffer: false });

/**
 * Each numbered state maps to one route and is flagged before or after the offer (section 2).
 * Only the seven form steps are before the offer; every other state, including none (0), is
 * after it. Additional personal details (22) has no route of its own, so it shows the index.
 */
export const STATE_ROUTES: Readonly<Partial<Record<number, StateRoute>>> = {
  [S.NONE]: after(ApplicationRoute.INDEX),
  [S.LOAN_INFORMATION]: before('/loan-information'),
  [S.PERSONAL_DETAILS]: before('/personal-details'),
  [S.CONTACT_DETAILS]: before('/contact-details'),
  [S.INCOME_DETAILS]: before('/income-details'),
  [S.OTHER_INFORMATION]: before('/other-information'),
  [S.REFERENCE_INFORMATION]: before('/reference-information'),
  [S.EMPLOYMENT_DETAILS]: before('/employment-details'),
  [S.CHECKING]: after('/checking'),
  [S.MOBILE_VERIFICATION]: after('/mobile-verification'),
  [S.INSTANTOR]: after('/instantor'),
  [S.ACCEPTED]: after('/accepted'),
  [S.THANK_YOU]: after('/thank-you'),
  [S.REDIRECTED]: after('/redirected'),
  [S.REJECTED]: after('/rejected'),
  [S.CONTINUE]: after(ApplicationRoute.CONTINUE),
  [S.CHANGE_MOBILE_NUMBER]: after('/change-mobile-number'),
  [S.VEHICLE]: after('/vehicle'),
  [S.WENANCE_TINK]: after('/wenance-tink'),
  [S.WENANCE_ACCOUNT]: after('/wenance-account'),
  [S.MONEYMAN_PAYLANDS]: after('/moneyman-paylands'),
  [S.POLICY_CONSENTS]: after('/consents'),
  [S.ADDITIONAL_EMPLOYMENT_DETAILS]: after('/additional-employment-details'),
  [S.ADDITIONAL_PERSONAL_DETAILS]: after(ApplicationRoute.INDEX),
  [S.MARITAL_DETAILS]: after('/marital-details'),
  [S.AIDE]: after('/aide'),
  [S.CREDIT_DETAILS]: after('/credit-details'),
  [S.PROFESSIONAL_DETAILS]: after('/professional-details'),
  [S.CNP]: after('/cnp'),
  [S.ADVANZIA_CONSENTS]: after('/advanzia-consents'),
  [S.ID_UPLOAD]: after('/id-upload'),
  [S.CUSTOMER_DEBTS]: after('/customer-debts'),
  [S.REFERENCE_DETAILS]: after('/reference-details'),
  [S.WNIOSEK]: after('/wniosek'),
  [S.WNIOSEK_UZUPELNIENIE]: after('/wniosek-uzupelnienie'),
  [S.DYNAMIC_CONSENTS]: after('/dynamic-consents'),
  [S.TFBANK_CONSENTS]: after('/tfbank-consents'),
  [S.IPFD_OFFER_CHOICE]: after('/ipfd-offer-choice'),
  [S.COFIDIS_OFFER]: after('/cofidis-offer'),
  [S.PROVIDENT_OFFER]: after('/provident-offer'),
  [S.INSTABANK_OFFER]: after('/instabank-offer'),
  [S.PROFICREDIT_OFFER]: after('/proficredit-offer'),
};

/** Routes that exist without a numbered state of their own. */
export const STATELESS_ROUTES: readonly string[] = [
  ApplicationRoute.UNSUBSCRIBE,
  ApplicationRoute.NOT_FOUND,
  ApplicationRoute.SMAVA,
];

export interface RouteChange {
  path: string;
  mode: NavigationMode;
}

/** Where a move into `state` goes and how: REPLACE into after-offer states, PUSH otherwise. */
export function routeChangeFor(state: number): RouteChange {
  const target = STATE_ROUTES[state];
  if (!target) return { path: ApplicationRoute.INDEX, mode: NavigationMode.PUSH };
  return {
    path: target.route,
    mode: target.beforeOffer ? NavigationMode.PUSH : NavigationMode.REPLACE,
  };
}

/** State 14's route for a lead: `/continue/{id}` (section 3), the id as one path segment. */
export function continuePath(leadId: string): string {
  return `${ApplicationRoute.CONTINUE}/${encodeURIComponent(leadId)}`;
}

/**
 * The route change with the lead's id put in where the route names it: the table above knows
 * state 14 only as `/continue`; with a lead it goes to `/continue/{id}`. Without a lead (none
 * yet) `/continue` stays, which the continue screen still shows.
 */
export function withLeadId(change: RouteChange, leadId: string | undefined): RouteChange {
  if (change.path !== ApplicationRoute.CONTINUE || !leadId) return change;
  return { ...change, path: continuePath(leadId) };
}

export function isBeforeOfferState(state: number): boolean {
  return STATE_ROUTES[state]?.beforeOffer ?? false;
}

/** The state whose route is `path`, if any; `/continue/{id}` counts as the continue state. */
export function stateForPath(path: string): number | undefined {
  if (path.startsWith(`${ApplicationRoute.CONTINUE}/`)) return S.CONTINUE;
  for (const [state, target] of Object.entries(STATE_ROUTES)) {
    if (target?.route === path) return Number(state);
  }
  return undefined;
}

export function isKnownPath(path: string): boolean {
  return stateForPath(path) !== undefined || STATELESS_ROUTES.includes(path);
}
