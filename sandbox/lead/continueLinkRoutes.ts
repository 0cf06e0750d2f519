import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, type SandboxLanguage } from '../dynamicForm/language';
import { sectionOf } from '../platform/http';
import { addOperation, type OpenApiDocument } from '../platform/openapi';
import { issueContinueLink, type ContinueLink } from './continueLinks';
import type { Outbox } from './outbox';
import type { LeadService } from './service';
import type { LeadTokens } from './tokens';

export interface ContinueLinkRouteDeps {
  doc: OpenApiDocument;
  leads: LeadService;
  tokens: LeadTokens;
  outbox: Outbox;
  /** Where the funnel is mounted, for the link the e-mail carries. */
  basePath: string;
}

type SendLinkRoute = { Body: { id: string } };

const leadNotFound = { message: 'Lead not found' };
const emailMissing = {
  message: 'This lead has no e-mail address to send the link to',
  error: 'email_missing',
};

/**
 * The applicant asks for a link to come back later (the checking screen that takes longer than a
 * minute): the lead API sends its continue link to the lead's e-mail. The link never comes back
 * to the caller, so it opens the lead only from the applicant's mailbox, on any device.
 */
export function registerContinueLinkRoutes(
  app: FastifyInstance,
  deps: ContinueLinkRouteDeps,
): void {
  addOperation<SendLinkRoute>(app, deps.doc, 'post', '/lead/continue-link', (request, reply) =>
    sendContinueLink(deps, request, reply),
  );
}

async function sendContinueLink(
  deps: ContinueLinkRouteDeps,
  request: FastifyRequest<SendLinkRoute>,
  reply: FastifyReply,
) {
  const lead = deps.leads.current(request.body.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  const email = sectionOf(lead.data, 'contactDetails')['email'];
  if (typeof email !== 'string' || !email.includes('@')) {
    return reply.code(422).send(emailMissing);
  }
  const link = issueContinueLink(deps.tokens, lead.id, {
    publicOrigin: request.server.publicOrigin,
    basePath: deps.basePath,
  });
  deps.outbox.send(lead.id, {
    to: email,
    ...continueEmail(link, languageOf(request.headers['accept-language'])),
  });
  request.log.info({ leadId: lead.id }, 'Continue link e-mailed');
  return reply.code(202).send({ sentTo: maskEmail(email) });
}

function continueEmail(link: ContinueLink, language: SandboxLanguage) {
  return language === 'es'
    ? {
        subject: 'Tu enlace para continuar tu solicitud',
        text: `Abre este enlace en cualquier dispositivo para seguir donde lo dejaste. Funciona una vez, durante 7 días: ${link.url}`,
        link: link.url,
      }
    : {
        subject: 'Your link to continue your application',
        text: `Open this link on any device to pick up where you left off. It works once, for 7 days: ${link.url}`,
        link: link.url,
      };
}

/** `lucia.garcia@example.com` → `l•••@example.com`: enough to recognise the address, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
