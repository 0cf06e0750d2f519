import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BankConnection } from '../../../../src/features/afterOffer/bank/BankConnection';
import {
  createFrameAdapter,
  type BankConnectionAdapter,
  type BankConnectionResult,
} from '../../../../src/features/afterOffer/bank/bankConnectionAdapter';
import { RouteSync } from '../../../../src/features/routing/RouteSync';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, quietConsole, stepAnswers } from './helpers';

/** The screen as the page shows it: with the route sync that carries out state changes. */
function Screen(props: Parameters<typeof BankConnection>[0]) {
  return (
    <>
      <RouteSync />
      <BankConnection {...props} />
    </>
  );
}

/** The partner's flow is a third-party edge: a fake adapter answers as the partner would. */
function fakeAdapter(result: BankConnectionResult) {
  return { connect: vi.fn<BankConnectionAdapter['connect']>(() => Promise.resolve(result)) };
}

describe('bank connection (Instantor 9, Tink 17, Paylands 19)', () => {
  it.each([
    ['instantor', 'instantor', 9, 'Connect with Instantor'],
    ['tink', 'wenance-tink', 17, 'Connect with Tink'],
    ['paylands', 'moneyman-paylands', 19, 'Verify with Paylands'],
  ] as const)(
    '%s: a connected account is recorded and the lead moves on',
    async (provider, step, state, button) => {
      const adapter = fakeAdapter({ status: 'connected', reference: 'ref-1' });
      const { user, leadApi, router } = renderWithProviders(
        <Screen provider={provider} step={step} adapter={adapter} />,
        {
          ...atState(`/${step}`, state),
          leadApi: { sendLeadStep: stepAnswers({ '/lead/account': 11 }) },
        },
      );
      await user.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(router.pathname).toBe('/thank-you'));
      expect(adapter.connect).toHaveBeenCalledWith(
        expect.objectContaining({ provider, leadId: LEAD_ID }),
      );
      expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
        { method: 'POST', path: '/lead/account' },
        { id: LEAD_ID, provider, reference: 'ref-1' },
      );
    },
  );

  it('a failed connection says so; the applicant can go on without it', async () => {
    const { user, leadApi, router } = renderWithProviders(
      <Screen provider="instantor" step="instantor" adapter={fakeAdapter({ status: 'failed' })} />,
      {
        ...atState('/instantor', 9),
        leadApi: { sendLeadStep: stepAnswers({ [`/lead/skip/${LEAD_ID}`]: 11 }) },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Connect with Instantor' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The connection did not work. You can try again, or go on without it.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue without connecting' }));
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: `/lead/skip/${LEAD_ID}` },
      { id: LEAD_ID },
    );
  });

  it('keeps the connection and retries only the save when the server fails', async () => {
    quietConsole();
    const adapter = fakeAdapter({ status: 'connected', reference: 'ref-9' });
    let calls = 0;
    const { user, router } = renderWithProviders(
      <Screen provider="tink" step="wenance-tink" adapter={adapter} />,
      {
        ...atState('/wenance-tink', 17),
        leadApi: {
          sendLeadStep: (endpoint, body) => {
            calls += 1;
            return calls === 1
              ? Promise.resolve({ error: { status: 502, message: 'down' } })
              : stepAnswers({ '/lead/account': 11 })(endpoint, body);
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Connect with Tink' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/We couldn't save your answers/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(adapter.connect).toHaveBeenCalledTimes(1);
  });
});

describe('the frame adapter', () => {
  it('listens only to its own frame, for this lead and provider', async () => {
    render(<div data-testid="host" />);
    const container = screen.getByTestId('host');
    const adapter = createFrameAdapter((provider) => `/sandbox/bank/${provider}`);
    const controller = new AbortController();
    let settled: BankConnectionResult | undefined;
    void adapter
      .connect({
        provider: 'tink',
        leadId: LEAD_ID,
        container,
        title: 'Tink',
        signal: controller.signal,
      })
      .then((result) => (settled = result));
    const frame = screen.getByTitle<HTMLIFrameElement>('Tink');
    expect(frame.src).toBe(
      `${window.location.origin}/sandbox/bank/tink?lead=${LEAD_ID}&origin=${encodeURIComponent(window.location.origin)}`,
    );

    const message = {
      type: 'BANK_CONNECTION_RESULT',
      provider: 'tink',
      lead: LEAD_ID,
      status: 'connected',
      reference: 'r-1',
    };
    const post = (data: object, origin: string, source: MessageEventSource | null) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    post(message, 'https://evil.example', frame.contentWindow);
    post(message, window.location.origin, window);
    post({ ...message, lead: 'other-lead' }, window.location.origin, frame.contentWindow);
    await Promise.resolve();
    expect(settled).toBeUndefined();

    post(message, window.location.origin, frame.contentWindow);
    await waitFor(() => expect(settled).toEqual({ status: 'connected', reference: 'r-1' }));
    expect(screen.queryByTitle('Tink')).toBeNull();
  });
});
