import { describe, expect, it } from 'vitest';
import { brandConfig } from '../../../../src/brands/es/askrobin/config';
import { redirectFor } from '../../../../src/features/routing/routeGuard';

const steps = brandConfig.steps;
const guard = (path: string, progressState: number) => redirectFor(path, progressState, steps);

const ALL_STATES = Array.from({ length: 42 }, (_, i) => i);

describe('redirectFor', () => {
  it.each(['/nope', '/personal-details/extra', '/smava-typo', '/employment'])(
    'sends unknown path %s to /404',
    (path) => {
      expect(guard(path, 0)).toBe('/404');
      expect(guard(path, 2)).toBe('/404');
      expect(guard(path, 10)).toBe('/404');
    },
  );

  it.each(['/unsubscribe', '/404', '/continue/abc-123'])(
    'always shows %s, whatever the state',
    (path) => {
      for (const state of ALL_STATES) expect(guard(path, state)).toBeNull();
    },
  );

  describe('after-offer routes', () => {
    it.each([
      ['/accepted', 10],
      ['/checking', 6],
      ['/rejected', 13],
      ['/redirected', 12],
      ['/thank-you', 11],
      ['/proficredit-offer', 41],
    ])('shows %s when it is the current state (%i)', (path, state) => {
      expect(guard(path, state)).toBeNull();
    });

    it.each([
      ['/accepted', 13, '/rejected'],
      ['/accepted', 6, '/checking'],
      ['/redirected', 10, '/accepted'],
      ['/accepted', 2, '/personal-details'],
      ['/checking', 0, '/'],
    ])('sends %s in state %i to the current route %s', (path, state, expected) => {
      expect(guard(path, state)).toBe(expected);
    });
  });

  describe('before-offer steps', () => {
    it.each([
      ['/loan-information', 0],
      ['/loan-information', 1],
      ['/personal-details', 2],
      ['/loan-information', 3],
      ['/personal-details', 3],
      ['/contact-details', 3],
      ['/income-details', 5],
      ['/reference-information', 25],
    ])('shows %s once the applicant has reached it (state %i)', (path, state) => {
      expect(guard(path, state)).toBeNull();
    });

    it.each([
      ['/personal-details', 0, '/'],
      ['/personal-details', 1, '/loan-information'],
      ['/contact-details', 2, '/personal-details'],
      ['/reference-information', 3, '/contact-details'],
      ['/other-information', 4, '/income-details'],
    ])('sends %s beyond progress (state %i) back to %s', (path, state, expected) => {
      expect(guard(path, state)).toBe(expected);
    });

    it.each([
      ['/personal-details', 10, '/accepted'],
      ['/loan-information', 6, '/checking'],
      ['/reference-information', 13, '/rejected'],
      ['/contact-details', 12, '/redirected'],
    ])('sends %s after the offer (state %i) to the current route %s', (path, state, expected) => {
      expect(guard(path, state)).toBe(expected);
    });
  });

  describe('the index', () => {
    it.each([0, 1, 2, 3, 25])('shows the index before the offer (state %i)', (state) => {
      expect(guard('/', state)).toBeNull();
    });

    it.each([
      [6, '/checking'],
      [10, '/accepted'],
      [13, '/rejected'],
    ])('sends the index after the offer (state %i) to %s', (state, expected) => {
      expect(guard('/', state)).toBe(expected);
    });

    it('shows the index in additional personal details (22), whose route it is', () => {
      expect(guard('/', 22)).toBeNull();
    });
  });

  it('never redirects a path to itself (that would show a blank page)', () => {
    const paths = [
      '/',
      '/loan-information',
      '/personal-details',
      '/accepted',
      '/checking',
      '/continue',
      '/employment-details',
      '/nope',
    ];
    for (const state of [...ALL_STATES, 99]) {
      for (const path of paths) {
        expect(guard(path, state), `${path} in state ${state}`).not.toBe(path);
      }
    }
  });
});
