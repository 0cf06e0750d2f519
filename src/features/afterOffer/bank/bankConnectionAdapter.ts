/**
 * The bank-connection steps (Instantor 9, Tink 17, Paylands 19) embed the partner's own flow.
 * A screen talks to it only through this adapter, so a real partner's SDK or hosted page can
 * replace the sandbox stand-in without touching the screen.
 *
 * To plug in a real partner: implement `BankConnectionAdapter` (load the partner's script or
 * hosted page into `container`, resolve once the partner reports the outcome) and return it from
 * `defaultBankConnectionAdapter`. The funnel's CSP must then allow the partner's origin
 * (`frame-src`, or `script-src` for an SDK).
 */

export type BankProvider = 'instantor' | 'tink' | 'paylands';

export type BankConnectionResult =
  { status: 'connected'; reference: string } | { status: 'failed' };

export interface BankConnectionRequest {
  provider: BankProvider;
  leadId: string;
  /** Where the partner's flow is shown. */
  container: HTMLElement;
  /** Accessible name of the embedded flow. */
  title: string;
  /** Aborting (the screen is left) removes the flow; the promise then never settles. */
  signal: AbortSignal;
}

export interface BankConnectionAdapter {
  connect(request: BankConnectionRequest): Promise<BankConnectionResult>;
}

/** The message a partner page posts to the funnel (the sandbox's stand-in does exactly this). */
export interface BankConnectionMessage {
  type: 'BANK_CONNECTION_RESULT';
  provider: BankProvider;
  lead: string;
  status: 'connected' | 'failed';
  reference?: string;
}

function isResultMessage(
  data: unknown,
  provider: BankProvider,
  leadId: string,
): data is BankConnectionMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<BankConnectionMessage>;
  return (
    message.type === 'BANK_CONNECTION_RESULT' &&
    message.provider === provider &&
    message.lead === leadId &&
    (message.status === 'failed' ||
      (message.status === 'connected' && typeof message.reference === 'string'))
  );
}

/**
 * Embeds a partner page in an iframe and waits for its postMessage. Only a message from that
 * frame, from the page's origin, about this lead and provider counts: any other window's
 * messages are ignored.
 */
export function createFrameAdapter(
  pageUrl: (provider: BankProvider) => string,
): BankConnectionAdapter {
  return {
    connect({ provider, leadId, container, title, signal }) {
      return new Promise((resolve) => {
        const url = new URL(pageUrl(provider), window.location.href);
        url.searchParams.set('lead', leadId);
        url.searchParams.set('origin', window.location.origin);
        const frame = document.createElement('iframe');
        frame.src = url.href;
        frame.title = title;
        frame.className = 'bank-connection__frame';
        const stop = () => {
          window.removeEventListener('message', onMessage);
          frame.remove();
        };
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== url.origin || event.source !== frame.contentWindow) return;
          if (!isResultMessage(event.data, provider, leadId)) return;
          stop();
          resolve(
            event.data.status === 'connected' && event.data.reference !== undefined
              ? { status: 'connected', reference: event.data.reference }
              : { status: 'failed' },
          );
        };
        window.addEventListener('message', onMessage);
        signal.addEventListener('abort', stop, { once: true });
        container.replaceChildren(frame);
      });
    },
  };
}

/** The sandbox serves a stand-in partner page per provider next to the lead API. */
export function defaultBankConnectionAdapter(apiBaseUrl: string): BankConnectionAdapter {
  return createFrameAdapter((provider) => `${apiBaseUrl}/sandbox/bank/${provider}`);
}
