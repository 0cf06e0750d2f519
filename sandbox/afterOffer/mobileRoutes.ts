import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { State, type JsonObject, type JsonValue, type LeadRecord } from '../lead/types';
import { fieldError, sectionOf } from '../platform/http';
import { addOperation } from '../platform/openapi';
import {
  AfterOfferState,
  completeStep,
  leadAtStep,
  nextStateAfter,
  nowOf,
  type AfterOfferDeps,
} from './steps';
import type { Verification } from './store';

/** Documented in docs/api.md: accepted by the sandbox for every lead, so tests need no log. */
export const SANDBOX_FIXED_CODE = '123456';
const codeLifetimeMs = 10 * 60 * 1000;
const defaultResendWaitMs = 30 * 1000;
/** Wrong codes allowed for one code; then a new code must be sent. */
export const maxFailedAttempts = 5;

type IdRoute = { Body: { id: string } };
type CodeRoute = { Body: { id: string; code: string } };
type MobileRoute = { Body: { id: string; contactDetails: JsonObject } };

const verifying = [AfterOfferState.mobileVerification];

/**
 * Mobile verification: a code is sent when the screen opens (`/v2/customer/mobile/verify`),
 * sent again on request (`/resend-code`), checked (`/lead/mobile/verification`), and a new
 * number gets a new code (`/v2/customer/mobile`). Codes go to the log, never the phone number.
 */
export function registerAfterOfferMobileRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc } = deps;
  addOperation<IdRoute>(app, doc, 'post', '/v2/customer/mobile/verify', (request, reply) =>
    startVerification(deps, request, reply),
  );
  addOperation<IdRoute>(app, doc, 'post', '/v2/customer/mobile/resend-code', (request, reply) =>
    resendCode(deps, request, reply),
  );
  addOperation<CodeRoute>(app, doc, 'post', '/lead/mobile/verification', (request, reply) =>
    checkCode(deps, request, reply),
  );
  addOperation<MobileRoute>(app, doc, 'put', '/v2/customer/mobile', (request, reply) =>
    changeNumber(deps, request, reply),
  );
}

/** The screen opens: a code is sent, unless one sent earlier can still be used. */
async function startVerification(
  deps: AfterOfferDeps,
  request: FastifyRequest<IdRoute>,
  reply: FastifyReply,
) {
  const path = '/v2/customer/mobile/verify';
  const lead = leadAtStep(deps, request.body.id, verifying, path, reply);
  if (!lead) return reply;
  const phone = phoneOf(deps, lead.id);
  if (!phone)
    return reply.code(409).send({ message: 'Lead has no mobile number', error: 'no_phone' });
  const current = deps.store.verification(lead.id);
  // Opening the screen again (reload, second tab) keeps the code already sent.
  const verification = isUsable(deps, current)
    ? current
    : send(deps, lead, phone, request.log, current);
  return status(deps, verification);
}

async function resendCode(
  deps: AfterOfferDeps,
  request: FastifyRequest<IdRoute>,
  reply: FastifyReply,
) {
  const path = '/v2/customer/mobile/resend-code';
  const lead = leadAtStep(deps, request.body.id, verifying, path, reply);
  if (!lead) return reply;
  const current = deps.store.verification(lead.id);
  const waitLeft = current ? status(deps, current).resendInSeconds : 0;
  if (waitLeft > 0) {
    return reply.code(429).send({
      message: `A new code can be sent in ${waitLeft} s`,
      error: 'resend_too_soon',
      retryInSeconds: waitLeft,
    });
  }
  return status(deps, send(deps, lead, phoneOf(deps, lead.id), request.log, current));
}

/** The code sent, or the sandbox's fixed one; wrong codes are counted. */
async function checkCode(
  deps: AfterOfferDeps,
  request: FastifyRequest<CodeRoute>,
  reply: FastifyReply,
) {
  const path = '/lead/mobile/verification';
  const lead = leadAtStep(deps, request.body.id, verifying, path, reply);
  if (!lead) return reply;
  const verification = deps.store.verification(lead.id);
  if (!verification || Date.parse(verification.expiresAt) <= nowOf(deps).getTime()) {
    return reply
      .code(410)
      .send({ message: 'The code has expired; ask for a new one', error: 'code_expired' });
  }
  if (verification.failedAttempts >= maxFailedAttempts) {
    return reply
      .code(429)
      .send({ message: 'Too many wrong codes; ask for a new one', error: 'too_many_attempts' });
  }
  const code = request.body.code.replace(/\s/g, '');
  if (code !== verification.code && code !== SANDBOX_FIXED_CODE) {
    return reply.code(422).send(wrongCode(deps, verification));
  }
  deps.store.saveVerification({ ...verification, verifiedAt: nowOf(deps).toISOString() });
  return completeStep(deps, request, lead, path, verification.resumeState ?? State.accepted);
}

function wrongCode(deps: AfterOfferDeps, verification: Verification) {
  const failed = { ...verification, failedAttempts: verification.failedAttempts + 1 };
  deps.store.saveVerification(failed);
  return {
    message: 'The code is not right',
    error: 'invalid_code',
    attemptsLeft: Math.max(0, maxFailedAttempts - failed.failedAttempts),
  };
}

/** A new number: stored, back to verification, and a new code sent to it. */
async function changeNumber(
  deps: AfterOfferDeps,
  request: FastifyRequest<MobileRoute>,
  reply: FastifyReply,
) {
  const path = '/v2/customer/mobile';
  const states = [AfterOfferState.changeMobileNumber, AfterOfferState.mobileVerification];
  const lead = leadAtStep(deps, request.body.id, states, path, reply);
  if (!lead) return reply;
  const phone: JsonValue | undefined = request.body.contactDetails['phoneNumber'];
  if (typeof phone !== 'string' || !/^\+?\d(?:[ -]?\d){5,16}$/.test(phone.trim())) {
    return reply
      .code(400)
      .send(fieldError('contactDetails.phoneNumber', 'must be a phone number', 'pattern'));
  }
  const answer = completeStep(deps, request, lead, path, AfterOfferState.mobileVerification, {
    contactDetails: { phoneNumber: phone.trim() },
  });
  // A new number gets a new code at once; the wait for a resend starts again.
  const moved = deps.leads.current(lead.id);
  if (moved) send(deps, moved, phone.trim(), request.log, deps.store.verification(lead.id));
  return answer;
}

function send(
  deps: AfterOfferDeps,
  lead: LeadRecord,
  phoneNumber: string,
  log: FastifyBaseLogger,
  previous?: Verification,
): Verification {
  const at = nowOf(deps);
  const verification: Verification = {
    leadId: lead.id,
    phoneNumber,
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    sentAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + codeLifetimeMs).toISOString(),
    sends: (previous?.sends ?? 0) + 1,
    failedAttempts: 0,
    resumeState: previous ? previous.resumeState : nextStateAfter(lead, State.accepted),
    verifiedAt: null,
  };
  deps.store.saveVerification(verification);
  log.info({ leadId: lead.id, code: verification.code }, 'Mobile verification code sent');
  return verification;
}

function status(deps: AfterOfferDeps, verification: Verification) {
  const at = nowOf(deps).getTime();
  const resendWaitMs = deps.resendWaitMs ?? defaultResendWaitMs;
  const seconds = (iso: string, plus = 0) =>
    Math.max(0, Math.ceil((Date.parse(iso) + plus - at) / 1000));
  return {
    maskedPhoneNumber: mask(verification.phoneNumber),
    codeLength: 6,
    expiresInSeconds: seconds(verification.expiresAt),
    resendInSeconds: seconds(verification.sentAt, resendWaitMs),
    attemptsLeft: Math.max(0, maxFailedAttempts - verification.failedAttempts),
  };
}

function isUsable(
  deps: AfterOfferDeps,
  verification: Verification | undefined,
): verification is Verification {
  return (
    verification !== undefined &&
    verification.verifiedAt === null &&
    verification.phoneNumber === phoneOf(deps, verification.leadId) &&
    Date.parse(verification.expiresAt) > nowOf(deps).getTime() &&
    verification.failedAttempts < maxFailedAttempts
  );
}

function phoneOf(deps: AfterOfferDeps, leadId: string): string {
  const lead = deps.leads.current(leadId);
  const phone = lead ? sectionOf(lead.data, 'contactDetails')['phoneNumber'] : undefined;
  return typeof phone === 'string' ? phone : '';
}

/** `612345678` → `••••••678`: enough to recognise the number, not to read it. */
export function mask(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `${'•'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
}
