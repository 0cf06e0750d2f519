/**
 * Types of the lead API as the sandbox handles them. They mirror sandbox/openapi.json, which is
 * what requests are validated against; keep both in step.
 */

import type { JsonObject } from '../platform/json';

export type { JsonObject, JsonValue } from '../platform/json';

export type ProductId = 'default' | 'askrobin' | 'ibancar' | 'finipay' | 'whitelabel' | 'fiesta';

/** The numbered application states the sandbox itself acts on (the specification has 0..41). */
export const State = {
  checking: 6,
  accepted: 10,
  thankYou: 11,
  redirected: 12,
  rejected: 13,
} as const;
export const maxProgressState = 41;

/** Lead sections and scalars as stored: everything except what the server owns. */
export type LeadData = JsonObject;

export interface CreateLeadBody extends JsonObject {
  product: ProductId;
  progressState: number;
}

export interface UpdateLeadBody extends JsonObject {
  id: string;
}

/** One stored lead, as the repository hands it out. */
export interface LeadRecord {
  id: string;
  sessionId: string | null;
  product: ProductId;
  progressState: number;
  leadStatus: number;
  data: LeadData;
  /** State picked from the test inputs when checking started. */
  outcome: number | null;
  checkingStartedAt: string | null;
  decidedAt: string | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface LeadSaved {
  id: string;
  progressState: number;
  leadStatus: number;
  expiresAt: string;
}

export type ApplicationStatus = 'ACCEPTED' | 'REDIRECTED' | 'REJECTED' | 'THANK_YOU' | 'PENDING';

export interface Offer {
  offerId: string;
  partner: { name: string };
  amount: number;
  period: number;
  periodScale: 'days' | 'months';
  monthlyPayment: number;
  totalCost: number;
  apr: number;
  expiresAt: string;
  /** How an accepted-state offer is taken: paid out here (`payment`) or sold to the partner (`sale`). */
  acceptance?: 'payment' | 'sale';
}

export interface ApplicationResult {
  application: { status: ApplicationStatus };
  /** The offer this result is about (a partner's offer, or the one accepted). */
  offerId?: string;
  offers?: Offer[];
  partner?: { name: string };
  redirectUrl?: string;
  redirectMethod?: 'GET' | 'POST';
}
