import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../../src/app/ApplicationPage';
import { catalogPlacements } from '../../../../../src/features/dynamicForm/stepCatalog';
import { ApplicationState } from '../../../../../src/features/lead';
import { atState, requestsBy } from '../../afterOffer/helpers';
import { pagesOf } from '../../dynamicForm/dynamicFormTestUtils';
import { renderStep } from '../../dynamicForm/renderStep';
import { renderWithProviders } from '../../../testUtils';

type View = ReturnType<typeof renderWithProviders>;

const BAD_NUMBER = '12';
const TOO_SHORT = 'This number is too short.';

/**
 * The mobile number's input after `BAD_NUMBER` is typed and sent with Enter: what a screen reader
 * reads after it (its descriptions: the brand's prefix, its hint, its error).
 */
async function answerToBadNumber({ user }: View): Promise<string[]> {
  const input = await screen.findByLabelText(/^Mobile (phone|number)/);
  await user.clear(input);
  await user.type(input, `${BAD_NUMBER}{Enter}`);
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`);
}

const atRoute = (route: string, state: number) => () =>
  renderWithProviders(<ApplicationPage />, {
    ...atState(route, state),
    leadApi: { request: requestsBy({ 'GET /partner/logos': { data: [] } }) },
  });

const SCREENS: [string, () => View][] = [
  ['the change of number', atRoute('/change-mobile-number', ApplicationState.CHANGE_MOBILE_NUMBER)],
  ['the smava landing page', atRoute('/smava', ApplicationState.NONE)],
  [
    'the dynamic form’s first page',
    () =>
      renderStep('initial-details', {
        pages: pagesOf(catalogPlacements('initial-details'), 'initial-details'),
      }),
  ],
];

describe('the phone kind’s rule, wherever the mobile number is asked', () => {
  it.each(SCREENS)(
    'answers a bad number on %s as the classic contact step does',
    async (_screen, render) => {
      const classicStep = atRoute('/contact-details', ApplicationState.CONTACT_DETAILS)();
      const classic = await answerToBadNumber(classicStep);
      expect(classic).toEqual(['+34', 'For example 612 345 678.', TOO_SHORT]);
      classicStep.unmount();
      expect(await answerToBadNumber(render())).toEqual(classic);
    },
  );
});
