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
