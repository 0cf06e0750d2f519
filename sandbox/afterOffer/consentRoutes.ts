import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { State } from '../lead/types';
import { addOperation } from '../platform/openapi';
import { consentSets, type ConsentDefinition, type ConsentSet, type Language } from './data';
import {
  AfterOfferState,
  completeStep,
  leadAtStep,
  leadNotFound,
  nextStateAfter,
  nowOf,
  type AfterOfferDeps,
} from './steps';
import type { StoredConsent } from './store';

interface Answer {
  id: string;
  accepted: boolean;
}
interface Problem {
  field: string;
  message: string;
  keyword: string;
}
type ShowRoute = { Params: { id: string }; Querystring: { set: ConsentSet; lang?: Language } };
type PartnerAnswerRoute = {
  Params: { id: string };
  Body: { set: 'advanzia' | 'tfbank'; consents: Answer[] };
};
type ScreenAnswerRoute = { Body: { id: string; consents: Answer[] } };

/** The state whose screen answers each set. */
const stateOfSet: Record<ConsentSet, number> = {
  policy: AfterOfferState.policyConsents,
  dynamic: AfterOfferState.dynamicConsents,
  advanzia: AfterOfferState.advanziaConsents,
  tfbank: AfterOfferState.tfbankConsents,
};

/** The screens that answer by the lead's id in the body, and the set each answers. */
const screenCalls = [
  ['/lead/offer/policy', 'policy'],
  ['/lead/offer/dynamic-policy', 'dynamic'],
] as const;

/**
 * Consents: `GET /customer/{id}/consents?set=…` gives the texts a consent screen shows (with any
 * earlier answers); the screens answer through `/lead/offer/policy` (20),
 * `/lead/offer/dynamic-policy` (35) and `POST /customer/{id}/consents` (Advanzia 29, TF Bank 36).
 */
export function registerAfterOfferConsentRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc } = deps;
  const partnerPath = '/customer/{id}/consents';
  addOperation<ShowRoute>(app, doc, 'get', partnerPath, (request, reply) =>
    showConsents(deps, request, reply),
  );
  addOperation<PartnerAnswerRoute>(app, doc, 'post', partnerPath, (request, reply) =>
    answer(deps, request.body.set, partnerPath, request.params.id, request, reply),
  );
  for (const [path, set] of screenCalls) {
    addOperation<ScreenAnswerRoute>(app, doc, 'post', path, (request, reply) =>
      answer(deps, set, path, request.body.id, request, reply),
    );
  }
}

/** The texts of one set in the asked language, with the lead's earlier answers. */
async function showConsents(
  deps: AfterOfferDeps,
  request: FastifyRequest<ShowRoute>,
  reply: FastifyReply,
) {
  const lead = deps.leads.current(request.params.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  const { set, lang = 'en' } = request.query;
  const answers = new Map(deps.store.consents(lead.id).map((given) => [given.consentId, given]));
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
}

/** Every consent of the set answered as it must be: stored, and the step is done. */
async function answer(
  deps: AfterOfferDeps,
  set: ConsentSet,
  path: string,
  leadId: string,
  request: FastifyRequest<{ Body: { consents: Answer[] } }>,
  reply: FastifyReply,
) {
  const lead = leadAtStep(deps, leadId, [stateOfSet[set]], path, reply);
  if (!lead) return reply;
  const { consents } = request.body;
  const definitions = consentSets[set].consents;
  const problems = consentProblems(set, definitions, consents);
  if (problems.length > 0) {
    return reply.code(400).send({
      message: problems.map((problem) => `body/${problem.field} ${problem.message}`).join(', '),
      error: 'validation_failed',
      errors: problems.map((problem) => ({ location: 'body', ...problem })),
    });
  }
  const given = new Map(consents.map((consent) => [consent.id, consent.accepted]));
  const at = nowOf(deps).toISOString();
  const stored: StoredConsent[] = definitions.map((definition) => ({
    consentSet: set,
    consentId: definition.id,
    version: definition.version,
    accepted: given.get(definition.id) === true,
    answeredAt: at,
  }));
  deps.store.saveConsents(lead.id, stored);
  return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
}

/** An unknown consent, a yes/no left open, a required consent not accepted. */
function consentProblems(
  set: ConsentSet,
  definitions: readonly ConsentDefinition[],
  consents: Answer[],
): Problem[] {
  const given = new Map(consents.map((consent) => [consent.id, consent.accepted]));
  const unknown = consents.find((consent) => !definitions.some((d) => d.id === consent.id));
  const unknownProblem: Problem[] = unknown
    ? [{ field: 'consents', message: `${unknown.id} is not a consent of ${set}`, keyword: 'enum' }]
    : [];
  return [
    ...unknownProblem,
    ...definitions.flatMap((definition): Problem[] => {
      const value = given.get(definition.id);
      if (definition.kind === 'yesNo' && value === undefined) {
        return [
          { field: `consents.${definition.id}`, message: 'must be answered', keyword: 'required' },
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
}
