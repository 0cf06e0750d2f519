import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogPlacements } from '../../../../src/features/dynamicForm/stepCatalog';
import { lookups, MADRID_POSTCODE, pagesOf, place } from './dynamicFormTestUtils';
import { renderStep } from './renderStep';

// The code of the fields that look something up cannot be fetched the first time.
let imports = 0;
vi.mock('../../../../src/features/dynamicForm/lookupFields', async (importOriginal) => {
  imports += 1;
  if (imports === 1)
    throw new Error('Failed to fetch dynamically imported module: lookupFields.js');
  return importOriginal();
});

const address = pagesOf(
  [
    place('EMAIL', 'initial-details', 'personal-information'),
    ...catalogPlacements('address-information'),
  ],
  'address-information',
);

describe('a step with a postcode look-up whose code cannot be loaded', () => {
  it('says the page could not be loaded, and shows the step with its look-up after a retry', async () => {
    const { user } = renderStep('address-information', {
      pages: address,
      leadApi: {
        request: lookups(MADRID_POSTCODE),
      },
    });
    expect(await screen.findByText(/We couldn't load this page/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await user.type(await screen.findByLabelText('Postal code'), '28013');
    expect(await screen.findByText(/Found: Madrid, Madrid/)).toBeTruthy();
    expect(imports).toBe(2);
  });
});
