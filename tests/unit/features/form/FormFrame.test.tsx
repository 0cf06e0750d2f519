import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormFrame, type FrameSubmitResult } from '../../../../src/features/form';
import type { FieldError } from '../../../../src/features/form';
import { renderWithProviders } from '../../testUtils';

/** Where focus is: Testing Library has no query for it, and it is what a keyboard user notices. */
// eslint-disable-next-line testing-library/no-node-access
const focused = () => document.activeElement;

const IDLE = { pending: false, stalled: false, failed: false, online: true };
const MISSING: Record<string, FieldError> = { 'contactDetails.email': { key: 'required' } };

/** A form whose check fails until `fixed`, deciding now or after a server's answer. */
function CheckedForm({ answer }: { answer: 'now' | 'later' }) {
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [sent, setSent] = useState(0);
  const decide = (): FrameSubmitResult => {
    setErrors(MISSING);
    return 'invalid';
  };
  return (
    <FormFrame
      className="step"
      heading={{ id: 'contact', title: 'Your contact details', intro: 'So we can reach you.' }}
      errors={{ errors }}
      onSubmit={() => {
        setSent((count) => count + 1);
        return answer === 'now' ? decide() : Promise.resolve().then(decide);
      }}
      submit={{ state: IDLE, label: 'Continue' }}
    >
      <input aria-label="E-mail" id="field-contactDetails.email" data-sent={sent} />
    </FormFrame>
  );
}

describe('FormFrame', () => {
  it('is one form named by its heading, with the page title from it', async () => {
    renderWithProviders(<CheckedForm answer="now" />);
    expect(screen.getByRole('form', { name: 'Your contact details' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Your contact details' })).toBeDefined();
    expect(screen.getByText('So we can reach you.')).toBeDefined();
    await waitFor(() => expect(document.title).toMatch(/^Your contact details – /));
  });

  it.each(['now', 'later'] as const)(
    'moves focus to the error summary when the check decides %s that the form is invalid',
    async (answer) => {
      const { user } = renderWithProviders(<CheckedForm answer={answer} />);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(focused()).toBe(summary));
      expect(summary.textContent).toContain('Please check one answer');
      await waitFor(() => expect(document.title).toMatch(/^Error: Your contact details/));
    },
  );

  it('leaves the focus where the applicant put it after submitting', async () => {
    const { user } = renderWithProviders(<CheckedForm answer="later" />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    field.focus();
    await screen.findByRole('alert');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(focused()).toBe(field);
  });

  it('focuses the summary first when it arrives with the server’s errors', async () => {
    renderWithProviders(
      <FormFrame
        className="step"
        heading={{ id: 'contact', title: 'Your contact details' }}
        errors={{ errors: MISSING, focusOnArrival: true }}
        onSubmit={() => undefined}
        submit={{ state: IDLE, label: 'Continue' }}
      />,
    );
    await waitFor(() => expect(focused()).toBe(screen.getByRole('alert')));
  });

  it('inside a screen: a level-2 heading that leaves the page title alone', async () => {
    document.title = 'Verify your number – Brand';
    renderWithProviders(
      <FormFrame
        className="panel"
        heading={{ id: 'change-number', title: 'Wrong number?', level: 2 }}
        onSubmit={() => undefined}
        submit={{ state: IDLE, label: 'Send a new code', secondary: true }}
      />,
    );
    expect(screen.getByRole('form', { name: 'Wrong number?' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Wrong number?' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send a new code' }).className).toContain(
      'button--secondary',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Verify your number – Brand');
  });

  it('without a heading, takes its name from its label (one offer’s button in a list)', () => {
    renderWithProviders(
      <FormFrame
        className="offer__choose"
        label="Choose the offer of Lender"
        onSubmit={() => undefined}
        submit={{ state: { ...IDLE, pending: true }, label: 'Choose', busyLabel: 'Opening…' }}
      />,
    );
    expect(screen.getByRole('form', { name: 'Choose the offer of Lender' })).toBeDefined();
    const button = screen.getByRole('button', { name: 'Opening…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
