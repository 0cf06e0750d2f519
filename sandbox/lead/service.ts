import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { mergeLead } from './merge';
import type { LeadRepository } from './repository';
import {
  State,
  type CreateLeadBody,
  type LeadData,
  type LeadRecord,
  type ProductId,
  type UpdateLeadBody,
} from './types';
import { outcomeFor } from './outcomes';
import { StateMoveRefused, isClientMove } from './stateMoves';
import type { LeadTokens } from './tokens';

const leadLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Sent by clients that echo their whole lead, but owned by the server. */
const serverOwned = new Set(['id', 'product', 'progressState', 'leadStatus', 'expiresAt']);

/** A created lead, with the applicant token its creator now holds. */
export interface CreatedLead {
  lead: LeadRecord;
  applicantToken: string;
}

export interface LeadService {
  create(body: CreateLeadBody): CreatedLead;
  /**
   * The client's update: a `progressState` it sends must be a move a client may make
   * (stateMoves.ts), or StateMoveRefused is thrown and nothing is stored.
   */
  update(body: UpdateLeadBody): LeadRecord | undefined;
  /**
   * The server's own move (a step call's outcome), with what the step sent: the calling route
   * has already checked the lead is at that step, so no client rule applies.
   */
  moveByServer(id: string, to: number, sections?: LeadData): LeadRecord | undefined;
  /** The lead as it stands now: a check whose delay has passed is decided on read. */
  current(id: string): LeadRecord | undefined;
}

export interface LeadServiceOptions {
  repository: LeadRepository;
  tokens: LeadTokens;
  checkingDelayMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function isChecking(lead: LeadRecord): boolean {
  return lead.progressState === State.checking && lead.decidedAt === null;
}

export function createLeadService(options: LeadServiceOptions): LeadService {
  const context: Context = { ...options, now: options.now ?? (() => new Date()) };
  return {
    create: (body) => createLead(context, body),
    update: (body) => updateLead(context, body),
    moveByServer: (id, to, sections = {}) => moveByServer(context, id, to, sections),
    current: (id) => currentLead(context, id),
  };
}

type Context = Required<LeadServiceOptions>;

/** A new lead and its creator's applicant token (a replay of a create is replays.ts's). */
function createLead(context: Context, body: CreateLeadBody): CreatedLead {
  const lead = insertLead(context, body);
  const { token } = context.tokens.issue(lead.id, 'applicant', new Date(lead.expiresAt));
  return { lead, applicantToken: token };
}

function insertLead({ repository, log, now }: Context, body: CreateLeadBody): LeadRecord {
  // A new lead starts at 0; the client may only ask for a form state or checking.
  if (!isClientMove(0, body.progressState)) throw new StateMoveRefused(0, body.progressState);
  const at = now();
  const lead: LeadRecord = {
    id: randomUUID(),
    sessionId: null,
    product: body.product,
    progressState: 0,
    leadStatus: 1,
    data: sectionsOf(body),
    outcome: null,
    checkingStartedAt: null,
    decidedAt: null,
    expiresAt: new Date(at.getTime() + leadLifetimeMs).toISOString(),
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
  lead.sessionId = sessionIdOf(lead.data);
  moveTo(lead, body.progressState, lead.createdAt);
  repository.insert(lead);
  log.info(
    { leadId: lead.id, product: lead.product, progressState: lead.progressState },
    'Lead created',
  );
  return lead;
}

function updateLead(context: Context, body: UpdateLeadBody) {
  const lead = context.repository.findById(body.id);
  if (!lead) return undefined;
  const to = body['progressState'];
  if (typeof to !== 'number' || to === lead.progressState) return save(context, lead, body);
  if (!isClientMove(lead.progressState, to)) throw new StateMoveRefused(lead.progressState, to);
  return save(context, lead, body, to);
}

function moveByServer(context: Context, id: string, to: number, sections: LeadData) {
  const lead = context.repository.findById(id);
  return lead && save(context, lead, sections, to);
}

/** Stores the sections (and product) sent, and moves the lead to `to` when one is given. */
function save({ repository, log, now }: Context, lead: LeadRecord, body: LeadData, to?: number) {
  const at = now().toISOString();
  lead.data = mergeLead(lead.data, sectionsOf(body));
  lead.sessionId = sessionIdOf(lead.data);
  if (typeof body['product'] === 'string') lead.product = body['product'] as ProductId;
  if (to !== undefined) moveTo(lead, to, at);
  lead.updatedAt = at;
  repository.update(lead);
  if (isChecking(lead)) log.info({ leadId: lead.id }, 'Lead checking started');
  return lead;
}

/** The lead as it stands now: a check whose delay has passed is decided here. */
function currentLead({ repository, checkingDelayMs, log, now }: Context, id: string) {
  const lead = repository.findById(id);
  if (!lead || !isChecking(lead) || lead.checkingStartedAt === null) return lead;
  const at = now();
  if (at.getTime() - Date.parse(lead.checkingStartedAt) < checkingDelayMs) return lead;
  lead.progressState = lead.outcome ?? State.accepted;
  lead.decidedAt = at.toISOString();
  lead.updatedAt = lead.decidedAt;
  repository.update(lead);
  log.info({ leadId: lead.id, progressState: lead.progressState }, 'Lead decided');
  return lead;
}

function moveTo(lead: LeadRecord, state: number, at: string): void {
  lead.progressState = state;
  if (state === State.checking) {
    lead.checkingStartedAt = at;
    lead.outcome = outcomeFor(lead.data);
    lead.decidedAt = null;
  } else if (state >= State.accepted && state <= State.rejected && lead.decidedAt === null) {
    lead.decidedAt = at;
  }
}

function sectionsOf(body: LeadData): LeadData {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !serverOwned.has(key)));
}

function sessionIdOf(data: LeadData): string | null {
  const sessionId = data['sessionId'];
  return typeof sessionId === 'string' ? sessionId : null;
}
