import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../platform/db';

/**
 * The two credentials of a lead (docs/api.md "Who may read a lead"). An applicant token is what
 * the applicant's own browser holds; a continue token is what a continue link carries, and is
 * exchanged for the lead and a fresh applicant token. Each is 256 random bits; only its SHA-256
 * is stored, so the database (or a copy of it) opens no lead.
 */
export type TokenKind = 'applicant' | 'continue';

export const continueTokenLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export interface LeadTokens {
  issue(leadId: string, kind: TokenKind, expiresAt: Date): IssuedToken;
  /** Whether `token` is a live applicant token of that lead (compared in constant time). */
  admits(leadId: string, token: string, now: Date): boolean;
  /**
   * The lead a continue token opens, or why it does not. A continue link works once, and moves
   * the lead to whoever opened it: the token is used up and every earlier applicant token of the
   * lead is revoked, so whoever made or shared the link cannot read what the applicant fills in.
   */
  exchangeContinue(
    token: string,
    now: Date,
  ): { leadId: string } | { refused: 'unknown' | 'expired' };
}

interface TokenRow {
  token_hash: Buffer;
  lead_id: string;
  expires_at: string;
}

export function createLeadTokens(db: Db): LeadTokens {
  const insert = db.prepare(
    `INSERT INTO lead_tokens (token_hash, lead_id, kind, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const ofLead = db.prepare<[string, TokenKind], TokenRow>(
    'SELECT token_hash, lead_id, expires_at FROM lead_tokens WHERE lead_id = ? AND kind = ?',
  );
  // A continue link carries no lead id: its token is looked up by its hash. The hash of 256
  // random bits tells a timing observer nothing about any other token.
  const byHash = db.prepare<[Buffer], TokenRow>(
    "SELECT token_hash, lead_id, expires_at FROM lead_tokens WHERE token_hash = ? AND kind = 'continue'",
  );
  const forget = db.prepare<[Buffer]>('DELETE FROM lead_tokens WHERE token_hash = ?');
  const revokeApplicants = db.prepare<[string]>(
    "DELETE FROM lead_tokens WHERE lead_id = ? AND kind = 'applicant'",
  );
  const useUp = db.transaction((row: TokenRow) => {
    forget.run(row.token_hash);
    revokeApplicants.run(row.lead_id);
  });
  return {
    issue(leadId, kind, expiresAt) {
      const token = randomBytes(32).toString('base64url');
      const issued = { token, expiresAt: expiresAt.toISOString() };
      insert.run(hashOf(token), leadId, kind, issued.expiresAt, new Date().toISOString());
      return issued;
    },
    admits(leadId, token, now) {
      const presented = hashOf(token);
      // Every live token of the lead is compared, in constant time, without stopping early.
      return ofLead
        .all(leadId, 'applicant')
        .filter((row) => Date.parse(row.expires_at) > now.getTime())
        .reduce((found, row) => timingSafeEqual(row.token_hash, presented) || found, false);
    },
    exchangeContinue(token, now) {
      const row = byHash.get(hashOf(token));
      if (!row) return { refused: 'unknown' };
      if (Date.parse(row.expires_at) <= now.getTime()) return { refused: 'expired' };
      useUp(row);
      return { leadId: row.lead_id };
    },
  };
}

function hashOf(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
