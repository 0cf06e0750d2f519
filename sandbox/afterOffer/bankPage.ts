import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../platform/http';
import { bankProviders } from './steps';

type BankPageRoute = {
  Params: { provider: string };
  Querystring: { lead?: string; origin?: string };
};

const providerNames: Record<string, string> = {
  instantor: 'Instantor (sandbox)',
  tink: 'Tink (sandbox)',
  paylands: 'Paylands (sandbox)',
};

/**
 * The partner stand-in of the bank-connection steps: a page the funnel embeds in place of
 * Instantor, Tink or Paylands, which answers success or failure by postMessage to its parent (or
 * opener).
 */
export function registerBankPage(app: FastifyInstance): void {
  app.get<BankPageRoute>('/sandbox/bank/:provider', sendBankPage);
  // A file, not an inline script: the sandbox's CSP allows scripts from 'self' only.
  app.get('/sandbox/bank/bank.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(bankScript),
  );
}

async function sendBankPage(request: FastifyRequest<BankPageRoute>, reply: FastifyReply) {
  const { provider } = request.params;
  const name = providerNames[provider];
  if (!name || !(provider in bankProviders)) {
    return reply.code(404).send({ message: 'Unknown bank provider' });
  }
  const lead = typeof request.query.lead === 'string' ? request.query.lead : '';
  const html = bankPageHtml(name, provider, lead, request.query.origin ?? '');
  return reply.type('text/html; charset=utf-8').send(html);
}

function bankPageHtml(name: string, provider: string, lead: string, origin: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;line-height:1.5;color:#1b1f24}
h1{font-size:1.25rem;margin:0 0 .5rem}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
select{font:inherit;width:100%;min-height:2.75rem}.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button{font:inherit;font-weight:700;min-height:2.75rem;padding:.5rem 1rem;border-radius:.5rem;border:2px solid #3b2a8f;cursor:pointer}
#connect{background:#3b2a8f;color:#fff}#fail{background:#fff;color:#3b2a8f}</style>
</head>
<body>
<main data-provider="${escapeHtml(provider)}" data-lead="${escapeHtml(lead)}" data-origin="${escapeHtml(origin)}">
<h1>${escapeHtml(name)}</h1>
<p>A stand-in for the partner's own flow. A real partner would ask you to log in to your bank.</p>
<label for="bank">Your bank</label>
<select id="bank"><option>Banco Ejemplo</option><option>Caja de Prueba</option><option>Banca Demo</option></select>
<div class="actions">
<button id="connect" type="button">Connect and share</button>
<button id="fail" type="button">Simulate a failure</button>
</div>
</main>
<script src="/sandbox/bank/bank.js"></script>
</body>
</html>
`;
}

const bankScript = `(() => {
  const main = document.querySelector('main');
  const provider = main.dataset.provider;
  const lead = main.dataset.lead;
  let origin = location.origin;
  try {
    if (main.dataset.origin) origin = new URL(main.dataset.origin).origin;
  } catch {}
  const target = window.parent !== window ? window.parent : window.opener;
  const answer = (status) => {
    const message = { type: 'BANK_CONNECTION_RESULT', provider, lead, status };
    if (status === 'connected') message.reference = provider + '-' + Math.random().toString(36).slice(2, 10);
    if (target) target.postMessage(message, origin);
    document.querySelector('.actions').textContent = status === 'connected' ? 'Connected.' : 'Failed.';
  };
  document.getElementById('connect').addEventListener('click', () => answer('connected'));
  document.getElementById('fail').addEventListener('click', () => answer('failed'));
})();
`;
