import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../../src/features/form/ErrorSummary';
import { FormField } from '../../../../src/features/form/FormField';
import { renderWithProviders } from '../../testUtils';

/** What the summary and the field say after a failed submit, as a screen reader reads it. */
describe('ErrorSummary', () => {
  it('links each problem to its field, without a full stop before the colon', () => {
    renderWithProviders(
      <ErrorSummary
        errors={{
          generalPolicies: { key: 'mustAccept' },
          'contactDetails.email': { key: 'required' },
        }}
      />,
    );
    const summary = screen.getByRole('alert', { name: 'Please check 2 answers' });
    expect(summary).toBeDefined();
    expect(
      screen.getByRole('link', {
        name: 'I accept the terms and the privacy policy: Please accept to continue.',
      }),
    ).toHaveProperty('hash', '#field-generalPolicies');
    expect(screen.getByRole('link', { name: 'Email: Please fill this in.' })).toHaveProperty(
      'hash',
      '#field-contactDetails-email',
    );
  });

  it('writes the numbers of a message as the brand’s locale does, in the summary and the field', () => {
    const error = { key: 'max', values: { max: 1500000 } };
    renderWithProviders(
      <>
        <ErrorSummary errors={{ 'incomeDetails.monthlyIncome': error }} />
        <FormField
          field={{ name: 'incomeDetails.monthlyIncome', control: 'number', autoComplete: 'off' }}
          value="2000000"
          error={error}
          onChange={() => undefined}
        />
      </>,
      { config: { intlLocale: 'de-DE' } },
    );
    expect(
      screen.getByRole('link', { name: 'Monthly net income: Enter 1.500.000 or less.' }),
    ).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Monthly net income' })).toHaveProperty(
      'ariaInvalid',
      'true',
    );
    expect(screen.getAllByText('Enter 1.500.000 or less.')).toHaveLength(1);
  });

  it('uses a label the server supplied as it is, full stop included', () => {
    renderWithProviders(
      <ErrorSummary
        errors={{ 'consent-7': { key: 'mustAccept' } }}
        labels={{ 'consent-7': 'I agree to be contacted by the partner.' }}
      />,
    );
    expect(
      screen.getByRole('link', {
        name: 'I agree to be contacted by the partner.: Please accept to continue.',
      }),
    ).toHaveProperty('hash', '#field-consent-7');
  });
});
