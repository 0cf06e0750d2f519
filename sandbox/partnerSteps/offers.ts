import { annuity, cents, offersFor } from '../lead/applicationResult';
import type { Db } from '../platform/db';
import { State, type ApplicationResult, type LeadRecord, type Offer } from '../lead/types';

/** Specification section 9: "Offer expiration 24 hours". */
export const offerLifetimeMs = 24 * 60 * 60 * 1000;

/** The partner-offer states of section 3 and the partner (with its terms) behind each. */
export const PartnerState = {
  ipfdOfferChoice: 37,
  cofidisOffer: 38,
  providentOffer: 39,
  instabankOffer: 40,
  proficreditOffer: 41,
} as const;

interface PartnerTerms {
  slug: string;
  name: string;
  apr: number;
  /** One offer per period; IPF Digital (Creditea) lets the applicant choose between several. */
  months: readonly number[];
}

const partnerTerms: Readonly<Record<number, PartnerTerms>> = {
  [PartnerState.ipfdOfferChoice]: {
    slug: 'creditea',
    name: 'Creditea (sandbox)',
    apr: 24.9,
    months: [6, 12, 24],
  },
  [PartnerState.cofidisOffer]: {
    slug: 'cofidis',
    name: 'Cofidis (sandbox)',
    apr: 21.9,
    months: [12],
  },
  [PartnerState.providentOffer]: {
    slug: 'provident',
    name: 'Provident (sandbox)',
    apr: 59.9,
    months: [12],
  },
  [PartnerState.instabankOffer]: {
    slug: 'instabank',
    name: 'Instabank (sandbox)',
    apr: 15.9,
    months: [12],
  },
  [PartnerState.proficreditOffer]: {
    slug: 'proficredit',
    name: 'Proficredit (sandbox)',
    apr: 35.9,
    months: [12],
  },
};

export function isPartnerOfferState(state: number): boolean {
  return partnerTerms[state] !== undefined;
}

export interface StoredOffer extends Offer {
  leadId: string;
  /** The state the offer was made in: 10 (accepted) or a partner-offer state. */
  state: number;
  createdAt: string;
  acceptedAt: string | null;
}

interface OfferRow {
  offer_id: string;
  lead_id: string;
  state: number;
  position: number;
  partner: string;
  acceptance: string | null;
  amount: number;
  period: number;
  period_scale: string;
  monthly_payment: number;
  total_cost: number;
  apr: number;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface OfferBook {
  /** The offers of the lead's state, made and stored the first time they are asked for. */
  offersOf: (lead: LeadRecord, state?: number) => StoredOffer[];
  find: (leadId: string, offerId: string) => StoredOffer | undefined;
  /** Marks an offer accepted, with changed terms when the partner allows them (Provident). */
  accept: (
    offer: StoredOffer,
    at: string,
    terms?: { amount: number; period: number },
  ) => StoredOffer;
  /** Every offer the lead was made, in every state, with its acceptance. */
  listAll: (leadId: string) => StoredOffer[];
  /** Sandbox control: every offer of the lead expires now. Answers how many changed. */
  expireAll: (leadId: string, at: string) => number;
  /** The application result for states whose offers this book keeps; undefined for the rest. */
  resultFor: (lead: LeadRecord, origin: string) => ApplicationResult | undefined;
}

export function isExpired(offer: Offer, now: Date): boolean {
  return Date.parse(offer.expiresAt) <= now.getTime();
}

/** Public view of a stored offer: what the funnel receives. */
export function publicOffer(offer: StoredOffer): Offer {
  const {
    leadId: _lead,
    state: _state,
    createdAt: _created,
    acceptedAt: _accepted,
    ...terms
  } = offer;
  return terms;
}

export function partnerRedirectUrl(origin: string, leadId: string): string {
  return `${origin}/sandbox/partner?lead=${encodeURIComponent(leadId)}`;
}

export function createOfferBook(db: Db, now: () => Date = () => new Date()): OfferBook {
  const sql = offerStatements(db);

  function offersOf(lead: LeadRecord, state = lead.progressState): StoredOffer[] {
    const stored = sql.byState.all(lead.id, state);
    if (stored.length > 0) return stored.map(fromRow);
    const made = makeOffers(lead, state, now());
    db.transaction(() =>
      made.forEach((offer, position) => sql.insert.run(toRow(offer, position))),
    )();
    return sql.byState.all(lead.id, state).map(fromRow);
  }

  return {
    offersOf,
    find: (leadId, offerId) => {
      const row = sql.one.get(leadId, offerId);
      return row && fromRow(row);
    },
    accept(offer, at, terms) {
      const changed = terms ? termsFor(offer, terms.amount, terms.period) : offer;
      sql.acceptRow.run({
        at,
        offerId: offer.offerId,
        amount: changed.amount,
        period: changed.period,
        monthlyPayment: changed.monthlyPayment,
        totalCost: changed.totalCost,
      });
      return { ...changed, acceptedAt: at };
    },
    listAll: (leadId) => sql.all.all(leadId).map(fromRow),
    expireAll: (leadId, at) => sql.expire.run({ leadId, at }).changes,
    resultFor: (lead, origin) =>
      offerResultFor(lead, origin, offersOf, (leadId) => sql.lastAccepted.get(leadId)),
  };
}

function offerStatements(db: Db) {
  return {
    byState: db.prepare<[string, number], OfferRow>(
      'SELECT * FROM partner_offers WHERE lead_id = ? AND state = ? ORDER BY position',
    ),
    all: db.prepare<[string], OfferRow>(
      'SELECT * FROM partner_offers WHERE lead_id = ? ORDER BY state, position',
    ),
    one: db.prepare<[string, string], OfferRow>(
      'SELECT * FROM partner_offers WHERE lead_id = ? AND offer_id = ?',
    ),
    lastAccepted: db.prepare<[string], OfferRow>(
      `SELECT * FROM partner_offers WHERE lead_id = ? AND accepted_at IS NOT NULL
       ORDER BY accepted_at DESC LIMIT 1`,
    ),
    insert: db.prepare(
      `INSERT OR IGNORE INTO partner_offers VALUES (@offer_id, @lead_id, @state, @position, @partner,
         @acceptance, @amount, @period, @period_scale, @monthly_payment, @total_cost, @apr,
         @created_at, @expires_at, @accepted_at)`,
    ),
    acceptRow: db.prepare(
      `UPDATE partner_offers SET accepted_at = @at, amount = @amount, period = @period,
         monthly_payment = @monthlyPayment, total_cost = @totalCost WHERE offer_id = @offerId`,
    ),
    expire: db.prepare(
      'UPDATE partner_offers SET expires_at = @at WHERE lead_id = @leadId AND expires_at > @at',
    ),
  };
}

/** Accepted (10) and partner-offer states show their stored offers; redirected, the taken one. */
function offerResultFor(
  lead: LeadRecord,
  origin: string,
  offersOf: (lead: LeadRecord) => StoredOffer[],
  lastAccepted: (leadId: string) => OfferRow | undefined,
): ApplicationResult | undefined {
  const state = lead.progressState;
  if (state === State.accepted) {
    return { application: { status: 'ACCEPTED' }, offers: offersOf(lead).map(publicOffer) };
  }
  const partner = partnerTerms[state];
  if (partner) {
    const offers = offersOf(lead).map(publicOffer);
    // The applicant still has to take the partner's offer: PENDING until they do.
    return {
      application: { status: 'PENDING' },
      offerId: offers[0]?.offerId,
      partner: { name: partner.name },
      offers,
    };
  }
  const accepted = state === State.redirected ? lastAccepted(lead.id) : undefined;
  if (accepted) {
    return {
      application: { status: 'REDIRECTED' },
      offerId: accepted.offer_id,
      partner: { name: accepted.partner },
      redirectUrl: partnerRedirectUrl(origin, lead.id),
      redirectMethod: 'GET',
    };
  }
  return undefined;
}

function makeOffers(lead: LeadRecord, state: number, at: Date): StoredOffer[] {
  // Offers date from the decision that made them, so every read shows the same expiry.
  const madeAt = lead.decidedAt ?? at.toISOString();
  const expiresAt = new Date(Date.parse(madeAt) + offerLifetimeMs).toISOString();
  const stored = (offer: Offer): StoredOffer => ({
    ...offer,
    expiresAt,
    leadId: lead.id,
    state,
    createdAt: at.toISOString(),
    acceptedAt: null,
  });
  if (state === State.accepted) {
    // The first lender pays out through the funnel; the others take the applicant on their site.
    return offersFor(lead).map((offer, index) =>
      stored({ ...offer, acceptance: index === 0 ? 'payment' : 'sale' }),
    );
  }
  const partner = partnerTerms[state];
  if (!partner) return [];
  const amount = requestedAmount(lead);
  return partner.months.map((months, index) => {
    const monthlyPayment = annuity(amount, partner.apr, months);
    return stored({
      offerId: `${lead.id}-${partner.slug}-${index + 1}`,
      partner: { name: partner.name },
      amount,
      period: months,
      periodScale: 'months',
      monthlyPayment,
      totalCost: cents(monthlyPayment * months),
      apr: partner.apr,
      expiresAt,
    });
  });
}

function requestedAmount(lead: LeadRecord): number {
  const amount = lead.data['amount'];
  return typeof amount === 'number' && amount > 0 ? amount : 1000;
}

function termsFor(offer: StoredOffer, amount: number, months: number): StoredOffer {
  const monthlyPayment = annuity(amount, offer.apr, months);
  return {
    ...offer,
    amount,
    period: months,
    monthlyPayment,
    totalCost: cents(monthlyPayment * months),
  };
}

function toRow(offer: StoredOffer, position: number): OfferRow {
  return {
    offer_id: offer.offerId,
    lead_id: offer.leadId,
    state: offer.state,
    position,
    partner: offer.partner.name,
    acceptance: offer.acceptance ?? null,
    amount: offer.amount,
    period: offer.period,
    period_scale: offer.periodScale,
    monthly_payment: offer.monthlyPayment,
    total_cost: offer.totalCost,
    apr: offer.apr,
    created_at: offer.createdAt,
    expires_at: offer.expiresAt,
    accepted_at: offer.acceptedAt,
  };
}

function fromRow(row: OfferRow): StoredOffer {
  return {
    offerId: row.offer_id,
    partner: { name: row.partner },
    amount: row.amount,
    period: row.period,
    // Written only by makeOffers, from the two scales it knows.
    periodScale: row.period_scale === 'months' ? 'months' : 'days',
    monthlyPayment: row.monthly_payment,
    totalCost: row.total_cost,
    apr: row.apr,
    expiresAt: row.expires_at,
    ...(row.acceptance === 'payment' || row.acceptance === 'sale'
      ? { acceptance: row.acceptance }
      : {}),
    leadId: row.lead_id,
    state: row.state,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
  };
}
