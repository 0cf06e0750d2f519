import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, quietConsole, requestsBy, stepAnswers } from './helpers';

const status = (resendInSeconds = 30, phone = '••••••678') => ({
  data: {
    maskedPhoneNumber: phone,
    codeLength: 6,
    expiresInSeconds: 600,
    resendInSeconds,
    attemptsLeft: 5,
  },
});

function renderVerification(
  sendLeadStep = stepAnswers({ '/lead/mobile/verification': 10 }),
  resendInSeconds = 30,
) {
  const request = requestsBy({
    'POST /v2/customer/mobile/verify': status(resendInSeconds),
    'POST /v2/customer/mobile/resend-code': status(30),
  });
  const view = renderWithProviders(<ApplicationPage />, {
    ...atState('/mobile-verification', 7),
    leadApi: { request, sendLeadStep },
  });
  return { ...view, request };
}

describe('mobile verification (7)', () => {
  it('sends the code on opening, says where it went, and a right code moves on to the offer', async () => {
    const { user, leadApi, request, router, store } = renderVerification();
    expect(
      await screen.findByText('We have sent a 6-digit code by SMS to ••••••678. Type it here.'),
    ).toBeDefined();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/v2/customer/mobile/verify', data: { id: LEAD_ID } }),
      'mobileVerification',
    );
    await user.type(screen.getByLabelText('SMS code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.pathname).toBe('/accepted'));
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/mobile/verification' },
      { id: LEAD_ID, code: '123456' },
    );
    expect(router.navigationType).toBe('REPLACE');
    // The code is a one-time secret: it never reaches the persisted draft.
    expect(JSON.stringify(store.getState().lead.draft)).not.toContain('123');
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const { user, leadApi } = renderVerification();
    await user.type(await screen.findByLabelText('SMS code'), '12a45');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert', { name: 'Please check one answer' })).toBeDefined();
    expect(screen.getAllByText('Enter the 6 digits of the code.').length).toBeGreaterThan(0);
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it.each([
    [422, 'That code is not right. Check the SMS and try again.'],
    [410, 'This code has expired. Ask for a new one below.'],
    [429, 'Too many wrong codes. Ask for a new one below.'],
  ])('explains a %i answer next to the code', async (statusCode, message) => {
    quietConsole();
    const { user, router } = renderVerification(
      stepAnswers({ '/lead/mobile/verification': { status: statusCode } }),
    );
    await user.type(await screen.findByLabelText('SMS code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(router.pathname).toBe('/mobile-verification');
  });

  it('keeps resend disabled during the wait, then sends a new code', async () => {
    const view = renderVerification();
    expect(
      (await screen.findByRole('button', { name: /Send a new code in \d+ seconds/ })).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
    view.unmount();

    const { user, request } = renderVerification(undefined, 0);
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We have sent a new code to ••••••678.')).toBeDefined();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/v2/customer/mobile/resend-code' }),
      'mobileVerification',
    );
  });

  it('changes a wrong number from the same screen and sends the code there', async () => {
    const { user, leadApi } = renderVerification(stepAnswers({ '/v2/customer/mobile': 7 }));
    await user.click(await screen.findByRole('button', { name: 'Wrong number? Change it' }));
    const phone = screen.getByLabelText('Mobile number');
    expect((phone as HTMLInputElement).value).toBe('612345678');
    await user.clear(phone);
    await user.type(phone, '698765432');
    await user.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    expect(await screen.findByText(/Number changed\. We have sent a code to/)).toBeDefined();
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'PUT', path: '/v2/customer/mobile' },
      { id: LEAD_ID, contactDetails: { phoneNumber: '698765432' } },
    );
  });

  it('offers a retry when the code cannot be sent', async () => {
    quietConsole();
    renderWithProviders(<ApplicationPage />, {
      ...atState('/mobile-verification', 7),
      leadApi: { request: requestsBy({}) },
    });
    expect(
      await screen.findByText("We couldn't send the code. Check your connection and try again."),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

describe('change mobile number (15)', () => {
  it('shows the number the server has, checks a new one and moves to verification', async () => {
    const { user, leadApi, router } = renderWithProviders(<ApplicationPage />, {
      ...atState('/change-mobile-number', 15),
      leadApi: {
        sendLeadStep: stepAnswers({ '/v2/customer/mobile': 7 }),
        request: requestsBy({ 'POST /v2/customer/mobile/verify': status() }),
      },
    });
    const phone = await screen.findByLabelText('Mobile number');
    expect((phone as HTMLInputElement).value).toBe('612345678');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('alert', { name: 'Please check one answer' })).toBeDefined();
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '698765432');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(router.pathname).toBe('/mobile-verification'));
  });

  it('keeps the number and offers a retry when the server fails', async () => {
    quietConsole();
    const { user, router } = renderWithProviders(<ApplicationPage />, {
      ...atState('/change-mobile-number', 15),
      leadApi: { sendLeadStep: stepAnswers({ '/v2/customer/mobile': { status: 503 } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/We couldn't save your answers/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(router.pathname).toBe('/change-mobile-number');
  });
});
