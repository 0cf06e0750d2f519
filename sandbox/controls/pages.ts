import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { policyTexts } from '../customer/policies';
import { partnerName } from '../lead/applicationResult';
import { escapeHtml } from '../platform/http';

type PartnerRoute = { Querystring: { lead?: string } };
type PolicyRoute = { Params: { id: string } };

/** Pages the funnel links out to, so a redirect or a policy link lands somewhere real. */
export function registerSandboxPages(
  app: FastifyInstance,
  { basePath }: { basePath: string },
): void {
  app.get<PartnerRoute>('/sandbox/partner', (request, reply) =>
    sendPartnerPage(basePath, request, reply),
  );
  app.get<PolicyRoute>('/sandbox/policy/:id', sendPolicyPage);
}

/** Where a redirected applicant lands: the partner would continue the application. */
async function sendPartnerPage(
  basePath: string,
  request: FastifyRequest<PartnerRoute>,
  reply: FastifyReply,
) {
  const lead = typeof request.query.lead === 'string' ? request.query.lead : '';
  const body = `<h1>${partnerName}</h1>
<p>The applicant was redirected here by the funnel. A real partner would continue the application.</p>
${lead ? `<p>Lead: <code>${escapeHtml(lead)}</code></p>` : ''}
<p><a href="${escapeHtml(basePath)}/">Back to the funnel</a></p>`;
  return reply.type('text/html; charset=utf-8').send(page(partnerName, body));
}

async function sendPolicyPage(request: FastifyRequest<PolicyRoute>, reply: FastifyReply) {
  const policy = policyTexts.find((p) => p.id === request.params.id);
  if (!policy) return reply.code(404).send({ message: 'Policy not found' });
  const body = `<h1>${escapeHtml(policy.title)}</h1>
<p>Version ${escapeHtml(policy.version)}${policy.required ? ' (required)' : ' (optional)'}</p>
<p>${escapeHtml(policy.body)}</p>`;
  return reply.type('text/html; charset=utf-8').send(page(policy.title, body));
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
