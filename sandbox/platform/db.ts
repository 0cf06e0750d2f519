import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Schema changes, applied in order and counted in PRAGMA user_version, so an existing sandbox
 * database keeps its leads when later work adds tables (consents, verification codes, events).
 * Append; never edit an entry that has shipped.
 */
const migrations: readonly string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     session_id TEXT,
     product TEXT NOT NULL,
     progress_state INTEGER NOT NULL,
     lead_status INTEGER NOT NULL,
     data TEXT NOT NULL,
     outcome INTEGER,
     checking_started_at TEXT,
     decided_at TEXT,
     idempotency_key TEXT UNIQUE,
     expires_at TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX leads_session_id ON leads (session_id, created_at);
   CREATE TABLE email_unsubscriptions (
     email TEXT PRIMARY KEY,
     created_at TEXT NOT NULL
   );`,
  // Partner steps (docs/api.md "Partner steps and offers"): offers as made, with their expiry and
  // acceptance, and every step call as it arrived.
  `CREATE TABLE partner_offers (
     offer_id TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     state INTEGER NOT NULL,
     position INTEGER NOT NULL,
     partner TEXT NOT NULL,
     acceptance TEXT,
     amount REAL NOT NULL,
     period INTEGER NOT NULL,
     period_scale TEXT NOT NULL,
     monthly_payment REAL NOT NULL,
     total_cost REAL NOT NULL,
     apr REAL NOT NULL,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     accepted_at TEXT
   );
   CREATE INDEX partner_offers_lead ON partner_offers (lead_id, state, position);
   CREATE TABLE partner_step_calls (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     path TEXT NOT NULL,
     from_state INTEGER NOT NULL,
     to_state INTEGER NOT NULL,
     body TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX partner_step_calls_lead ON partner_step_calls (lead_id, id);`,
  // After-offer steps (docs/api.md "After the offer"): verification codes, identity documents
  // (type, size and hash only, never the bytes), consents, bank connections, passwords (scrypt
  // hashes), partner redirects, and every step call as it arrived.
  `CREATE TABLE mobile_verifications (
     lead_id TEXT PRIMARY KEY REFERENCES leads (id),
     phone_number TEXT NOT NULL,
     code TEXT NOT NULL,
     sent_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     sends INTEGER NOT NULL,
     failed_attempts INTEGER NOT NULL,
     resume_state INTEGER,
     verified_at TEXT
   );
   CREATE TABLE lead_documents (
     lead_id TEXT NOT NULL REFERENCES leads (id),
     side TEXT NOT NULL,
     content_type TEXT NOT NULL,
     size INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     uploaded_at TEXT NOT NULL,
     PRIMARY KEY (lead_id, side)
   );
   CREATE TABLE customer_consents (
     lead_id TEXT NOT NULL REFERENCES leads (id),
     consent_set TEXT NOT NULL,
     consent_id TEXT NOT NULL,
     version TEXT NOT NULL,
     accepted INTEGER NOT NULL,
     answered_at TEXT NOT NULL,
     PRIMARY KEY (lead_id, consent_id)
   );
   CREATE TABLE bank_connections (
     lead_id TEXT NOT NULL REFERENCES leads (id),
     provider TEXT NOT NULL,
     reference TEXT NOT NULL,
     connected_at TEXT NOT NULL,
     PRIMARY KEY (lead_id, provider)
   );
   CREATE TABLE customer_passwords (
     lead_id TEXT PRIMARY KEY REFERENCES leads (id),
     password_hash TEXT NOT NULL,
     set_at TEXT NOT NULL
   );
   CREATE TABLE lead_redirects (
     lead_id TEXT PRIMARY KEY REFERENCES leads (id),
     redirect_url TEXT NOT NULL,
     redirected_at TEXT NOT NULL
   );
   CREATE TABLE after_offer_calls (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     path TEXT NOT NULL,
     from_state INTEGER NOT NULL,
     to_state INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX after_offer_calls_lead ON after_offer_calls (lead_id, id);`,
  // Affiliate events (docs/api.md "Affiliate events"): one per lead and kind, as the funnel sent it.
  `CREATE TABLE affiliate_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     event TEXT NOT NULL,
     product TEXT NOT NULL,
     attribute TEXT NOT NULL,
     sub_id TEXT,
     transaction_id TEXT,
     set_at TEXT,
     session_id TEXT,
     occurred_at TEXT,
     received_at TEXT NOT NULL,
     UNIQUE (lead_id, event)
   );`,
  // Applicant and continue tokens (docs/api.md "Who may read a lead"): only their SHA-256 is kept,
  // so a copy of the database opens no lead.
  `CREATE TABLE lead_tokens (
     token_hash BLOB PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     kind TEXT NOT NULL CHECK (kind IN ('applicant', 'continue')),
     expires_at TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX lead_tokens_lead ON lead_tokens (lead_id, kind);`,
  // Replays of idempotent creates (docs/api.md "Replaying a create"): the first answer, with its
  // applicant token sealed under the idempotency key, kept by the key's hash. The keys stored in
  // plain text until now go: beside a sealed token, a key in the database would unseal it.
  `CREATE TABLE create_replays (
     key_hash BLOB PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     answer TEXT NOT NULL,
     sealed_token BLOB NOT NULL,
     created_at TEXT NOT NULL
   );
   UPDATE leads SET idempotency_key = NULL;`,
];

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets a test or a second process read the file while the server writes.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  migrations.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + index + 1}`);
    })();
  });
}
