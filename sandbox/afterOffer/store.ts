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
  return {
    ...verificationRows(db),
    ...documentRows(db),
    ...consentRows(db),
    ...bankAndPasswordRows(db),
    ...redirectRows(db),
    ...callRows(db),
  };
}

type Rows<K extends keyof AfterOfferStore> = Pick<AfterOfferStore, K>;

function verificationRows(db: Db): Rows<'verification' | 'saveVerification'> {
  const byId = db.prepare<[string], VerificationRow>(
    'SELECT * FROM mobile_verifications WHERE lead_id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO mobile_verifications VALUES (@leadId, @phoneNumber, @code, @sentAt, @expiresAt,
       @sends, @failedAttempts, @resumeState, @verifiedAt)
     ON CONFLICT (lead_id) DO UPDATE SET phone_number = excluded.phone_number, code = excluded.code,
       sent_at = excluded.sent_at, expires_at = excluded.expires_at, sends = excluded.sends,
       failed_attempts = excluded.failed_attempts, resume_state = excluded.resume_state,
       verified_at = excluded.verified_at`,
  );
  return {
    verification(leadId) {
      const row = byId.get(leadId);
      return row && verificationOf(row);
    },
    saveVerification: (verification) => upsert.run(verification),
  };
}

function verificationOf(row: VerificationRow): Verification {
  return {
    leadId: row.lead_id,
    phoneNumber: row.phone_number,
    code: row.code,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    sends: row.sends,
    failedAttempts: row.failed_attempts,
    resumeState: row.resume_state,
    verifiedAt: row.verified_at,
  };
}

function documentRows(db: Db): Rows<'documents' | 'saveDocument'> {
  const documentsOf = db.prepare<[string], StoredDocument>(
    `SELECT side, content_type AS contentType, size, sha256, uploaded_at AS uploadedAt
     FROM lead_documents WHERE lead_id = ? ORDER BY side DESC`,
  );
  const upsert = db.prepare(
    `INSERT OR REPLACE INTO lead_documents VALUES (@leadId, @side, @contentType, @size, @sha256, @uploadedAt)`,
  );
  return {
    documents: (leadId) => documentsOf.all(leadId),
    saveDocument: (leadId, document) => upsert.run({ leadId, ...document }),
  };
}

function consentRows(db: Db): Rows<'consents' | 'saveConsents'> {
  const consentsOf = db.prepare<[string], Omit<StoredConsent, 'accepted'> & { accepted: number }>(
    `SELECT consent_set AS consentSet, consent_id AS consentId, version, accepted,
       answered_at AS answeredAt FROM customer_consents WHERE lead_id = ? ORDER BY consent_id`,
  );
  const upsert = db.prepare(
    `INSERT OR REPLACE INTO customer_consents VALUES (@leadId, @consentSet, @consentId, @version,
       @accepted, @answeredAt)`,
  );
  const saveConsents = db.transaction((leadId: string, consents: StoredConsent[]) => {
    for (const consent of consents) {
      upsert.run({ leadId, ...consent, accepted: consent.accepted ? 1 : 0 });
    }
  });
  return {
    consents: (leadId) =>
      consentsOf.all(leadId).map((row) => ({ ...row, accepted: row.accepted === 1 })),
    saveConsents: (leadId, consents) => saveConsents(leadId, consents),
  };
}

function bankAndPasswordRows(
  db: Db,
): Rows<'saveBankConnection' | 'bankConnections' | 'savePassword' | 'hasPassword'> {
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
  return {
    saveBankConnection: (leadId, provider, reference, at) =>
      upsertBank.run(leadId, provider, reference, at),
    bankConnections: (leadId) => banksOf.all(leadId),
    savePassword: (leadId, hash, at) => upsertPassword.run(leadId, hash, at),
    hasPassword: (leadId) => passwordOf.get(leadId) !== undefined,
  };
}

function redirectRows(db: Db): Rows<'redirect' | 'saveRedirect'> {
  const redirectOf = db.prepare<[string], { redirectUrl: string; redirectedAt: string }>(
    `SELECT redirect_url AS redirectUrl, redirected_at AS redirectedAt FROM lead_redirects
     WHERE lead_id = ?`,
  );
  // The first redirect is the one that counts: "told so" shows when the applicant first left.
  const insert = db.prepare('INSERT OR IGNORE INTO lead_redirects VALUES (?, ?, ?)');
  return {
    redirect: (leadId) => redirectOf.get(leadId),
    saveRedirect: (leadId, redirectUrl, at) => insert.run(leadId, redirectUrl, at),
  };
}

function callRows(db: Db): Rows<'recordCall' | 'calls'> {
  const insert = db.prepare(
    `INSERT INTO after_offer_calls (lead_id, path, from_state, to_state, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const callsOf = db.prepare<[string], AfterOfferCall>(
    `SELECT path, from_state AS fromState, to_state AS toState, created_at AS createdAt
     FROM after_offer_calls WHERE lead_id = ? ORDER BY id`,
  );
  return {
    recordCall: (leadId, call) =>
      insert.run(leadId, call.path, call.fromState, call.toState, call.createdAt),
    calls: (leadId) => callsOf.all(leadId),
  };
}
