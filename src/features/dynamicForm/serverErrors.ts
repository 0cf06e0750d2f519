import type { ServerFieldProblem } from './model/engine';
import { isRecord } from '../../lib/guards';

/**
 * The field problems in a lead API error answer (`{ errors: [{ dataPoint?, field?, message }] }`,
 * docs/api.md): the v3 data-point errors of a refused submission, or a 400's field list. Null
 * when the answer names no field, i.e. the failure is not the applicant's to fix.
 */
export function fieldProblemsOf(body: unknown): ServerFieldProblem[] | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const problems: ServerFieldProblem[] = [];
  for (const entry of body.errors as unknown[]) {
    if (!isRecord(entry) || typeof entry.message !== 'string') continue;
    const dataPoint =
      typeof entry.dataPoint === 'string' && entry.dataPoint !== '' ? entry.dataPoint : undefined;
    const field = typeof entry.field === 'string' && entry.field !== '' ? entry.field : undefined;
    if (dataPoint === undefined && field === undefined) continue;
    problems.push({
      message: entry.message,
      ...(dataPoint === undefined ? {} : { dataPoint }),
      ...(field === undefined ? {} : { field }),
    });
  }
  return problems.length > 0 ? problems : null;
}
