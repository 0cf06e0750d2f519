import type { Db } from '../platform/db';
import type { JsonObject } from '../lead/types';

export interface StepCallRecord {
  path: string;
  fromState: number;
  toState: number;
  body: JsonObject;
  createdAt: string;
}

interface StepCallRow {
  lead_id: string;
  path: string;
  from_state: number;
  to_state: number;
  body: string;
  created_at: string;
}

/** Every partner step call as it arrived, so tests and demos can see exactly what was sent. */
export interface StepCallLog {
  record: (leadId: string, call: StepCallRecord) => void;
  list: (leadId: string) => StepCallRecord[];
}

export function createStepCallLog(db: Db): StepCallLog {
  const insert = db.prepare(
    `INSERT INTO partner_step_calls (lead_id, path, from_state, to_state, body, created_at)
     VALUES (@lead_id, @path, @from_state, @to_state, @body, @created_at)`,
  );
  const byLead = db.prepare<[string], StepCallRow>(
    'SELECT * FROM partner_step_calls WHERE lead_id = ? ORDER BY id',
  );
  return {
    record: (leadId, call) =>
      insert.run({
        lead_id: leadId,
        path: call.path,
        from_state: call.fromState,
        to_state: call.toState,
        body: JSON.stringify(call.body),
        created_at: call.createdAt,
      }),
    list: (leadId) =>
      byLead.all(leadId).map((row) => ({
        path: row.path,
        fromState: row.from_state,
        toState: row.to_state,
        body: JSON.parse(row.body) as JsonObject,
        createdAt: row.created_at,
      })),
  };
}
