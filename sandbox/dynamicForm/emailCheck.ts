/**
 * The sandbox's e-mail check: syntax, then documented test inputs (docs/api.md) that stand for a
 * disposable address, a mistyped domain and a mailbox that does not exist.
 */
export interface EmailCheck {
  email: string;
  valid: boolean;
  reason?: 'syntax' | 'domain' | 'disposable' | 'mailbox';
  suggestion?: string;
}

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

const DISPOSABLE = new Set([
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
]);

/** Common typos of big mail domains and what was meant. */
const TYPOS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'yaho.com': 'yahoo.com',
  'outlok.com': 'outlook.com',
};

export function checkEmail(email: string): EmailCheck {
  const address = email.trim();
  if (!EMAIL.test(address)) return { email: address, valid: false, reason: 'syntax' };
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0]?.toLowerCase() ?? '';
  const domain = address.slice(at + 1).toLowerCase();
  const meant = TYPOS[domain];
  if (meant)
    return {
      email: address,
      valid: false,
      reason: 'domain',
      suggestion: `${address.slice(0, at)}@${meant}`,
    };
  if (/\.(?:invalid|test|localhost)$/.test(domain))
    return { email: address, valid: false, reason: 'domain' };
  if (DISPOSABLE.has(domain)) return { email: address, valid: false, reason: 'disposable' };
  if (local === 'undeliverable') return { email: address, valid: false, reason: 'mailbox' };
  return { email: address, valid: true };
}
