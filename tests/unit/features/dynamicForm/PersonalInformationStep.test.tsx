/* eslint-disable testing-library/no-node-access -- focus, the focus trap and the inert page behind
   the dialog are what these tests check, and they live on document.activeElement and [inert]. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldBack, lookups, POLICIES } from './dynamicFormTestUtils';
import { renderStep } from './renderStep';

const emailAnswers = (valid: boolean, extra: Record<string, unknown> = {}) => ({
  data: { email: 'ana@gmial.com', valid, ...extra },
});

async function fillFirstPage(
  user: ReturnType<typeof renderStep>['user'],
  email = 'ana@example.com',
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Mobile phone'), '612345678');
  await user.click(screen.getByLabelText('I accept the terms and the privacy policy.'));
}

describe('personal-information step (initial-details)', () => {
  it('asks e-mail, phone, the general policies (linked from the policy path) and marketing consent', async () => {
    renderStep('initial-details');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("Let's start");
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('name')).toBe('contactDetails.email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Mobile phone').getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByText('+34')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'privacy policy' })).getAttribute('href')).toBe(
      POLICIES[0]?.url,
    );
    expect(screen.getByRole('link', { name: 'marketing consent' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(
      screen.getByLabelText('Send me offers and news by email and SMS.').getAttribute('name'),
    ).toBe('contactDetails.marketingConsents');
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('type')).toBe('submit');
  });

  it('shows every problem in a focused summary and sends nothing', async () => {
    const { user, leadApi } = renderStep('initial-details');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'Please check 3 answers' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByText(/Please accept to continue/)).toBeTruthy();
    expect(leadApi.createLead).not.toHaveBeenCalled();
  });

  it('asks the amount in an accessible dialog: labelled, focus inside and trapped, Escape closes', async () => {
    const { user } = renderStep('initial-details', {
      leadApi: {
        request: lookups({
          '/policy': { data: POLICIES },
          '/email/validate/ana%40example.com': { data: { email: 'ana@example.com', valid: true } },
        }),
      },
    });
    await fillFirstPage(user);
    const submit = screen.getByRole('button', { name: 'Continue' });
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: 'Your loan' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Your loan' }));
    expect(document.querySelector('[inert]')).not.toBeNull();

    const tabbable = within(dialog).getAllByRole('button').length + 1; // the slider
    for (let press = 0; press < tabbable + 2; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(submit);
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('creates the lead with the amount chosen in the dialog', async () => {
    const { user, leadApi } = renderStep('initial-details', {
      leadApi: {
        request: lookups({
          '/policy': { data: POLICIES },
          '/email/validate/ana%40example.com': { data: { email: 'ana@example.com', valid: true } },
        }),
      },
    });
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    const slider = within(dialog).getByRole('slider');
    const before = Number(slider.getAttribute('value'));
    await user.click(within(dialog).getByRole('button', { name: /^Decrease by/ }));
    await user.click(within(dialog).getByRole('button', { name: 'See my offers' }));

    await waitFor(() => expect(leadApi.createLead).toHaveBeenCalledTimes(1));
    const [body] = leadApi.createLead.mock.calls[0] ?? [];
    expect(body).toMatchObject({
      amount: before - 100,
      contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' },
      generalPolicies: true,
      policies: ['privacy-policy', 'terms-and-conditions'],
    });
  });

  it('stops at an e-mail address the check says cannot receive mail, and offers the likely fix', async () => {
    const { user, leadApi } = renderStep('initial-details', {
      leadApi: {
        request: lookups({
          '/policy': { data: POLICIES },
          '/email/validate/ana%40gmial.com': emailAnswers(false, {
            reason: 'domain',
            suggestion: 'ana@gmail.com',
          }),
        }),
      },
    });
    await fillFirstPage(user, 'ana@gmial.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // In the summary and next to the field.
    expect(await screen.findAllByText(/This email domain does not receive mail/)).toHaveLength(2);
    // The check's wait is over: the button is the continue again.
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe(
      'false',
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ana@gmail.com' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ana@gmail.com');
    expect(screen.queryAllByText(/This email domain does not receive mail/)).toHaveLength(0);
    expect(leadApi.createLead).not.toHaveBeenCalled();
  });

  it('shows the continue as busy while the e-mail check answers', async () => {
    const held = heldBack(
      lookups({
        '/policy': { data: POLICIES },
        '/email/validate/ana%40example.com': { data: { email: 'ana@example.com', valid: true } },
      }),
      (url) => url.startsWith('/email/'),
    );
    const { user } = renderStep('initial-details', { leadApi: { request: held.request } });
    await screen.findByRole('link', { name: 'privacy policy' });
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('button', { name: 'Saving…' })).getAttribute('aria-busy')).toBe(
      'true',
    );

    held.release();
    expect(await screen.findByRole('dialog', { name: 'Your loan' })).toBeTruthy();
  });

  it('goes on when the e-mail check itself is down: a look-up outage does not stop an application', async () => {
    const { user } = renderStep('initial-details', {
      leadApi: {
        request: lookups({
          '/policy': { data: POLICIES },
          '/email/validate/ana%40example.com': { error: { status: 503, message: 'down' } },
        }),
      },
    });
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('keeps the policies’ place while they load, tells screen readers they are loading, and fills it when they arrive', async () => {
    const held = heldBack(lookups({ '/policy': { data: POLICIES } }), (url) => url === '/policy');
    renderStep('initial-details', { leadApi: { request: held.request } });
    const box = await screen.findByLabelText('I accept the terms and the privacy policy.');
    const kept = document.querySelector('.policy-links--pending');
    // Read out as shown, while its box can already be ticked: nothing of it is hidden.
    expect(kept?.closest('[aria-hidden="true"]')).toBeNull();
    expect(kept?.querySelector('.visually-hidden')?.textContent).toBe('Loading…');
    // Above the box it belongs to, where the links will be.
    expect(kept?.compareDocumentPosition(box)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('link', { name: 'privacy policy' })).toBeNull();

    held.release();
    expect(await screen.findByRole('link', { name: 'privacy policy' })).toBeTruthy();
    expect(document.querySelector('.policy-links--pending')).toBeNull();
  });

  it('carries out a continue pressed before the policies are in once they come, with no failure shown', async () => {
    const held = heldBack(
      lookups({
        '/policy': { data: POLICIES },
        '/email/validate/ana%40example.com': { data: { email: 'ana@example.com', valid: true } },
      }),
      (url) => url === '/policy',
    );
    const { user } = renderStep('initial-details', { leadApi: { request: held.request } });
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText("We couldn't load the terms you need to accept.")).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The wait shows on the button, as a continue pressed in the picture did.
    expect(screen.getByRole('button', { name: 'Saving…' }).getAttribute('aria-busy')).toBe('true');

    held.release();
    expect(await screen.findByRole('dialog', { name: 'Your loan' })).toBeTruthy();
    expect(screen.queryByText("We couldn't load the terms you need to accept.")).toBeNull();
    const continueButton = screen.getByRole('button', { name: 'Continue', hidden: true });
    expect(continueButton.getAttribute('aria-busy')).toBe('false');
  });

  it('drops a waiting continue when the policies cannot be loaded: the failure shows, the button is free again', async () => {
    let policyCalls = 0;
    const held = heldBack(
      lookups({
        '/policy': () => {
          policyCalls += 1;
          return policyCalls === 1
            ? { error: { status: 500, message: 'down' } }
            : { data: POLICIES };
        },
      }),
      (url) => url === '/policy',
    );
    const { user } = renderStep('initial-details', { leadApi: { request: held.request } });
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy();

    held.release();
    const problem = await screen.findByText("We couldn't load the terms you need to accept.");
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe(
      'false',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    // Loading them again is not a continue: the dropped one stays dropped.
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'privacy policy' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the policies cannot be loaded, and loads them again on request', async () => {
    let policyCalls = 0;
    const { user } = renderStep('initial-details', {
      leadApi: {
        request: lookups({
          '/policy': () => {
            policyCalls += 1;
            return policyCalls === 1
              ? { error: { status: 500, message: 'down' } }
              : { data: POLICIES };
          },
        }),
      },
    });
    const problem = await screen.findByText("We couldn't load the terms you need to accept.");
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'privacy policy' })).toBeTruthy();
  });
});
