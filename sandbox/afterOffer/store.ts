import type { Db } from '../platform/db';

export interface Verification {
  leadId: string;
  phoneNumber: string;
  code: string;
  sentAt: string;
  expiresAt: string;
  sends: number;
  failedAttempts: number;
  /** Where the lead goes once verified; null means accepted (10). */
  resumeState: number | null;
  verifiedAt: string | null;
}

export interface StoredDocument {
  side: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: string;
}

export interface StoredConsent {
  consentSet: string;
  consentId: string;
  version: string;
  accepted: boolean;
  answeredAt: string;
}

export interface AfterOfferCall {
  path: string;
  fromState: number;
  toState: number;
  createdAt: string;
}

/** The rows behind the after-offer calls (docs/api.md "After the offer"). */
export interface AfterOfferStore {
  verification(leadId: string): Verification | undefined;
  saveVerification(verification: Verification): void;
  documents(leadId: string): StoredDocument[];
  saveDocument(leadId: string, document: StoredDocument): void;
  consents(leadId: string): StoredConsent[];
  saveConsents(leadId: string, consents: StoredConsent[]): void;
  saveBankConnection(leadId: string, provider: string, reference: string, at: string): void;
  bankConnections(leadId: string): { provider: string; reference: string; connectedAt: string }[];
  savePassword(leadId: string, hash: string, at: string): void;
  hasPassword(leadId: string): boolean;
  redirect(leadId: string): { redirectUrl: string; redirectedAt: string } | undefined;
  saveRedirect(leadId: string, redirectUrl: string, at: string): void;
  recordCall(leadId: string, call: AfterOfferCall): void;
  calls(leadId: string): AfterOfferCall[];
}

interface VerificationRow {
  lead_id: string;
  phone_number: string;
  code: string;
  sent_at: string;
  expires_at: string;
  sends: number;
  failed_attempts: number;
  resume_state: number | null;
  verified_at: string | null;
}

export function createAfterOfferStore(db: Db): AfterOfferStore {
  const verificationById = db.prepare<[string], VerificationRow>(
    'SELECT * FROM mobile_verifications WHERE lead_id = ?',
  );
  const upsertVerification = db.prepare(
    `INSERT INTO mobile_verifications VALUES (@leadId, @phoneNumber, @code, @sentAt, @expiresAt,
       @sends, @failedAttempts, @resumeState, @verifiedAt)
     ON CONFLICT (lead_id) DO UPDATE SET phone_number = excluded.phone_number, code = excluded.code,
       sent_at = excluded.sent_at, expires_at = excluded.expires_at, sends = excluded.sends,
       failed_attempts = excluded.failed_attempts, resume_state = excluded.resume_state,
       verified_at = excluded.verified_at`,
  );
  const documentsOf = db.prepare<[string], StoredDocument>(
    `SELECT side, content_type AS contentType, size, sha256, uploaded_at AS uploadedAt
     FROM lead_documents WHERE lead_id = ? ORDER BY side DESC`,
  );
  const upsertDocument = db.prepare(
    `INSERT OR REPLACE INTO lead_documents VALUES (@leadId, @side, @contentType, @size, @sha256, @uploadedAt)`,
  );
  const consentsOf = db.prepare<[string], Omit<StoredConsent, 'accepted'> & { accepted: number }>(
    `SELECT consent_set AS consentSet, consent_id AS consentId, version, accepted,
       answered_at AS answeredAt FROM customer_consents WHERE lead_id = ? ORDER BY consent_id`,
  );
  const upsertConsent = db.prepare(
    `INSERT OR REPLACE INTO customer_consents VALUES (@leadId, @consentSet, @consentId, @version,
       @accepted, @answeredAt)`,
  );
  const upsertBank = db.prepare('INSERT OR REPLACE INTO bank_connections VALUES (?, ?, ?, ?)');
  const banksOf = db.prepare<
    [string],
    { provider: string; reference: string; connectedAt: string }
  >(
    `SELECT provider, reference, connected_at AS connectedAt FROM bank_connections WHERE lead_id = ?`,
  );
  const upsertPassword = db.prepare('INSERT OR REPLACE INTO customer_passwords VALUES (?, ?, ?)');
  const passwordOf = db.prepare<[string], { lead_id: string }>(
    'SELECT lead_id FROM customer_passwords WHERE lead_id = ?',
  );
  const redirectOf = db.prepare<[string], { redirectUrl: string; redirectedAt: string }>(
    `SELECT redirect_url AS redirectUrl, redirected_at AS redirectedAt FROM lead_redirects
     WHERE lead_id = ?`,
  );
  // The first redirect is the one that counts: "told so" shows when the applicant first left.
  const insertRedirect = db.prepare('INSERT OR IGNORE INTO lead_redirects VALUES (?, ?, ?)');
  const insertCall = db.prepare(
    `INSERT INTO after_offer_calls (lead_id, path, from_state, to_state, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const callsOf = db.prepare<[string], AfterOfferCall>(
    `SELECT path, from_state AS fromState, to_state AS toState, created_at AS createdAt
     FROM after_offer_calls WHERE lead_id = ? ORDER BY id`,
  );
  const saveConsents = db.transaction((leadId: string, consents: StoredConsent[]) => {
    for (const consent of consents) {
      upsertConsent.run({ leadId, ...consent, accepted: consent.accepted ? 1 : 0 });
    }
  });

  return {
    verification(leadId) {
      const row = verificationById.get(leadId);
      return (
        row && {
          leadId: row.lead_id,
          phoneNumber: row.phone_number,
          code: row.code,
          sentAt: row.sent_at,
          expiresAt: row.expires_at,
          sends: row.sends,
          failedAttempts: row.failed_attempts,
          resumeState: row.resume_state,
          verifiedAt: row.verified_at,
        }
      );
    },
    saveVerification: (verification) => upsertVerification.run(verification),
    documents: (leadId) => documentsOf.all(leadId),
    saveDocument: (leadId, document) => upsertDocument.run({ leadId, ...document }),
    consents: (leadId) =>
      consentsOf.all(leadId).map((row) => ({ ...row, accepted: row.accepted === 1 })),
    saveConsents: (leadId, consents) => saveConsents(leadId, consents),
    saveBankConnection: (leadId, provider, reference, at) =>
      upsertBank.run(leadId, provider, reference, at),
    bankConnections: (leadId) => banksOf.all(leadId),
    savePassword: (leadId, hash, at) => upsertPassword.run(leadId, hash, at),
    hasPassword: (leadId) => passwordOf.get(leadId) !== undefined,
    redirect: (leadId) => redirectOf.get(leadId),
    saveRedirect: (leadId, redirectUrl, at) => insertRedirect.run(leadId, redirectUrl, at),
    recordCall: (leadId, call) =>
      insertCall.run(leadId, call.path, call.fromState, call.toState, call.createdAt),
    calls: (leadId) => callsOf.all(leadId),
  };
}
