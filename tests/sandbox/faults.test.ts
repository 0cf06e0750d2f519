// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLead, newLead, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

function arm(payload: Record<string, unknown>) {
  return server.inject({ method: 'POST', url: '/sandbox/faults', payload });
}
const create = () => server.inject({ method: 'POST', url: '/v3/lead', payload: newLead() });

describe('sandbox faults', () => {
  it('makes the next `times` matching requests fail with the status, then lets them through', async () => {
    const armed = await arm({ method: 'post', path: '/v3/lead', status: 503, times: 2 });
    expect(armed.statusCode).toBe(201);
    expect(armed.json()).toMatchObject({
      method: 'POST',
      path: '/v3/lead',
      status: 503,
      remaining: 2,
    });

    const first = await create();
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({
      error: 'sandbox_fault',
      message: expect.stringContaining('POST /v3/lead'),
    });
    expect((await create()).statusCode).toBe(503);
    expect((await create()).statusCode).toBe(201);
    expect((await server.inject('/sandbox/leads')).json().leads).toHaveLength(1);
  });

  it('defaults to one 500 and matches only the given method', async () => {
    await arm({ method: 'PUT', path: '/v3/lead' });
    const id = (await create()).json().id;
    expect(id).toEqual(expect.any(String));
    const put = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, amount: 1 },
    });
    expect(put.statusCode).toBe(500);
    const again = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, amount: 1 },
    });
    expect(again.statusCode).toBe(200);
  });

  it('matches a route pattern or a concrete path, any method when none is given', async () => {
    const id = await createLead(server);
    await arm({ path: '/lead/status/:id', status: 502 });
    await arm({ path: `/v3/lead/url/${id}/continue`, status: 404 });
    expect((await server.inject(`/lead/status/${id}`)).statusCode).toBe(502);
    const continued = await server.inject(`/v3/lead/url/${id}/continue`);
    expect(continued.statusCode).toBe(404);
    expect(continued.json().error).toBe('sandbox_fault');
    expect((await server.inject(`/lead/status/${id}`)).statusCode).toBe(200);
  });

  it('bound to a session, affects only that session’s requests', async () => {
    const otherSession = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    await arm({ method: 'POST', path: '/v3/lead', status: 503, sessionId: otherSession });
    // Another applicant's create goes through and leaves the fault armed.
    expect((await create()).statusCode).toBe(201);
    expect((await server.inject('/sandbox/faults')).json().faults).toHaveLength(1);
    const own = await server.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: newLead({ sessionId: otherSession }),
    });
    expect(own.statusCode).toBe(503);
    expect((await server.inject('/sandbox/faults')).json().faults).toEqual([]);
  });

  it('hangs before answering', async () => {
    await arm({ path: '/policy', hangMs: 120 });
    await arm({ path: '/policy', hangMs: 120, status: 504 });
    let started = Date.now();
    const slow = await server.inject('/policy');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(slow.statusCode).toBe(200);
    started = Date.now();
    const failed = await server.inject('/policy');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(failed.statusCode).toBe(504);
  });

  it('lists and clears armed faults', async () => {
    await arm({ path: '/v3/lead', status: 500, times: 3 });
    expect((await server.inject('/sandbox/faults')).json().faults).toHaveLength(1);
    const cleared = await server.inject({ method: 'DELETE', url: '/sandbox/faults' });
    expect(cleared.statusCode).toBe(204);
    expect((await server.inject('/sandbox/faults')).json().faults).toEqual([]);
    expect((await create()).statusCode).toBe(201);
  });

  it('never faults the fault controls themselves', async () => {
    await arm({ path: '/sandbox/faults', status: 500, times: 5 });
    expect((await server.inject({ method: 'DELETE', url: '/sandbox/faults' })).statusCode).toBe(
      204,
    );
  });

  it('rejects a fault without a path or with a status that is not an error', async () => {
    expect((await arm({ status: 500 })).statusCode).toBe(400);
    expect((await arm({ path: '/v3/lead', status: 200 })).statusCode).toBe(400);
    expect((await arm({ path: 'v3/lead' })).statusCode).toBe(400);
  });
});

describe('sandbox faults that look like success', () => {
  it('answers a 2xx with the given body and type, and the request never reaches the route', async () => {
    const portal = '<!doctype html><title>Wi-Fi login</title><form>Room number</form>';
    const armed = await arm({
      method: 'POST',
      path: '/v3/lead',
      status: 200,
      body: portal,
      contentType: 'text/html; charset=utf-8',
    });
    expect(armed.statusCode).toBe(201);
    expect(armed.json()).toMatchObject({ status: 200, body: portal });

    const answer = await create();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toBe(portal);
    expect((await server.inject('/sandbox/leads')).json().leads).toHaveLength(0);
  });

  it('sends a JSON body as it is: {} stays {}', async () => {
    await arm({ method: 'POST', path: '/v3/lead', status: 201, body: '{}' });
    const answer = await create();
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toBe('{}');
  });

  it('refuses a 2xx without a body: the sandbox has no success of its own to fake', async () => {
    expect((await arm({ path: '/v3/lead', status: 204 })).statusCode).toBe(400);
  });
});
