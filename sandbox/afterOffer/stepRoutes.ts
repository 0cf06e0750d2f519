import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { logoSvg, partnerLogos, vehicleMakes } from './data';
import {
  AfterOfferState,
  completeStep,
  fieldError,
  leadAtStep,
  leadNotFound,
  nextStateAfter,
  sectionOf,
  type AfterOfferDeps,
} from './steps';
import { State, type JsonObject, type JsonValue, type ProductId } from '../lead/types';
import { operationSchema } from '../platform/openapi';
import { originOf } from '../lead/routes';

/** The bank-connection states and the provider whose flow each embeds. */
export const bankProviders = {
  instantor: AfterOfferState.instantor,
  tink: AfterOfferState.wenanceTink,
  paylands: AfterOfferState.moneymanPaylands,
} as const;
type BankProvider = keyof typeof bankProviders;

const skippable = Object.values(bankProviders);
/** A re-application starts again at the first step, with the earlier answers. */
const loanInformationState = 1;
const redirectNotice = { message: 'Lead was not redirected to a partner', error: 'not_redirected' };

/**
 * Vehicle, bank connections, the partner account password, skip and continue, redirects,
 * partner logos and re-applications (`/v2/lead`). Each step call checks the lead's state first.
 */
export function registerAfterOfferLeadRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc, store, leads } = deps;
  const now = () => (deps.now ?? (() => new Date()))();

  app.get(
    '/data/vehicleModels.json',
    { schema: operationSchema(doc, 'get', '/data/vehicleModels.json') },
    () => ({
      makes: vehicleMakes,
    }),
  );

  app.post<{ Body: JsonObject & { id: string } }>(
    '/lead/vehicle',
    { schema: operationSchema(doc, 'post', '/lead/vehicle') },
    async (request, reply) => {
      const path = '/lead/vehicle';
      const lead = leadAtStep(deps, request.body.id, [AfterOfferState.vehicle], path, reply);
      if (!lead) return reply;
      const other = sectionOf(request.body, 'otherDetails');
      const make = vehicleMakes.find((candidate) => candidate.name === other['vehicleMake']);
      if (!make) {
        return reply
          .code(400)
          .send(
            fieldError(
              'otherDetails.vehicleMake',
              'must be a make of /data/vehicleModels.json',
              'enum',
            ),
          );
      }
      if (!make.models.some((model) => model.name === other['vehicleModel'])) {
        return reply
          .code(400)
          .send(fieldError('otherDetails.vehicleModel', `must be a model of ${make.name}`, 'enum'));
      }
      const year = other['vehicleYear'];
      if (typeof year !== 'number' || year < 1980 || year > now().getFullYear() + 1) {
        return reply
          .code(400)
          .send(fieldError('otherDetails.vehicleYear', 'must be a year from 1980 on', 'range'));
      }
      return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou), {
        otherDetails: other,
      });
    },
  );

  app.post<{ Body: { id: string; provider: BankProvider; reference: string } }>(
    '/lead/account',
    { schema: operationSchema(doc, 'post', '/lead/account') },
    async (request, reply) => {
      const path = '/lead/account';
      const { id, provider, reference } = request.body;
      const lead = leadAtStep(deps, id, [bankProviders[provider]], path, reply);
      if (!lead) return reply;
      store.saveBankConnection(lead.id, provider, reference, now().toISOString());
      return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
    },
  );

  app.post<{ Body: { id: string; password: string } }>(
    '/lead/customer/password',
    { schema: operationSchema(doc, 'post', '/lead/customer/password') },
    async (request, reply) => {
      const path = '/lead/customer/password';
      const lead = leadAtStep(deps, request.body.id, [AfterOfferState.wenanceAccount], path, reply);
      if (!lead) return reply;
      const { password } = request.body;
      if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
        return reply
          .code(400)
          .send(fieldError('password', 'must contain letters and digits', 'pattern'));
      }
      const salt = randomBytes(16);
      const hash = scryptSync(password, salt, 32);
      store.savePassword(
        lead.id,
        `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`,
        now().toISOString(),
      );
      return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/lead/skip/:id',
    { schema: operationSchema(doc, 'post', '/lead/skip/{id}') },
    async (request, reply) => {
      const path = '/lead/skip/{id}';
      const lead = leadAtStep(deps, request.params.id, skippable, path, reply);
      if (!lead) return reply;
      return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/lead/continue/:id',
    { schema: operationSchema(doc, 'post', '/lead/continue/{id}') },
    async (request, reply) => {
      const path = '/lead/continue/{id}';
      const lead = leadAtStep(deps, request.params.id, [AfterOfferState.continue], path, reply);
      if (!lead) return reply;
      return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
    },
  );

  const redirectOf = (id: string, origin: string) => {
    const lead = leads.current(id);
    if (!lead) return undefined;
    const result = deps.resultFor(lead, origin);
    const recorded = store.redirect(lead.id);
    return {
      lead,
      answer: {
        redirected: recorded !== undefined,
        redirectedAt: recorded?.redirectedAt ?? null,
        ...(lead.progressState === State.redirected
          ? {
              redirectUrl: result.redirectUrl,
              redirectMethod: result.redirectMethod,
              partner: result.partner,
            }
          : {}),
      },
    };
  };

  app.get<{ Params: { id: string } }>(
    '/lead/:id/redirect',
    { schema: operationSchema(doc, 'get', '/lead/{id}/redirect') },
    async (request, reply) =>
      redirectOf(request.params.id, originOf(request))?.answer ??
      reply.code(404).send(leadNotFound),
  );

  app.post<{ Params: { id: string } }>(
    '/lead/:id/redirect',
    { schema: operationSchema(doc, 'post', '/lead/{id}/redirect') },
    async (request, reply) => {
      const found = redirectOf(request.params.id, originOf(request));
      if (!found) return reply.code(404).send(leadNotFound);
      if (found.lead.progressState !== State.redirected || !found.answer.redirectUrl) {
        return reply.code(409).send(redirectNotice);
      }
      store.saveRedirect(found.lead.id, found.answer.redirectUrl, now().toISOString());
      request.log.info({ leadId: found.lead.id }, 'Lead redirected to partner');
      return redirectOf(found.lead.id, originOf(request))?.answer;
    },
  );

  app.get('/partner/logos', { schema: operationSchema(doc, 'get', '/partner/logos') }, (request) =>
    partnerLogos.map(({ id, name }) => ({
      id,
      name,
      logoUrl: `${originOf(request)}/sandbox/logos/${id}.svg`,
    })),
  );
  app.get<{ Params: { file: string } }>('/sandbox/logos/:file', async (request, reply) => {
    const svg = logoSvg(request.params.file.replace(/\.svg$/, ''));
    if (!svg) return reply.code(404).send({ message: 'Logo not found' });
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
  });

  app.post<{ Body: { id: string; product: ProductId }; Headers: { 'idempotency-key'?: string } }>(
    '/v2/lead',
    { schema: operationSchema(doc, 'post', '/v2/lead') },
    async (request, reply) => {
      const previous = leads.current(request.body.id);
      if (!previous) return reply.code(404).send(leadNotFound);
      const wasRedirected =
        previous.progressState === State.redirected || store.redirect(previous.id) !== undefined;
      const posthog = sectionOf(previous.data, 'posthogParameters');
      const tags: JsonValue[] = Array.isArray(previous.data['tags']) ? previous.data['tags'] : [];
      const { lead, replayed } = leads.create(
        {
          ...previous.data,
          tags: [...tags.filter((tag) => tag !== 'reapplying'), 'reapplying'],
          posthogParameters: { ...posthog, leadPreviouslyRedirected: wasRedirected },
          product: request.body.product,
          progressState: loanInformationState,
        },
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(replayed ? 200 : 201).send({
        id: lead.id,
        progressState: lead.progressState,
        leadStatus: lead.leadStatus,
        expiresAt: lead.expiresAt,
      });
    },
  );
}
