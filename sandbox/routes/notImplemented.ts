import type { FastifyInstance } from 'fastify';
import { fastifyPath } from '../openapi';

/**
 * Calls of the specification (section 7) that the sandbox does not answer yet. Implementing one
 * means: describe it in openapi.json, add its route, and delete its line here.
 */
export const notImplementedPaths: readonly string[] = [
  '/v2/customer/mobile/verify',
  '/v2/lead',
  '/v3/test/datapoints',
  '/postcode/lookup/{code}',
  '/postcode/{code}',
  '/company/{name}',
  '/customer/{id}/consents',
  '/lead/customer/password',
  '/lead/mobile/verification',
  '/v2/customer/mobile/resend-code',
  '/v2/customer/mobile',
  '/affiliate/event',
  '/lead/skip/{id}',
  '/lead/continue/{id}',
  '/lead/documentId',
  '/lead/idUpload',
  '/lead/{id}/redirect',
  '/data/vehicleModels.json',
  '/lead/vehicle',
  '/lead/sale',
  '/lead/account',
  '/lead/marital-details',
  '/lead/aide',
  '/choices/country',
  '/choices/position',
  '/perofesional-details-mapping',
  '/lead/cnp',
  '/lead/wniosek',
  '/email/validate/{email}',
  '/partner/logos',
  '/lead/offer/payment',
  '/lead/offer/employment-details',
  '/lead/offer/personal-details',
  '/lead/offer/policy',
  '/lead/offer/dynamic-policy',
  '/lead/offer/credit-details',
  '/lead/offer/professional-details',
  '/lead/offer/customer-debts',
  '/lead/offer/reference-details',
  '/lead/offer/skip-document-upload',
  '/lead/offer/accept-creditea-offer',
  '/lead/offer/update-provident-offer',
  '/lead/offer/proficredit',
];

/** An honest 501 beats a 404: the funnel's call is known, only its answer is missing. */
export function registerNotImplementedRoutes(app: FastifyInstance): void {
  for (const path of notImplementedPaths) {
    app.all(fastifyPath(path), async (request, reply) =>
      reply.code(501).send({
        error: 'not_implemented',
        message: `${request.method} ${request.url.split('?')[0]} is not implemented in the sandbox yet`,
      }),
    );
  }
}
