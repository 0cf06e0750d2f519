import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationResultFor } from './applicationResult';
import { languageOf } from '../dynamicForm/language';
import type { DynamicFormSandbox } from '../dynamicForm/leadHooks';
import { isChecking, type LeadService } from './service';
import type {
  ApplicationResult,
  CreateLeadBody,
  LeadRecord,
  LeadSaved,
  UpdateLeadBody,
} from './types';
import { operationSchema, type OpenApiDocument } from '../platform/openapi';

const leadNotFound = { message: 'Lead not found' };

/**
 * A feature's own result for the states it owns (stored offers, for example); undefined leaves
 * the lead to the default result. The first provider that answers wins.
 */
export type ResultProvider = (lead: LeadRecord, origin: string) => ApplicationResult | undefined;

/** Create, update, poll and continue: the calls the funnel's lead flow makes. */
export function registerLeadRoutes(
  app: FastifyInstance,
  {
    doc,
    leads,
    resultProviders = [],
    dynamicForm,
  }: {
    doc: OpenApiDocument;
    leads: LeadService;
    resultProviders?: readonly ResultProvider[];
    /** The v3 parts of the answers: data points, and refused answers (dynamicForm/leadHooks.ts). */
    dynamicForm?: DynamicFormSandbox;
  },
): void {
  const v3PartsOf = (lead: LeadRecord) => dynamicForm?.answerFor(lead) ?? {};

  const resultOf = (lead: LeadRecord, request: FastifyRequest) =>
    decidedResultOf(lead, request, resultProviders);

  app.post<{ Body: CreateLeadBody; Headers: { 'idempotency-key'?: string } }>(
    '/v3/lead',
    { schema: operationSchema(doc, 'post', '/v3/lead') },
    async (request, reply) => {
      const { lead, replayed } = leads.create(request.body, request.headers['idempotency-key']);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(replayed ? 200 : 201).send({ ...saved(lead), ...v3PartsOf(lead) });
    },
  );

  app.put<{ Body: UpdateLeadBody }>(
    '/v3/lead',
    { schema: operationSchema(doc, 'put', '/v3/lead') },
    async (request, reply) => {
      let body = request.body;
      const stored = dynamicForm ? leads.current(body.id) : undefined;
      if (dynamicForm && stored) {
        const decision = dynamicForm.beforeUpdate(
          stored,
          body,
          languageOf(request.headers['accept-language']),
        );
        if ('refusal' in decision) return reply.code(422).send(decision.refusal);
        body = decision.body;
      }
      const lead = leads.update(body);
      return lead ? { ...saved(lead), ...v3PartsOf(lead) } : reply.code(404).send(leadNotFound);
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
          ...v3PartsOf(lead),
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

function decidedResultOf(
  lead: LeadRecord,
  request: FastifyRequest,
  providers: readonly ResultProvider[],
): ApplicationResult | null {
  if (isChecking(lead)) return null;
  const origin = originOf(request);
  for (const provide of providers) {
    const result = provide(lead, origin);
    if (result) return result;
  }
  return applicationResultFor(lead, origin);
}

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
