/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { renderWithProviders } from '../../testUtils';

const LOCALES = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;

function fieldsOf(locale: string): Record<string, { label?: string; hint?: string }> {
  const file = path.resolve(
    import.meta.dirname,
    `../../../../public/locales/${locale}/translation.json`,
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { fields: never }).fields;
}

describe('the unsubscribe e-mail field', () => {
  it('has a hint about the e-mails to stop, not about offers to send', async () => {
    renderWithProviders(<ApplicationPage />, { route: '/unsubscribe' });
    const email = await screen.findByLabelText('Email');
    const hint = screen.getByText('The address you want to stop receiving our emails at.');
    // The hint describes the field: a screen reader reads it with the field.
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    expect(screen.queryByText('We send your offers here.')).toBeNull();
  });

  it('keeps the e-mail of its link in the field and drops it from the address, replacing the entry', async () => {
    const { router } = renderWithProviders(<ApplicationPage />, {
      route: '/unsubscribe?email=ana%40example.com&utm_source=mail',
    });
    const field = await screen.findByLabelText<HTMLInputElement>('Email');
    expect(field.value).toBe('ana@example.com');
    await waitFor(() => expect(router.search).toBe('?utm_source=mail'));
    expect(router.pathname).toBe('/unsubscribe');
    expect(router.navigationType).toBe('REPLACE');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ana@example.com');
  });

  it.each(LOCALES)('has its own hint in %s, unlike the contact e-mail’s', (locale) => {
    const fields = fieldsOf(locale);
    const own = fields['unsubscribe.email'];
    expect(own?.label).toBe(fields['contactDetails.email']?.label);
    expect(own?.hint).toBeTruthy();
    expect(own?.hint).not.toBe(fields['contactDetails.email']?.hint);
  });
});
