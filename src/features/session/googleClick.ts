/**
 * Google Ads click identifiers (specification sections 3 and 5): accepted from the URL,
 * kept in local storage under `gclid`, dropped after the legacy 90-day click-id expiry.
 */
import { LEAD_LIMITS } from '../../lib/contractLimits';
import { dropBeyondLimits } from '../../lib/fieldLimit';
import type { GoogleClick as LeadGoogleClick } from '../lead';
import { toValidDate } from './dates';

export type { LeadGoogleClick };

/** Legacy click-id expiry (specification section 9). */
export const GOOGLE_CLICK_EXPIRY_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GoogleClickParams {
  gclid?: string;
  gclsrc?: string;
  wbraid?: string;
  gbraid?: string;
}

/** The shape stored client-side. */
export interface StoredGoogleClick extends GoogleClickParams {
  /** ISO time the click was accepted. */
  setAt: string;
}

const CLICK_KEYS = ['gclid', 'gclsrc', 'wbraid', 'gbraid'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function pickClick(source: Record<string, unknown>): GoogleClickParams {
  const click: GoogleClickParams = {};
  for (const key of CLICK_KEYS) {
    const value = text(source[key]);
    if (value !== undefined) click[key] = value;
  }
  return click;
}

/**
 * The acceptance rule: at least one of gclid, wbraid or gbraid, and gclsrc absent or
 * containing `aw` (Google Ads; other sources such as `ds` are Search Ads 360 and not ours).
 */
function isAcceptable(click: GoogleClickParams): boolean {
  const hasId = Boolean(click.gclid || click.wbraid || click.gbraid);
  return hasId && (click.gclsrc === undefined || click.gclsrc.includes('aw'));
}

/**
 * Turns URL click parameters into the stored shape, stamped with `now`.
 *
 * @returns the value to store, or `null` when the acceptance rule refuses it
 */
export function acceptGoogleClick(params: GoogleClickParams, now: Date): StoredGoogleClick | null {
  const click = pickClick(params as Record<string, unknown>);
  return isAcceptable(click) ? { ...click, setAt: now.toISOString() } : null;
}

/**
 * Validates a stored click. `setAt` may be a Date because storage revives ISO strings.
 *
 * @returns the click without the parts beyond the contract's limits, or `null` when malformed,
 *   no longer acceptable or older than {@link GOOGLE_CLICK_EXPIRY_DAYS} days
 */
export function readStoredGoogleClick(stored: unknown, now: Date): StoredGoogleClick | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const record = { ...stored } as Record<string, unknown>;
  dropBeyondLimits(record, LEAD_LIMITS.googleClick, 'stored Google click ');
  const setAt = toValidDate(record.setAt);
  if (setAt === undefined) return null;
  if (now.getTime() - setAt.getTime() > GOOGLE_CLICK_EXPIRY_DAYS * DAY_MS) return null;
  const click = pickClick(record);
  return isAcceptable(click) ? { ...click, setAt: setAt.toISOString() } : null;
}

/**
 * The lead's `googleClick` field for a stored click: the ids, with `gclidAt` as the time the
 * click was accepted. gclsrc is not part of the lead.
 */
export function toLeadGoogleClick(stored: StoredGoogleClick | null): LeadGoogleClick | null {
  if (!stored) return null;
  const lead: LeadGoogleClick = { gclidAt: stored.setAt };
  if (stored.gclid) lead.gclid = stored.gclid;
  if (stored.gbraid) lead.gbraid = stored.gbraid;
  if (stored.wbraid) lead.wbraid = stored.wbraid;
  return lead;
}
