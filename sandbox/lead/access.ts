import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LeadIdLocation } from '../platform/openapi';
import type { LeadTokens } from './tokens';

/** Said for a missing, wrong or expired token alike, and for a lead that does not exist. */
export const applicantTokenRequired = {
  message: 'This lead can only be read or changed with its applicant token',
  error: 'unauthorized',
};

/**
 * Every operation the contract secures with `applicantToken` answers 401 unless its request
 * carries `Authorization: Bearer <a live applicant token of the lead it names>`. It runs before
 * validation and before the route, so a request without the token learns nothing about the lead,
 * not even whether it exists.
 *
 * The id is taken as sent, before the validator may coerce it, so anything but a string (an
 * array, an object, a number, null, or no id) is refused here with a 400: were it let through,
 * the validator could turn `["<id>"]` or `5` into the string the route then looks up, a lead
 * whose token nobody checked.
 */
export function registerApplicantAccess(
  app: FastifyInstance,
  tokens: LeadTokens,
  now: () => Date = () => new Date(),
): void {
  app.addHook('preValidation', async (request, reply) => {
    const where = request.routeOptions.config.leadIdAt;
    if (!where) return;
    const leadId = leadIdOf(request, where);
    if (typeof leadId !== 'string') return reply.code(400).send(leadIdRefused(where, leadId));
    const token = bearerTokenOf(request.headers.authorization);
    if (token !== undefined && tokens.admits(leadId, token, now())) return;
    return reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer realm="lead"')
      .send(applicantTokenRequired);
  });
}

const validationContext = { path: 'params', query: 'querystring', body: 'body' } as const;

/** The validator's own 400 for that id, as it would say it were nothing coerced. */
function leadIdRefused({ in: part, name }: LeadIdLocation, leadId: unknown) {
  const location = validationContext[part];
  const [message, keyword] =
    leadId === undefined
      ? [`must have required property '${name}'`, 'required']
      : ['must be string', 'type'];
  return {
    message: leadId === undefined ? `${location} ${message}` : `${location}/${name} ${message}`,
    error: 'validation_failed',
    errors: [{ location, field: name, message, keyword }],
  };
}

function leadIdOf(request: FastifyRequest, where: LeadIdLocation): unknown {
  const source = { path: request.params, query: request.query, body: request.body }[where.in];
  if (typeof source !== 'object' || source === null) return undefined;
  return (source as Record<string, unknown>)[where.name];
}

export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
