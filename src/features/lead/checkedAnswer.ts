import * as v from 'valibot';
import type { RequestResult } from '../../lib/http';

/** The message of a 2xx answer that is not what the contract promises. */
export const UNEXPECTED_ANSWER = 'Unexpected answer from the lead API';

function bodyKind(data: unknown): string {
  if (typeof data === 'string') return data.trim() === '' ? 'an empty body' : 'a non-JSON body';
  return Array.isArray(data) ? 'an array' : typeof data;
}

/**
 * A request's answer checked against its schema before anything trusts it. A 2xx whose body is
 * not the expected JSON (a captive portal's login page, `{}`, a proxy's error text) is a failed
 * request like any other: the caller keeps what it had and offers a retry.
 */
export async function checkedAnswer<TSchema extends v.GenericSchema>(
  request: Promise<RequestResult<unknown>>,
  schema: TSchema,
  what: string,
): Promise<RequestResult<v.InferOutput<TSchema>>> {
  const result = await request;
  if (result.error) return result;
  const parsed = v.safeParse(schema, result.data);
  if (parsed.success) return { data: parsed.output };
  const problems = parsed.issues.slice(0, 5).map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  console.error(`${UNEXPECTED_ANSWER} to ${what}: ${bodyKind(result.data)}`, problems);
  return { error: { message: UNEXPECTED_ANSWER } };
}

/**
 * An answer about another lead than the one asked (a proxy's cache, a mixed-up session on the
 * server) is a failed request: adopting it would send the applicant's next answers to a stranger's
 * lead. Neither id is logged.
 */
export async function aboutLead<T extends { id: string }>(
  request: Promise<RequestResult<T>>,
  askedLeadId: string,
  what: string,
): Promise<RequestResult<T>> {
  const result = await request;
  if (result.error || result.data.id === askedLeadId) return result;
  console.error(`${UNEXPECTED_ANSWER} to ${what}: it is about another lead`);
  return { error: { message: UNEXPECTED_ANSWER } };
}
