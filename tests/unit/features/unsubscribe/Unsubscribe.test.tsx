/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import type { LeadApi } from '../../../../src/features/lead/api';
import { Notifications } from '../../../../src/features/notifications';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
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

describe('unsubscribing when the first call fails', () => {
  beforeAll(() => import('../../../../src/features/notifications/NotificationHost'));

  it('says so, sends again on "Try again", and says nothing about saving answers', async () => {
    const unsubscribe = vi
      .fn<LeadApi['unsubscribe']>()
      .mockResolvedValueOnce({ error: { status: 502, message: 'down' } })
      .mockResolvedValueOnce({ data: { unsubscribed: true } });
    const { user } = renderWithProviders(
      <>
        <ApplicationPage />
        <Notifications />
      </>,
      { route: '/unsubscribe?email=ana%40example.com', leadApi: { unsubscribe } },
    );
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText("We couldn't unsubscribe you right now. Please try again."),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeTruthy();
    expect(unsubscribe.mock.calls).toEqual([['ana@example.com'], ['ana@example.com']]);
    // A notice asked for after the retry's: once it shows, the retry's would have shown before it.
    fireEvent(window, new Event('offline'));
    await within(region).findByText(/You are offline/, {}, ASYNC_WAIT);
    expect(within(region).queryByText(/saved yet/)).toBeNull();
    fireEvent(window, new Event('online'));
  });
});
