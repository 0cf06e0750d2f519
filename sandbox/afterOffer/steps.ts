import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AfterOfferStore } from './store';
import type { LeadService } from '../lead/service';
import type { CreateReplays } from '../lead/replays';
import {
  State,
  maxProgressState,
  type ApplicationResult,
  type JsonObject,
  type JsonValue,
  type LeadRecord,
} from '../lead/types';
import type { OpenApiDocument } from '../platform/openapi';
import { originOf } from '../platform/http';

/** The after-offer states of section 3 whose screens make these calls. */
export const AfterOfferState = {
  mobileVerification: 7,
  instantor: 9,
  continue: 14,
  changeMobileNumber: 15,
  vehicle: 16,
  wenanceTink: 17,
  wenanceAccount: 18,
  moneymanPaylands: 19,
  policyConsents: 20,
  advanziaConsents: 29,
  idUpload: 30,
  dynamicConsents: 35,
  tfbankConsents: 36,
} as const;

export interface AfterOfferDeps {
  doc: OpenApiDocument;
  leads: LeadService;
  store: AfterOfferStore;
  /** Replays of the re-apply's create (lead/replays.ts). */
  replays: CreateReplays;
  /** The application result the lead's new state shows (offers, redirect, status). */
  resultFor: (lead: LeadRecord, origin: string) => ApplicationResult;
  now?: () => Date;
  /** How long before a new verification code may be sent; default 30 s. */
  resendWaitMs?: number;
}

/** The bank-connection states and the provider whose flow each embeds. */
export const bankProviders = {
  instantor: AfterOfferState.instantor,
  tink: AfterOfferState.wenanceTink,
  paylands: AfterOfferState.moneymanPaylands,
} as const;
export type BankProvider = keyof typeof bankProviders;

export const leadNotFound = { message: 'Lead not found' };

/** The time now, or the one a test gave. */
export function nowOf(deps: Pick<AfterOfferDeps, 'now'>): Date {
  return (deps.now ?? (() => new Date()))();
}

/**
 * Where a completed step sends the lead: `fallback` (thank you, 11, for most steps), or the
 * state named by a `then-<n>` in the e-mail's +tag, so a test can chain steps
 * (`state-7+then-30@example.com` verifies the mobile, then asks for the identity document).
 */
export function nextStateAfter(lead: LeadRecord, fallback: number): number {
  const contact: JsonValue | undefined = lead.data['contactDetails'];
  const email =
    typeof contact === 'object' && contact !== null && !Array.isArray(contact)
      ? contact['email']
      : undefined;
  if (typeof email !== 'string') return fallback;
  const tag = email.slice(0, email.lastIndexOf('@')).split('+')[1] ?? '';
  const match = /(?:^|[.-])then-(\d{1,2})(?:$|[.-])/i.exec(tag);
  const state = match ? Number(match[1]) : Number.NaN;
  return state >= 0 && state <= maxProgressState && state !== State.checking ? state : fallback;
}

/** The lead of a step call, or the 404/409 answer when it is unknown or not at this step. */
export function leadAtStep(
  deps: AfterOfferDeps,
  id: string,
  states: readonly number[],
  path: string,
  reply: FastifyReply,
): LeadRecord | undefined {
  const lead = deps.leads.current(id);
  if (!lead) {
    void reply.code(404).send(leadNotFound);
    return undefined;
  }
  if (!states.includes(lead.progressState)) {
    // The back button or a second tab must not complete a step the lead has left.
    void reply.code(409).send({
      message: `Lead is in state ${lead.progressState}; ${path} belongs to state ${states.join(' or ')}`,
      error: 'wrong_state',
    });
    return undefined;
  }
  return lead;
}

/** Stores what the step sent, moves the lead to `to`, and answers where it is now. */
export function completeStep(
  deps: AfterOfferDeps,
  request: FastifyRequest,
  lead: LeadRecord,
  path: string,
  to: number,
  sections: JsonObject = {},
) {
  const fromState = lead.progressState;
  const updated = deps.leads.moveByServer(lead.id, to, sections) ?? lead;
  deps.store.recordCall(lead.id, {
    path,
    fromState,
    toState: updated.progressState,
    createdAt: updated.updatedAt,
  });
  request.log.info(
    { leadId: lead.id, call: path, progressState: updated.progressState },
    'Lead step completed',
  );
  return stepAnswer(deps, request, updated);
}

export function stepAnswer(deps: AfterOfferDeps, request: FastifyRequest, lead: LeadRecord) {
  return {
    id: lead.id,
    progressState: lead.progressState,
    leadStatus: lead.leadStatus,
    expiresAt: lead.expiresAt,
    applicationResult: deps.resultFor(lead, originOf(request)),
  };
}
