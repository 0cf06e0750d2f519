import { State, type ApplicationResult, type LeadRecord, type Offer } from './types';

const offerLifetimeMs = 24 * 60 * 60 * 1000;
const lenders = [
  { name: 'Lender One (sandbox)', apr: 19.9 },
  { name: 'Lender Two (sandbox)', apr: 24.9 },
  { name: 'Lender Three (sandbox)', apr: 29.9 },
] as const;
/** Small requests get two offers, so the offer screen is seen with both counts. */
const threeOffersFrom = 300;
export const partnerName = 'Partner lender (sandbox)';

/** What the applicant sees for the lead's current state; origin makes the partner link absolute. */
export function applicationResultFor(lead: LeadRecord, origin: string): ApplicationResult {
  switch (lead.progressState) {
    case State.accepted:
      return { application: { status: 'ACCEPTED' }, offers: offersFor(lead) };
    case State.redirected:
      return {
        application: { status: 'REDIRECTED' },
        partner: { name: partnerName },
        redirectUrl: `${origin}/sandbox/partner?lead=${encodeURIComponent(lead.id)}`,
        redirectMethod: 'GET',
      };
    case State.rejected:
      return { application: { status: 'REJECTED' } };
    case State.thankYou:
      return { application: { status: 'THANK_YOU' } };
    default:
      return { application: { status: 'PENDING' } };
  }
}

// The terms of the accepted state's offers; sandbox/partnerSteps/offers.ts stores them when first shown.
export function offersFor(lead: LeadRecord): Offer[] {
  const amount = positive(lead.data['amount']) ?? 1000;
  const period = Math.round(positive(lead.data['period']) ?? 30);
  const periodScale = lead.data['periodScale'] === 'months' ? 'months' : 'days';
  const months = periodScale === 'months' ? period : Math.max(1, Math.round(period / 30));
  const decidedAt = Date.parse(lead.decidedAt ?? lead.updatedAt);
  const expiresAt = new Date(decidedAt + offerLifetimeMs).toISOString();
  const count = amount < threeOffersFrom ? 2 : 3;

  return lenders.slice(0, count).map((lender, index) => {
    const monthlyPayment = annuity(amount, lender.apr, months);
    return {
      offerId: `${lead.id}-offer-${index + 1}`,
      partner: { name: lender.name },
      amount,
      period,
      periodScale,
      monthlyPayment,
      totalCost: cents(monthlyPayment * months),
      apr: lender.apr,
      expiresAt,
    };
  });
}

export function annuity(principal: number, apr: number, months: number): number {
  const rate = apr / 100 / 12;
  return cents((principal * rate) / (1 - (1 + rate) ** -months));
}

export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}
