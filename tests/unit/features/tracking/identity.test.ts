import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../../src/lib/sha256';
import {
  buildMetaUserData,
  buildPixelIdentity,
  toE164,
} from '../../../../src/features/tracking/identity';

const SESSION_ID = '0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10';

describe('phone numbers in E.164, for every country the product serves', () => {
  it.each([
    ['ES', '612 34 56 78', '+34612345678'],
    ['MX', '55 1234 5678', '+525512345678'],
    ['CO', '321 1234567', '+573211234567'],
    ['PL', '512 345 678', '+48512345678'],
    ['DE', '01512 3456789', '+4915123456789'],
    ['RO', '0712 345 678', '+40712345678'],
    ['PH', '0917 123 4567', '+639171234567'],
    ['VN', '0912 345 678', '+84912345678'],
  ])('%s: %s becomes %s, and phone_number is its SHA-256', async (country, typed, e164) => {
    await expect(toE164(typed, country)).resolves.toBe(e164);
    const identity = await buildPixelIdentity({
      sessionId: SESSION_ID,
      phoneNumber: typed,
      phoneCountry: country,
    });
    expect(identity.phone_number).toBe(await sha256Hex(e164));
  });

  it('keeps a number typed with its own country code', async () => {
    await expect(toE164('+34 612 34 56 78', 'ES')).resolves.toBe('+34612345678');
  });

  it.each([
    ['too short', '12345'],
    ['not a number', 'call me'],
    ['blank', '   '],
  ])('omits phone_number when the number is %s', async (_case, typed) => {
    const identity = await buildPixelIdentity({
      sessionId: SESSION_ID,
      phoneNumber: typed,
      phoneCountry: 'ES',
    });
    expect(identity).not.toHaveProperty('phone_number');
  });
});

describe('buildPixelIdentity', () => {
  it('hashes the session id as external_id', async () => {
    const identity = await buildPixelIdentity({ sessionId: SESSION_ID, phoneCountry: 'ES' });
    expect(identity).toEqual({ external_id: await sha256Hex(SESSION_ID) });
  });

  it('hashes the e-mail lowercased and trimmed', async () => {
    const identity = await buildPixelIdentity({
      sessionId: SESSION_ID,
      email: '  Ana.Garcia@Example.COM ',
      phoneCountry: 'ES',
    });
    // printf 'ana.garcia@example.com' | sha256sum
    expect(identity.email).toBe(await sha256Hex('ana.garcia@example.com'));
    expect(identity.email).toMatch(/^[0-9a-f]{64}$/);
  });

  it('omits an empty e-mail', async () => {
    const identity = await buildPixelIdentity({
      sessionId: SESSION_ID,
      email: '  ',
      phoneCountry: 'ES',
    });
    expect(identity).not.toHaveProperty('email');
  });

  it('never carries the clear-text values', async () => {
    const identity = await buildPixelIdentity({
      sessionId: SESSION_ID,
      email: 'ana@example.com',
      phoneNumber: '612345678',
      phoneCountry: 'ES',
    });
    const text = JSON.stringify(identity);
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('612345678');
    expect(text).not.toContain(SESSION_ID);
  });
});

describe('buildMetaUserData', () => {
  it('uses Meta keys and hashes the phone as digits with the country code, without "+"', async () => {
    const source = {
      sessionId: SESSION_ID,
      email: 'ana@example.com',
      phoneNumber: '612345678',
      phoneCountry: 'ES',
    };
    const identity = await buildPixelIdentity(source);
    await expect(buildMetaUserData(source, identity)).resolves.toEqual({
      external_id: identity.external_id,
      em: identity.email,
      ph: await sha256Hex('34612345678'),
    });
  });
});
