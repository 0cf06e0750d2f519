import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderStep } from './renderStep';

// The phone library cannot be fetched the first time: offline for a moment.
let imports = 0;
vi.mock('../../../../src/lib/phone', async (importOriginal) => {
  imports += 1;
  if (imports === 1) throw new Error('Failed to fetch dynamically imported module: phone.js');
  return importOriginal();
});

describe('the first page without the phone library', () => {
  it('takes the answers, says the page could not be loaded on continue, and checks the phone after a retry', async () => {
    const { user } = renderStep('initial-details');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Mobile phone'), '61');
    await user.click(screen.getByLabelText('I accept the terms and the privacy policy.'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(/We couldn't load this page/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // Nothing typed is lost, and the phone is checked now.
    expect(await screen.findByLabelText<HTMLInputElement>('Mobile phone')).toHaveProperty(
      'value',
      '61',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(/This number is too short/)).toHaveLength(2);
    expect(imports).toBe(2);
  });
});
