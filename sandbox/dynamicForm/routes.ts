import type { FastifyInstance } from 'fastify';
import { placementsOf } from './catalog';
import { countryChoices, positionChoices } from './choices';
import { companiesMatching } from './companies';
import { checkEmail } from './emailCheck';
import { languageOf } from './language';
import { placesFor } from './postcodes';
import { scenarioFor, scenarioNamed } from './scenarios';
import type { ProductId } from '../lead/types';
import { operationSchema, type OpenApiDocument } from '../platform/openapi';

/**
 * The dynamic (v3) form's calls besides the lead itself: the test data points, and the read-only
 * look-ups its steps make (postcode, company, choices, e-mail check).
 */
export function registerDynamicFormRoutes(
  app: FastifyInstance,
  { doc }: { doc: OpenApiDocument },
): void {
  app.get<{ Querystring: { product?: ProductId; scenario?: string; email?: string } }>(
    '/v3/test/datapoints',
    { schema: operationSchema(doc, 'get', '/v3/test/datapoints') },
    async (request, reply) => {
      const { product = 'default', scenario: name, email } = request.query;
      const scenario = name === undefined ? scenarioFor(product, email) : scenarioNamed(name);
      if (!scenario) return reply.code(404).send({ message: `No scenario ${name ?? ''}` });
      return {
        product,
        scenario: scenario.id,
        dataPoints: placementsOf(scenario.steps),
        ...(scenario.more ? { moreDataPoints: placementsOf(scenario.more.steps) } : {}),
      };
    },
  );

  app.get<{ Params: { code: string } }>(
    '/postcode/lookup/:code',
    { schema: operationSchema(doc, 'get', '/postcode/lookup/{code}') },
    async (request, reply) => {
      const [place] = placesFor(request.params.code);
      return place ?? reply.code(404).send({ message: 'Postcode not found' });
    },
  );

  app.get<{ Params: { code: string } }>(
    '/postcode/:code',
    { schema: operationSchema(doc, 'get', '/postcode/{code}') },
    async (request, reply) => {
      const places = placesFor(request.params.code);
      if (places.length === 0) return reply.code(404).send({ message: 'Postcode not found' });
      return { postalCode: places[0]?.postalCode ?? request.params.code, places };
    },
  );

  app.get<{ Params: { name: string } }>(
    '/company/:name',
    { schema: operationSchema(doc, 'get', '/company/{name}') },
    (request) => companiesMatching(request.params.name),
  );

  app.get(
    '/choices/country',
    { schema: operationSchema(doc, 'get', '/choices/country') },
    (request) => countryChoices(languageOf(request.headers['accept-language'])),
  );

  app.get(
    '/choices/position',
    { schema: operationSchema(doc, 'get', '/choices/position') },
    (request) => positionChoices(languageOf(request.headers['accept-language'])),
  );

  app.get<{ Params: { email: string } }>(
    '/email/validate/:email',
    { schema: operationSchema(doc, 'get', '/email/validate/{email}') },
    (request) => checkEmail(request.params.email),
  );
}
