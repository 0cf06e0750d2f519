// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueTokenOf, leadIn, newLead, startTestServer, type TestServer } from './testServer';

/**
 * Issue 32, reproduction 2: after the continue link locked the creator out, replaying the create
 * with the same Idempotency-Key handed out a fresh applicant token that read what the applicant
 * had filled in since. A replay now returns the first answer, its token included, and nothing more.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The applicant who opens the continue link, and fills in the lead with the token it gives. */
async function applicantTakesOver(leadId: string) {
  const link = await continueTokenOf(server, leadId);
  const opened = await server.app.inject(`/v3/lead/url/${link}/continue`);
  expect(opened.statusCode).toBe(200);
  const filled = await server.app.inject({
    method: 'PUT',
    url: '/v3/lead',
    headers: bearer(opened.json<{ applicantToken: string }>().applicantToken),
    payload: { id: leadId, personalDetails: { firstName: 'Vera', personalCode: '87654321X' } },
  });
  expect(filled.statusCode).toBe(200);
}

/** Whether `token` still reads the lead, by its poll and by naming it on the continue path. */
async function reads(leadId: string, token: string) {
  const poll = await server.app.inject({ url: `/lead/status/${leadId}`, headers: bearer(token) });
  const named = await server.app.inject({
    url: `/v3/lead/url/${leadId}/continue`,
    headers: bearer(token),
  });
  expect(named.body).not.toContain('Vera');
  return [poll.statusCode, named.statusCode];
}

describe('replaying a create', () => {
  it('gives back the first answer, the same token, which opens the lead while it is live', async () => {
    const create = () =>
      server.app.inject({
        method: 'POST',
        url: '/v3/lead',
        headers: { 'idempotency-key': 'lost-answer-1' },
        payload: newLead(),
      });
    const first = await create();
    await server.restart();
    const replay = await create();

    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const { id, applicantToken } = replay.json<{ id: string; applicantToken: string }>();
    expect(await reads(id, applicantToken)).toEqual([200, 200]);
  });

  /** Each create with a key: the funnel's first create, and a re-apply from a redirected lead. */
  const keyedCreates: [string, () => Promise<() => ReturnType<TestServer['inject']>>][] = [
    [
      'POST /v3/lead',
      () =>
        Promise.resolve(() =>
          server.app.inject({
            method: 'POST',
            url: '/v3/lead',
            headers: { 'idempotency-key': 'attacker-key' },
            payload: newLead({ contactDetails: { email: 'attacker@example.com' } }),
          }),
        ),
    ],
    [
      'POST /v2/lead',
      async () => {
        const earlier = await leadIn(server, 12);
        return () =>
          server.inject({
            method: 'POST',
            url: '/v2/lead',
            headers: { 'idempotency-key': 'reapply-key' },
            payload: { id: earlier, product: 'askrobin' },
          });
      },
    ],
  ];

  it.each(keyedCreates)(
    'never re-opens a lead to the creator its continue link locked out (%s)',
    async (_operation, keyedCreate) => {
      const create = await keyedCreate();
      const { id } = (await create()).json<{ id: string }>();
      await applicantTakesOver(id);

      const replay = await create();

      expect(replay.statusCode).toBe(200);
      expect(replay.json().id).toBe(id);
      const { applicantToken } = replay.json<{ applicantToken: string }>();
      expect(await reads(id, applicantToken)).toEqual([401, 404]);
    },
  );

  it('keeps neither the key nor the token in the database', async () => {
    const key = 'b1946ac9-2d4e-4c8f-9a51-1a2b3c4d5e6f';
    const created = await server.app.inject({
      method: 'POST',
      url: '/v3/lead',
      headers: { 'idempotency-key': key },
      payload: newLead(),
    });
    const { applicantToken } = created.json<{ applicantToken: string }>();

    const db = new Database(server.dbPath, { readonly: true });
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all();
    const stored = tables.map(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all());
    db.close();
    const text = JSON.stringify(stored, (_key, value: unknown) =>
      Buffer.isBuffer(value) ? value.toString('latin1') : value,
    );
    expect(text).toContain(created.json<{ id: string }>().id);
    expect(text).not.toContain(key);
    expect(text).not.toContain(applicantToken);
  });

  it('replays a re-apply only from the lead it started from', async () => {
    const victims = await leadIn(server, 12);
    const victimsNew = await server.inject({
      method: 'POST',
      url: '/v2/lead',
      headers: { 'idempotency-key': 'guessed-key' },
      payload: { id: victims, product: 'askrobin' },
    });
    const attackers = await leadIn(server, 12);

    const sameKey = await server.app.inject({
      method: 'POST',
      url: '/v2/lead',
      headers: { 'idempotency-key': 'guessed-key', ...bearer(server.tokenOf(attackers)) },
      payload: { id: attackers, product: 'askrobin' },
    });

    // A new lead of the attacker's own, not the victim's new lead and a token for it.
    expect(sameKey.statusCode).toBe(201);
    expect(sameKey.json().id).not.toBe(victimsNew.json().id);
  });
});
