import type { Db } from '../platform/db';

export interface Unsubscription {
  email: string;
  createdAt: string;
}

export interface UnsubscriptionRepository {
  /** Repeating an unsubscription keeps the first date: the address stays unsubscribed. */
  record(email: string, at: string): void;
  list(): Unsubscription[];
}

export function createUnsubscriptionRepository(db: Db): UnsubscriptionRepository {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO email_unsubscriptions (email, created_at) VALUES (?, ?)',
  );
  const all = db.prepare<[], Unsubscription>(
    'SELECT email, created_at AS createdAt FROM email_unsubscriptions ORDER BY created_at DESC',
  );
  return {
    record: (email, at) => void insert.run(email, at),
    list: () => all.all(),
  };
}
