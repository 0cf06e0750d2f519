import { describe, expect, it } from 'vitest';
import { brandConfig } from '../../../../src/brands/es/askrobin/config';
import { redirectFor } from '../../../../src/features/routing/routeGuard';

const guard = (path: string, state: number) => redirectFor(path, state, brandConfig.steps);

/** Employment details (8) is before the offer but not one of the brand's classic steps. */
describe('route guard in employment details (state 8)', () => {
  it('shows /employment-details (it used to answer /404)', () => {
    expect(guard('/employment-details', 8)).toBeNull();
  });

  it.each([
    '/',
    '/loan-information',
    '/personal-details',
    '/reference-information',
    '/checking',
    '/accepted',
  ])('sends %s to /employment-details: the classic steps are done and no result is out', (path) => {
    expect(guard(path, 8)).toBe('/employment-details');
  });

  it('keeps unknown paths at /404 and the always-open routes open', () => {
    expect(guard('/employment', 8)).toBe('/404');
    expect(guard('/unsubscribe', 8)).toBeNull();
    expect(guard('/continue/abc', 8)).toBeNull();
  });

  it('does not open /employment-details from another state', () => {
    expect(guard('/employment-details', 11)).toBe('/thank-you');
    expect(guard('/employment-details', 10)).toBe('/accepted');
  });
});

describe('route guard in the partner steps', () => {
  const routes: [string, number][] = [
    ['/additional-employment-details', 21],
    ['/marital-details', 23],
    ['/aide', 24],
    ['/credit-details', 26],
    ['/professional-details', 27],
    ['/cnp', 28],
    ['/customer-debts', 31],
    ['/reference-details', 32],
    ['/wniosek', 33],
    ['/wniosek-uzupelnienie', 34],
    ['/ipfd-offer-choice', 37],
    ['/cofidis-offer', 38],
    ['/provident-offer', 39],
    ['/instabank-offer', 40],
    ['/proficredit-offer', 41],
  ];

  it.each(routes)('opens %s in its own state (%i) only', (path, state) => {
    expect(guard(path, state)).toBeNull();
    expect(guard(path, 11)).toBe('/thank-you');
    expect(guard('/personal-details', state)).toBe(path);
  });

  it('never returns from the completion step into the Polish application form', () => {
    expect(guard('/wniosek', 34)).toBe('/wniosek-uzupelnienie');
  });
});
