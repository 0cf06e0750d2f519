import type { Db } from '../platform/db';
import type { LeadData, LeadRecord, ProductId } from './types';

interface LeadRow {
  id: string;
  session_id: string | null;
  product: string;
  progress_state: number;
  lead_status: number;
  data: string;
  outcome: number | null;
  checking_started_at: string | null;
  decided_at: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface LeadRepository {
  insert(lead: LeadRecord): void;
  update(lead: LeadRecord): void;
  findById(id: string): LeadRecord | undefined;
  listBySession(sessionId: string): LeadRecord[];
  listRecent(limit: number): LeadRecord[];
}

export function createLeadRepository(db: Db): LeadRepository {
  // idempotency_key is no longer written (create_replays keeps replays, lead/replays.ts).
  const insert = db.prepare(
    `INSERT INTO leads (id, session_id, product, progress_state, lead_status, data, outcome,
       checking_started_at, decided_at, expires_at, created_at, updated_at)
     VALUES (@id, @sessionId, @product, @progressState, @leadStatus, @data, @outcome,
       @checkingStartedAt, @decidedAt, @expiresAt, @createdAt, @updatedAt)`,
  );
  const update = db.prepare(
    `UPDATE leads SET session_id = @sessionId, product = @product, progress_state = @progressState,
       lead_status = @leadStatus, data = @data, outcome = @outcome,
       checking_started_at = @checkingStartedAt, decided_at = @decidedAt, updated_at = @updatedAt
     WHERE id = @id`,
  );
  const byId = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const bySession = db.prepare<[string], LeadRow>(
    'SELECT * FROM leads WHERE session_id = ? ORDER BY created_at DESC, rowid DESC',
  );
  const recent = db.prepare<[number], LeadRow>(
    'SELECT * FROM leads ORDER BY created_at DESC, rowid DESC LIMIT ?',
  );

  return {
    insert: (lead) => insert.run(toParams(lead)),
    update: (lead) => update.run(toParams(lead)),
    findById: (id) => fromRow(byId.get(id)),
    listBySession: (sessionId) => bySession.all(sessionId).map(toRecord),
    listRecent: (limit) => recent.all(limit).map(toRecord),
  };
}

function toParams(lead: LeadRecord) {
  return { ...lead, data: JSON.stringify(lead.data) };
}

function fromRow(row: LeadRow | undefined): LeadRecord | undefined {
  return row && toRecord(row);
}

function toRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    sessionId: row.session_id,
    // The column only ever receives validated product ids.
    product: row.product as ProductId,
    progressState: row.progress_state,
    leadStatus: row.lead_status,
    data: JSON.parse(row.data) as LeadData,
    outcome: row.outcome,
    checkingStartedAt: row.checking_started_at,
    decidedAt: row.decided_at,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
