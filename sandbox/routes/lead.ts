import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationResultFor } from '../applicationResult';
import { isChecking, type LeadService } from '../leadService';
import type { CreateLeadBody, LeadRecord, LeadSaved, UpdateLeadBody } from '../leadTypes';
import { operationSchema, type OpenApiDocument } from '../openapi';

const leadNotFound = { message: 'Lead not found' };

/** Create, update, poll and continue: the calls the funnel's lead flow makes. */
export function registerLeadRoutes(
  app: FastifyInstance,
  { doc, leads }: { doc: OpenApiDocument; leads: LeadService },
): void {
  app.post<{ Body: CreateLeadBody; Headers: { 'idempotency-key'?: string } }>(
    '/v3/lead',
    { schema: operationSchema(doc, 'post', '/v3/lead') },
    async (request, reply) => {
      const { lead, replayed } = leads.create(request.body, request.headers['idempotency-key']);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(saved(lead));
    },
  );

  app.put<{ Body: UpdateLeadBody }>(
    '/v3/lead',
    { schema: operationSchema(doc, 'put', '/v3/lead') },
    async (request, reply) => {
      const lead = leads.update(request.body);
      return lead ? saved(lead) : reply.code(404).send(leadNotFound);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/lead/status/:id',
    { schema: operationSchema(doc, 'get', '/lead/status/{id}') },
    async (request, reply) => {
      const lead = leads.current(request.params.id);
      if (!lead) return reply.code(404).send(leadNotFound);
      return {
        id: lead.id,
        progressState: lead.progressState,
        leadStatus: lead.leadStatus,
        applicationResult: resultOf(lead, request),
      };
    },
  );

  for (const version of ['v2', 'v3'] as const) {
    app.get<{ Params: { id: string; urlType: string } }>(
      `/${version}/lead/url/:id/:urlType`,
      { schema: operationSchema(doc, 'get', `/${version}/lead/url/{id}/{urlType}`) },
      async (request, reply) => {
        const lead = leads.current(request.params.id);
        if (!lead) return reply.code(404).send(leadNotFound);
        return {
          ...saved(lead),
          lead: {
            ...lead.data,
            id: lead.id,
            product: lead.product,
            progressState: lead.progressState,
            leadStatus: lead.leadStatus,
            expiresAt: lead.expiresAt,
          },
          applicationResult: resultOf(lead, request),
        };
      },
    );
  }
}

function saved(lead: LeadRecord): LeadSaved {
  return {
    id: lead.id,
    progressState: lead.progressState,
    leadStatus: lead.leadStatus,
    expiresAt: lead.expiresAt,
  };
}

function resultOf(lead: LeadRecord, request: FastifyRequest) {
  return isChecking(lead) ? null : applicationResultFor(lead, originOf(request));
}

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
