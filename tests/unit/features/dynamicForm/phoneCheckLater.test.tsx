import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lookups, POLICIES } from './dynamicFormTestUtils';
import { renderStep } from './renderStep';

// The phone library comes when the test says: a slow phone still fetching its chunk.
const phoneLibrary = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive(), imports: 0 };
});
vi.mock('../../../../src/lib/phone', async (importOriginal) => {
  phoneLibrary.imports += 1;
  await phoneLibrary.arrived;
  return importOriginal();
});

describe('the first page while the phone library loads', () => {
  it('shows and takes every answer at once; a continue waits, busy, for the phone check, then applies it', async () => {
    const { user } = renderStep('initial-details', {
      leadApi: {
        request: lookups({
          '/policy': { data: POLICIES },
          '/email/validate/ana%40example.com': { data: { email: 'ana@example.com', valid: true } },
        }),
      },
    });
    // The step does not wait for the library; it asks for it once it shows.
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Mobile phone'), '61234');
    await user.click(screen.getByLabelText('I accept the terms and the privacy policy.'));
    expect(phoneLibrary.imports).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Saving…' }).getAttribute('aria-busy')).toBe('true');
    // Not judged before the check is in: no error yet, and nothing goes on either.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    phoneLibrary.arrive();
    expect(await screen.findByRole('alert', { name: 'Please check one answer' })).toBeTruthy();
    expect(screen.getAllByText(/This number is too short/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe(
      'false',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    // With the check in, a valid number goes on at once.
    await user.type(screen.getByLabelText('Mobile phone'), '6789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Your loan' })).toBeTruthy();
    expect(phoneLibrary.imports).toBe(1);
  });
});
