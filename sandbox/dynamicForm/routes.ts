import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProductId } from '../lead/types';
import { addOperation, type OpenApiDocument } from '../platform/openapi';
import { placementsOf } from './catalog';
import { countryChoices, positionChoices } from './choices';
import { companiesMatching } from './companies';
import { checkEmail } from './emailCheck';
import { languageOf } from './language';
import { placesFor } from './postcodes';
import { scenarioFor, scenarioNamed } from './scenarios';

type DataPointsRoute = {
  Querystring: { product?: ProductId; scenario?: string; email?: string };
};
type PostcodeRoute = { Params: { code: string } };
type CompanyRoute = { Params: { name: string } };
type EmailRoute = { Params: { email: string } };

/**
 * The dynamic (v3) form's calls besides the lead itself: the test data points, and the read-only
 * look-ups its steps make (postcode, company, choices, e-mail check).
 */
export function registerDynamicFormRoutes(
  app: FastifyInstance,
  { doc }: { doc: OpenApiDocument },
): void {
  addOperation<DataPointsRoute>(app, doc, 'get', '/v3/test/datapoints', testDataPoints);
  addOperation<PostcodeRoute>(app, doc, 'get', '/postcode/lookup/{code}', lookUpPostcode);
  addOperation<PostcodeRoute>(app, doc, 'get', '/postcode/{code}', placesOfPostcode);
  addOperation<CompanyRoute>(app, doc, 'get', '/company/{name}', (request) =>
    companiesMatching(request.params.name),
  );
  addOperation(app, doc, 'get', '/choices/country', (request) =>
    countryChoices(languageOf(request.headers['accept-language'])),
  );
  addOperation(app, doc, 'get', '/choices/position', (request) =>
    positionChoices(languageOf(request.headers['accept-language'])),
  );
  addOperation<EmailRoute>(app, doc, 'get', '/email/validate/{email}', (request) =>
    checkEmail(request.params.email),
  );
}

/** The data points of a scenario: named, or the one a product and e-mail select. */
async function testDataPoints(request: FastifyRequest<DataPointsRoute>, reply: FastifyReply) {
  const { product = 'default', scenario: name, email } = request.query;
  const scenario = name === undefined ? scenarioFor(product, email) : scenarioNamed(name);
  if (!scenario) return reply.code(404).send({ message: `No scenario ${name ?? ''}` });
  return {
    product,
    scenario: scenario.id,
    dataPoints: placementsOf(scenario.steps),
    ...(scenario.more ? { moreDataPoints: placementsOf(scenario.more.steps) } : {}),
  };
}

async function lookUpPostcode(request: FastifyRequest<PostcodeRoute>, reply: FastifyReply) {
  const [place] = placesFor(request.params.code);
  return place ?? reply.code(404).send({ message: 'Postcode not found' });
}

async function placesOfPostcode(request: FastifyRequest<PostcodeRoute>, reply: FastifyReply) {
  const places = placesFor(request.params.code);
  if (places.length === 0) return reply.code(404).send({ message: 'Postcode not found' });
  return { postalCode: places[0]?.postalCode ?? request.params.code, places };
}
