import assert from 'node:assert/strict';
import type { Driver } from './driver';

export interface StoredLead {
  data: Record<string, unknown> & {
    amount?: number;
    period?: number;
    personalDetails?: Record<string, unknown>;
    contactDetails?: Record<string, unknown>;
    incomeDetails?: Record<string, unknown>;
  };
  product: string;
}

/** The lead of the tab on screen, as the sandbox at `origin` stored it. */
export async function storedLeadOf(driver: Driver, origin: string): Promise<StoredLead> {
  const id = await driver.read(() => {
    const raw = sessionStorage.getItem('leadApplication');
    const stored = raw ? (JSON.parse(raw) as { application?: { id?: string } }) : undefined;
    return stored?.application?.id ?? null;
  });
  assert.ok(id, 'the tab keeps the id of its lead');
  const response = await fetch(`${origin}/sandbox/leads/${id}`);
  assert.equal(response.status, 200, `the sandbox has lead ${id}`);
  return (await response.json()) as StoredLead;
}
