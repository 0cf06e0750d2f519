import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { State, type JsonObject } from '../lead/types';
import { fieldError, sectionOf } from '../platform/http';
import { addOperation } from '../platform/openapi';
import { vehicleMakes } from './data';
import {
  AfterOfferState,
  bankProviders,
  completeStep,
  leadAtStep,
  nextStateAfter,
  nowOf,
  type AfterOfferDeps,
  type BankProvider,
} from './steps';

type VehicleRoute = { Body: JsonObject & { id: string } };
type AccountRoute = { Body: { id: string; provider: BankProvider; reference: string } };
type PasswordRoute = { Body: { id: string; password: string } };
type LeadIdRoute = { Params: { id: string } };
type VehicleRequest = FastifyRequest<VehicleRoute>;
type AccountRequest = FastifyRequest<AccountRoute>;
type PasswordRequest = FastifyRequest<PasswordRoute>;
type LeadIdRequest = FastifyRequest<LeadIdRoute>;

const skippable = Object.values(bankProviders);

/**
 * Vehicle, bank connections, the partner account password, skip and continue. Each step call
 * checks the lead's state first.
 */
export function registerAfterOfferStepRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc } = deps;
  addOperation(app, doc, 'get', '/data/vehicleModels.json', () => ({ makes: vehicleMakes }));
  addOperation<VehicleRoute>(app, doc, 'post', '/lead/vehicle', (request, reply) =>
    saveVehicle(deps, request, reply),
  );
  addOperation<AccountRoute>(app, doc, 'post', '/lead/account', (request, reply) =>
    saveBankConnection(deps, request, reply),
  );
  addOperation<PasswordRoute>(app, doc, 'post', '/lead/customer/password', (request, reply) =>
    savePassword(deps, request, reply),
  );
  addOperation<LeadIdRoute>(app, doc, 'post', '/lead/skip/{id}', (request, reply) =>
    moveOn(deps, request, reply, '/lead/skip/{id}', skippable),
  );
  addOperation<LeadIdRoute>(app, doc, 'post', '/lead/continue/{id}', (request, reply) =>
    moveOn(deps, request, reply, '/lead/continue/{id}', [AfterOfferState.continue]),
  );
}

/** `/lead/vehicle`: a make and model of the catalogue, and a plausible year. */
async function saveVehicle(deps: AfterOfferDeps, request: VehicleRequest, reply: FastifyReply) {
  const path = '/lead/vehicle';
  const lead = leadAtStep(deps, request.body.id, [AfterOfferState.vehicle], path, reply);
  if (!lead) return reply;
  const other = sectionOf(request.body, 'otherDetails');
  const problem = vehicleProblem(other, nowOf(deps));
  if (problem) return reply.code(400).send(problem);
  return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou), {
    otherDetails: other,
  });
}

function vehicleProblem(other: JsonObject, now: Date) {
  const make = vehicleMakes.find((candidate) => candidate.name === other['vehicleMake']);
  if (!make) {
    return fieldError(
      'otherDetails.vehicleMake',
      'must be a make of /data/vehicleModels.json',
      'enum',
    );
  }
  if (!make.models.some((model) => model.name === other['vehicleModel'])) {
    return fieldError('otherDetails.vehicleModel', `must be a model of ${make.name}`, 'enum');
  }
  const year = other['vehicleYear'];
  if (typeof year !== 'number' || year < 1980 || year > now.getFullYear() + 1) {
    return fieldError('otherDetails.vehicleYear', 'must be a year from 1980 on', 'range');
  }
  return undefined;
}

/** `/lead/account`: the reference the bank-connection flow gave, for its provider's state. */
async function saveBankConnection(
  deps: AfterOfferDeps,
  request: AccountRequest,
  reply: FastifyReply,
) {
  const path = '/lead/account';
  const { id, provider, reference } = request.body;
  const lead = leadAtStep(deps, id, [bankProviders[provider]], path, reply);
  if (!lead) return reply;
  deps.store.saveBankConnection(lead.id, provider, reference, nowOf(deps).toISOString());
  return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
}

/** `/lead/customer/password`: letters and digits; only a salted scrypt hash is kept. */
async function savePassword(deps: AfterOfferDeps, request: PasswordRequest, reply: FastifyReply) {
  const path = '/lead/customer/password';
  const lead = leadAtStep(deps, request.body.id, [AfterOfferState.wenanceAccount], path, reply);
  if (!lead) return reply;
  const { password } = request.body;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return reply
      .code(400)
      .send(fieldError('password', 'must contain letters and digits', 'pattern'));
  }
  deps.store.savePassword(lead.id, passwordHash(password), nowOf(deps).toISOString());
  return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
}

function passwordHash(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Skip (a bank connection) and continue: the step is done with nothing to store. */
async function moveOn(
  deps: AfterOfferDeps,
  request: LeadIdRequest,
  reply: FastifyReply,
  path: string,
  states: readonly number[],
) {
  const lead = leadAtStep(deps, request.params.id, states, path, reply);
  if (!lead) return reply;
  return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
}
