import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderStep } from './renderStep';

// The look-ups' code (a chunk of its own) cannot be loaded the first time: offline for a moment.
let imports = 0;
vi.mock('../../../../src/features/dynamicForm/lookupApi', async (importOriginal) => {
  imports += 1;
  if (imports === 1) throw new Error('Failed to fetch dynamically imported module: lookupApi.js');
  return importOriginal();
});

describe('the first page without its look-ups’ code', () => {
  it('shows the form at once, says the terms could not be loaded, and loads them on request', async () => {
    const { user } = renderStep('initial-details');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    const problem = await screen.findByText("We couldn't load the terms you need to accept.");
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'privacy policy' })).toBeTruthy();
    expect(imports).toBe(2);
  });
});
