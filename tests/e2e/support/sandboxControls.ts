import { expect, type APIRequestContext } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../../playwright.config';

/** A lead as the sandbox's control route lists it. */
export interface StoredLead {
  id: string;
  data: Record<string, unknown>;
  progressState: number;
}

/** Every lead the sandbox stored for one session: how tests count duplicates. */
export async function leadsOfSession(
  request: APIRequestContext,
  sessionId: string,
): Promise<StoredLead[]> {
  const response = await request.get(`${SANDBOX_ORIGIN}/sandbox/leads?sessionId=${sessionId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { leads: StoredLead[] }).leads;
}

/**
 * Makes the sandbox answer the next matching request(s) of a session with a fault (a status, a
 * body, a hang): docs/api.md lists the fields.
 */
export async function armFault(request: APIRequestContext, fault: Record<string, unknown>) {
  const response = await request.post(`${SANDBOX_ORIGIN}/sandbox/faults`, { data: fault });
  expect(response.status()).toBe(201);
}
