import type { Db } from '../platform/db';

/** An affiliate event as the funnel sent it (docs/api.md, "Affiliate events"). */
export interface AffiliateEventInput {
  product: string;
  event: string;
  leadId: string;
  sessionId?: string;
  affiliateReferenceParams: {
    attribute: string;
    subId?: string | null;
    transactionId?: string | null;
    setAt?: string | number | null;
  };
  occurredAt?: string;
}

export interface AffiliateEventRecord {
  id: number;
  leadId: string;
  event: string;
  product: string;
  attribute: string;
  subId: string | null;
  transactionId: string | null;
  setAt: string | null;
  sessionId: string | null;
  occurredAt: string | null;
  receivedAt: string;
}

export interface AffiliateEventRepository {
  /** Stores the event once per lead and kind; a repeat returns the first record, `replayed`. */
  record(
    input: AffiliateEventInput,
    receivedAt: string,
  ): { record: AffiliateEventRecord; replayed: boolean };
  listByLead(leadId: string): AffiliateEventRecord[];
  listRecent(limit: number): AffiliateEventRecord[];
}

const columns = `id, lead_id AS leadId, event, product, attribute, sub_id AS subId,
  transaction_id AS transactionId, set_at AS setAt, session_id AS sessionId,
  occurred_at AS occurredAt, received_at AS receivedAt`;

/** Epoch milliseconds become ISO text, so every stored time reads the same way. */
function timeText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'number' ? new Date(value).toISOString() : value;
}

export function createAffiliateEventRepository(db: Db): AffiliateEventRepository {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO affiliate_events
       (lead_id, event, product, attribute, sub_id, transaction_id, set_at, session_id, occurred_at, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byLeadAndEvent = db.prepare<[string, string], AffiliateEventRecord>(
    `SELECT ${columns} FROM affiliate_events WHERE lead_id = ? AND event = ?`,
  );
  const byLead = db.prepare<[string], AffiliateEventRecord>(
    `SELECT ${columns} FROM affiliate_events WHERE lead_id = ? ORDER BY id DESC`,
  );
  const recent = db.prepare<[number], AffiliateEventRecord>(
    `SELECT ${columns} FROM affiliate_events ORDER BY id DESC LIMIT ?`,
  );

  return {
    record(input, receivedAt) {
      const reference = input.affiliateReferenceParams;
      const { changes } = insert.run(
        input.leadId,
        input.event,
        input.product,
        reference.attribute,
        reference.subId ?? null,
        reference.transactionId ?? null,
        timeText(reference.setAt),
        input.sessionId ?? null,
        input.occurredAt ?? null,
        receivedAt,
      );
      const record = byLeadAndEvent.get(input.leadId, input.event);
      if (!record) throw new Error('affiliate event was not stored');
      return { record, replayed: changes === 0 };
    },
    listByLead: (leadId) => byLead.all(leadId),
    listRecent: (limit) => recent.all(limit),
  };
}
