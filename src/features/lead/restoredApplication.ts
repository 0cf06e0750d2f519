import { LEAD_LIMITS } from '../../lib/contractLimits';
import { dropBeyondLimits } from '../../lib/fieldLimit';
import { isRecord } from '../../lib/guards';
import { LEAD_APPLICATION_KEYS, type LeadApplication } from './types';

const KNOWN_KEYS: ReadonlySet<string> = new Set(LEAD_APPLICATION_KEYS);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Top-level fields that must be numbers when present. */
const NUMBERS = new Set(['amount', 'period', 'monthlyPaymentDay', 'leadStatus']);
/** How deep a restored section may nest; the lead's own sections are two levels at most. */
const MAX_DEPTH = 4;

/** Plain JSON only, finite numbers, bounded depth; anything else is dropped (undefined). */
function plainJson(value: unknown, depth: number): Json | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    return value
      .map((item) => plainJson(item, depth + 1))
      .filter((item): item is Json => item !== undefined);
  }
  if (!isRecord(value)) return undefined;
  const result: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    const clean = plainJson(item, depth + 1);
    if (clean !== undefined) result[key] = clean;
  }
  return result;
}

/**
 * The lead application read back from session storage, made safe to send again: a stored value
 * of the wrong type or beyond the contract's limits (hand-edited, written by an older release,
 * corrupted) would otherwise be re-sent on every save and fail it forever. The id must be text
 * the contract takes, numbers finite, sections objects; what does not fit is dropped, never thrown.
 */
export function restoredApplication(value: unknown): LeadApplication {
  if (!isRecord(value)) return {};
  const application: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!KNOWN_KEYS.has(key)) {
      console.warn(`Dropping stored lead field "${key}": the lead API does not know it`);
      continue;
    }
    if (key === 'id') {
      if (typeof item === 'string' && item.trim() !== '') application.id = item;
      continue;
    }
    if (NUMBERS.has(key) && (typeof item !== 'number' || !Number.isFinite(item))) continue;
    const clean = plainJson(item, 0);
    if (clean !== undefined) application[key] = clean;
  }
  // The lead's fields the entry fills: one an older release stored beyond the contract's limits
  // would fail every save.
  dropBeyondLimits(application, LEAD_LIMITS, 'stored lead field ');
  // Checked field by field above; the remaining shapes are the lead's open sections.
  return application;
}
