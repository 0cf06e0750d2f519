import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../platform/db';

/** An answer to a create: the lead's id, its creator's token, and whatever else it says. */
export interface FirstAnswer {
  id: string;
  applicantToken: string;
}

/**
 * Idempotent creates, on Stripe's rule: a replay returns what the first call returned, to its
 * key's holder, and nothing more (docs/api.md "Replaying a create").
 *
 * The first answer is kept, its applicant token sealed under the idempotency key, so a replay
 * hands back that very token: while it is live the holder goes on, and once a continue link has
 * revoked it the replay opens nothing. Issuing a fresh token instead re-opened a lead to the
 * creator its continue link had locked out. Neither the key nor the token is stored: only the
 * key's SHA-256 and the sealed token, so the database alone opens no lead.
 */
export interface CreateReplays {
  /**
   * The first answer to `key` within `scope` (the operation, and the lead it starts from), or
   * else what `create` answers, kept for the replays. One transaction: one key makes one lead,
   * and a `create` that throws keeps nothing.
   */
  once(
    scope: string,
    key: string | undefined,
    create: () => FirstAnswer,
  ): { answer: FirstAnswer; replayed: boolean };
}

interface ReplayRow {
  answer: string;
  sealed_token: Buffer;
}

export function createCreateReplays(db: Db): CreateReplays {
  const find = db.prepare<[Buffer], ReplayRow>(
    'SELECT answer, sealed_token FROM create_replays WHERE key_hash = ?',
  );
  const keep = db.prepare<[Buffer, string, string, Buffer, string]>(
    `INSERT INTO create_replays (key_hash, lead_id, answer, sealed_token, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const once = db.transaction((scope: string, key: string, create: () => FirstAnswer) => {
    const keyHash = createHash('sha256').update(`${scope}\n${key}`, 'utf8').digest();
    const first = find.get(keyHash);
    if (first) {
      // Our own row, written below from the answer `create` gave.
      const answer = JSON.parse(first.answer) as Omit<FirstAnswer, 'applicantToken'>;
      const applicantToken = unseal(first.sealed_token, sealingKey(scope, key));
      return { answer: { ...answer, applicantToken }, replayed: true };
    }
    const answer = create();
    const { applicantToken, ...kept } = answer;
    const sealed = seal(applicantToken, sealingKey(scope, key));
    keep.run(keyHash, answer.id, JSON.stringify(kept), sealed, new Date().toISOString());
    return { answer, replayed: false };
  });
  return {
    once: (scope, key, create) =>
      key === undefined ? { answer: create(), replayed: false } : once(scope, key, create),
  };
}

/** Another key than the look-up hash, from the same secret: the stored hash cannot unseal. */
function sealingKey(scope: string, key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, scope, 'first applicant token', 32));
}

// AES-256-GCM: a 12-byte nonce, a 16-byte tag, then the text.
function seal(text: string, key: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

function unseal(sealed: Buffer, key: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}
