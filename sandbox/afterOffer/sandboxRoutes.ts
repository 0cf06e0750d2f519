import type { FastifyInstance } from 'fastify';
import type { AfterOfferDeps } from './steps';
import { operationSchema } from '../platform/openapi';
import { bankProviders } from './stepRoutes';

const providerNames: Record<string, string> = {
  instantor: 'Instantor (sandbox)',
  tink: 'Tink (sandbox)',
  paylands: 'Paylands (sandbox)',
};

/**
 * The partner stand-ins and test controls of the after-offer steps: a bank-connection page the
 * funnel embeds in place of Instantor, Tink or Paylands, which answers success or failure by
 * postMessage to its parent (or opener); and controls to skip the resend wait and to inspect
 * what the steps stored.
 */
export function registerAfterOfferPages(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc, store } = deps;

  app.get<{ Params: { provider: string }; Querystring: { lead?: string; origin?: string } }>(
    '/sandbox/bank/:provider',
    async (request, reply) => {
      const name = providerNames[request.params.provider];
      if (!name || !(request.params.provider in bankProviders)) {
        return reply.code(404).send({ message: 'Unknown bank provider' });
      }
      const lead = typeof request.query.lead === 'string' ? request.query.lead : '';
      const html = `<!doctype html>
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
<main data-provider="${escapeHtml(request.params.provider)}" data-lead="${escapeHtml(lead)}" data-origin="${escapeHtml(request.query.origin ?? '')}">
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
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  // A file, not an inline script: the sandbox's CSP allows scripts from 'self' only.
  app.get('/sandbox/bank/bank.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(bankScript),
  );

  app.delete<{ Params: { id: string } }>(
    '/sandbox/leads/:id/resend-wait',
    { schema: operationSchema(doc, 'delete', '/sandbox/leads/{id}/resend-wait') },
    async (request, reply) => {
      const verification = store.verification(request.params.id);
      if (!verification) return reply.code(404).send({ message: 'No verification for this lead' });
      store.saveVerification({ ...verification, sentAt: new Date(0).toISOString() });
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sandbox/leads/:id/after-offer',
    { schema: operationSchema(doc, 'get', '/sandbox/leads/{id}/after-offer') },
    async (request, reply) => {
      const id = request.params.id;
      if (!deps.leads.current(id)) return reply.code(404).send({ message: 'Lead not found' });
      const verification = store.verification(id);
      return {
        verification: verification
          ? {
              code: verification.code,
              sends: verification.sends,
              failedAttempts: verification.failedAttempts,
              verifiedAt: verification.verifiedAt,
            }
          : null,
        documents: store.documents(id),
        consents: store.consents(id),
        bankConnections: store.bankConnections(id),
        passwordSet: store.hasPassword(id),
        redirect: store.redirect(id) ?? null,
        calls: store.calls(id),
      };
    },
  );
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

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
