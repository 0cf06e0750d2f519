import { isRecord } from '../../lib/guards';
/**
 * The read-only look-ups of the dynamic form, as the lead API answers them (docs/api.md), and
 * hand-written checks that turn an answer of the wrong shape into an error instead of a crash.
 */

export interface Policy {
  id: string;
  type: 'GENERAL' | 'MARKETING';
  required: boolean;
  version: string;
  url: string;
}

export interface PostcodeAddress {
  postalCode: string;
  province?: string;
  city?: string;
  municipality?: string;
  district?: string;
  suburb?: string;
}

export interface Company {
  name: string;
  taxRegistryCode?: string;
  postalCode?: string;
  province?: string;
  city?: string;
  street?: string;
  houseNumber?: string;
}

export interface Choice {
  value: string;
  label: string;
}

export interface EmailCheck {
  email: string;
  valid: boolean;
  reason?: 'syntax' | 'domain' | 'disposable' | 'mailbox';
  suggestion?: string;
}

export class UnexpectedAnswer extends Error {
  constructor(what: string) {
    super(`Unexpected answer for ${what}`);
  }
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** Reads a list answer: its entries that pass `check`; an answer that is no list is unexpected. */
const listOf =
  <T>(what: string, check: (entry: unknown) => entry is T) =>
  (value: unknown): T[] => {
    if (!Array.isArray(value)) throw new UnexpectedAnswer(what);
    return (value as unknown[]).filter(check);
  };

export const toPolicies = listOf(
  'policies',
  (entry): entry is Policy =>
    isRecord(entry) &&
    typeof entry.id === 'string' &&
    (entry.type === 'GENERAL' || entry.type === 'MARKETING') &&
    typeof entry.required === 'boolean' &&
    typeof entry.version === 'string' &&
    typeof entry.url === 'string' &&
    /^https?:\/\//.test(entry.url),
);

const ADDRESS_PARTS = ['province', 'city', 'municipality', 'district', 'suburb'] as const;

export function toPostcodeAddress(value: unknown): PostcodeAddress {
  if (!isRecord(value) || typeof value.postalCode !== 'string')
    throw new UnexpectedAnswer('postcode');
  const address: PostcodeAddress = { postalCode: value.postalCode };
  for (const part of ADDRESS_PARTS) {
    const text = value[part];
    if (typeof text === 'string' && text.trim() !== '') address[part] = text;
  }
  return address;
}

export const toCompanies = listOf(
  'companies',
  (entry): entry is Company =>
    isRecord(entry) &&
    typeof entry.name === 'string' &&
    ['taxRegistryCode', 'postalCode', 'province', 'city', 'street', 'houseNumber'].every((key) =>
      optionalString(entry[key]),
    ),
);

export const toChoices = listOf(
  'choices',
  (entry): entry is Choice =>
    isRecord(entry) && typeof entry.value === 'string' && typeof entry.label === 'string',
);

const EMAIL_REASONS = ['syntax', 'domain', 'disposable', 'mailbox'];

export function toEmailCheck(value: unknown): EmailCheck {
  if (!isRecord(value) || typeof value.email !== 'string' || typeof value.valid !== 'boolean') {
    throw new UnexpectedAnswer('email validation');
  }
  const check: EmailCheck = { email: value.email, valid: value.valid };
  if (typeof value.reason === 'string' && EMAIL_REASONS.includes(value.reason)) {
    check.reason = value.reason as NonNullable<EmailCheck['reason']>;
  }
  if (typeof value.suggestion === 'string') check.suggestion = value.suggestion;
  return check;
}
