import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consentSets, type ConsentSet, type Language } from './data';
import {
  AfterOfferState,
  completeStep,
  leadAtStep,
  leadNotFound,
  nextStateAfter,
  type AfterOfferDeps,
} from './steps';
import type { StoredConsent } from './store';
import { State } from '../lead/types';
import { operationSchema } from '../platform/openapi';

interface Answer {
  id: string;
  accepted: boolean;
}
type ConsentBody = { id: string; consents: Answer[] };

/** The state whose screen answers each set. */
const stateOfSet: Record<ConsentSet, number> = {
  policy: AfterOfferState.policyConsents,
  dynamic: AfterOfferState.dynamicConsents,
  advanzia: AfterOfferState.advanziaConsents,
  tfbank: AfterOfferState.tfbankConsents,
};

/**
 * Consents: `GET /customer/{id}/consents?set=…` gives the texts a consent screen shows (with any
 * earlier answers); the screens answer through `/lead/offer/policy` (20),
 * `/lead/offer/dynamic-policy` (35) and `POST /customer/{id}/consents` (Advanzia 29, TF Bank 36).
 */
export function registerAfterOfferConsentRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc, store } = deps;
  const now = () => (deps.now ?? (() => new Date()))();

  app.get<{ Params: { id: string }; Querystring: { set: ConsentSet; lang?: Language } }>(
    '/customer/:id/consents',
    { schema: operationSchema(doc, 'get', '/customer/{id}/consents') },
    async (request, reply) => {
      const lead = deps.leads.current(request.params.id);
      if (!lead) return reply.code(404).send(leadNotFound);
      const { set, lang = 'en' } = request.query;
      const answers = new Map(store.consents(lead.id).map((answer) => [answer.consentId, answer]));
      const definition = consentSets[set];
      return {
        set,
        ...(definition.partner ? { partner: { name: definition.partner } } : {}),
        consents: definition.consents.map((consent) => ({
          id: consent.id,
          kind: consent.kind,
          required: consent.required,
          version: consent.version,
          text: consent.text[lang],
          accepted: answers.get(consent.id)?.accepted ?? null,
        })),
      };
    },
  );

  function answer(
    set: ConsentSet,
    path: string,
    leadId: string,
    consents: Answer[],
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const lead = leadAtStep(deps, leadId, [stateOfSet[set]], path, reply);
    if (!lead) return reply;
    const given = new Map(consents.map((consent) => [consent.id, consent.accepted]));
    const definitions = consentSets[set].consents;
    const unknown = consents.find((consent) => !definitions.some((d) => d.id === consent.id));
    const problems = [
      ...(unknown
        ? [
            {
              field: 'consents',
              message: `${unknown.id} is not a consent of ${set}`,
              keyword: 'enum',
            },
          ]
        : []),
      ...definitions.flatMap((definition) => {
        const value = given.get(definition.id);
        if (definition.kind === 'yesNo' && value === undefined) {
          return [
            {
              field: `consents.${definition.id}`,
              message: 'must be answered',
              keyword: 'required',
            },
          ];
        }
        if (definition.kind === 'accept' && definition.required && value !== true) {
          return [
            { field: `consents.${definition.id}`, message: 'must be accepted', keyword: 'const' },
          ];
        }
        return [];
      }),
    ];
    if (problems.length > 0) {
      return reply.code(400).send({
        message: problems.map((problem) => `body/${problem.field} ${problem.message}`).join(', '),
        error: 'validation_failed',
        errors: problems.map((problem) => ({ location: 'body', ...problem })),
      });
    }
    const at = now().toISOString();
    const stored: StoredConsent[] = definitions.map((definition) => ({
      consentSet: set,
      consentId: definition.id,
      version: definition.version,
      accepted: given.get(definition.id) === true,
      answeredAt: at,
    }));
    store.saveConsents(lead.id, stored);
    return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
  }

  app.post<{ Params: { id: string }; Body: { set: 'advanzia' | 'tfbank'; consents: Answer[] } }>(
    '/customer/:id/consents',
    { schema: operationSchema(doc, 'post', '/customer/{id}/consents') },
    async (request, reply) =>
      answer(
        request.body.set,
        '/customer/{id}/consents',
        request.params.id,
        request.body.consents,
        request,
        reply,
      ),
  );

  for (const [path, set] of [
    ['/lead/offer/policy', 'policy'],
    ['/lead/offer/dynamic-policy', 'dynamic'],
  ] as const) {
    app.post<{ Body: ConsentBody }>(
      path,
      { schema: operationSchema(doc, 'post', path) },
      async (request, reply) =>
        answer(set, path, request.body.id, request.body.consents, request, reply),
    );
  }
}
