import { describe, expect, it } from 'vitest';
import {
  isBeforeOfferState,
  isKnownPath,
  routeChangeFor,
  stateForPath,
} from '../../../../src/features/routing/stateRoutes';

/** Specification section 3 (numbered states) joined with section 2 (routes). */
const SPEC_ROUTES: readonly [state: number, route: string][] = [
  [0, '/'],
  [1, '/loan-information'],
  [2, '/personal-details'],
  [3, '/contact-details'],
  [4, '/income-details'],
  [5, '/other-information'],
  [6, '/checking'],
  [7, '/mobile-verification'],
  [8, '/employment-details'],
  [9, '/instantor'],
  [10, '/accepted'],
  [11, '/thank-you'],
  [12, '/redirected'],
  [13, '/rejected'],
  [14, '/continue'],
  [15, '/change-mobile-number'],
  [16, '/vehicle'],
  [17, '/wenance-tink'],
  [18, '/wenance-account'],
  [19, '/moneyman-paylands'],
  [20, '/consents'],
  [21, '/additional-employment-details'],
  [22, '/'],
  [23, '/marital-details'],
  [24, '/aide'],
  [25, '/reference-information'],
  [26, '/credit-details'],
  [27, '/professional-details'],
  [28, '/cnp'],
  [29, '/advanzia-consents'],
  [30, '/id-upload'],
  [31, '/customer-debts'],
  [32, '/reference-details'],
  [33, '/wniosek'],
  [34, '/wniosek-uzupelnienie'],
  [35, '/dynamic-consents'],
  [36, '/tfbank-consents'],
  [37, '/ipfd-offer-choice'],
  [38, '/cofidis-offer'],
  [39, '/provident-offer'],
  [40, '/instabank-offer'],
  [41, '/proficredit-offer'],
];

/** Loan, personal, contact, income, other and reference information, and employment details. */
const BEFORE_OFFER = new Set([1, 2, 3, 4, 5, 25, 8]);

describe('routeChangeFor', () => {
  it('covers every numbered state 0..41', () => {
    expect(SPEC_ROUTES.map(([state]) => state)).toEqual(Array.from({ length: 42 }, (_, i) => i));
  });

  it.each(SPEC_ROUTES)('state %i goes to %s', (state, route) => {
    const mode = BEFORE_OFFER.has(state) ? 'PUSH' : 'REPLACE';
    expect(routeChangeFor(state)).toEqual({ path: route, mode });
  });

  it('sends additional personal details (22), which has no route of its own, to the index', () => {
    expect(routeChangeFor(22).path).toBe('/');
  });

  it.each([-1, 42, 99, 2.5, Number.NaN])('sends unknown state %s to the index', (state) => {
    expect(routeChangeFor(state).path).toBe('/');
  });
});

describe('isBeforeOfferState', () => {
  it('is true for exactly the seven before-offer states', () => {
    const before = SPEC_ROUTES.map(([state]) => state).filter((state) => isBeforeOfferState(state));
    expect(new Set(before)).toEqual(BEFORE_OFFER);
  });

  it.each([-1, 42, Number.NaN])('treats unknown state %s as not before the offer', (state) => {
    expect(isBeforeOfferState(state)).toBe(false);
  });
});

describe('stateForPath', () => {
  it.each(SPEC_ROUTES.filter(([state]) => state !== 0 && state !== 22))(
    'finds state %i at %s',
    (state, route) => {
      expect(stateForPath(route)).toBe(state);
    },
  );

  it('reads the index as the initial state, not as additional personal details', () => {
    expect(stateForPath('/')).toBe(0);
  });

  it.each(['/continue/abc-123', '/continue/6f1c2f7e-0000-4000-8000-000000000000'])(
    'reads %s as the continue state',
    (path) => {
      expect(stateForPath(path)).toBe(14);
    },
  );

  it.each(['/nope', '/personal-details/extra', '/Personal-Details', '/unsubscribe', '/404', ''])(
    'finds no state at %j',
    (path) => {
      expect(stateForPath(path)).toBeUndefined();
    },
  );
});

describe('isKnownPath', () => {
  it.each([
    ['/unsubscribe', true],
    ['/404', true],
    ['/accepted', true],
    ['/continue/abc', true],
    ['/nope', false],
  ])('%s → %s', (path, known) => {
    expect(isKnownPath(path)).toBe(known);
  });
});
