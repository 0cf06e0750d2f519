// @vitest-environment node
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
});

describe('log', () => {
  it('traces leads and decisions by a hash of the id, never the id or personal data', async () => {
    let log = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    server = await startTestServer({ logger: true, logStream });
    const app = server;

    const personal = ['ana.rejected', 'García', 'Lucía', '+34600111222', '28001', 'ACME Lending'];
    const created = await app.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: {
        product: 'askrobin',
        progressState: 2,
        personalDetails: { firstName: 'Lucía', lastName: 'García' },
        contactDetails: {
          email: 'rejected+ana.rejected@example.com',
          phoneNumber: '+34600111222',
          postalCode: '28001',
        },
      },
    });
    const { id } = created.json();
    await app.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, progressState: 6, personalDetails: { firstName: 'Lucía' } },
    });
    await app.inject(`/lead/status/${id}`);
    await app.inject({
      method: 'POST',
      url: '/customer/email/unsubscribe?email=ana.rejected%40example.com',
    });
    await app.inject({ method: 'POST', url: '/customer/email/unsubscribe?email=ana.rejected' });
    await app.inject('/email/validate/ana.rejected@example.com');
    await app.inject('/postcode/lookup/28001');
    await app.inject('/company/ACME%20Lending');
    await app.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: {
        product: 'askrobin',
        progressState: 1,
        personalDetails: { firstName: 5 },
        bogus: 'García',
      },
    });

    const lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const createdLine = lines.find((line) => line.msg === 'Lead created');
    const trace = createdLine?.lead;
    expect(trace).toMatch(/^[0-9a-f]{12}$/);
    // The same lead keeps its trace through the log.
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'Lead decided', lead: trace, progressState: 13 }),
    );
    expect(log).not.toContain(id);
    for (const value of personal) expect(log).not.toContain(value);
    expect(log).not.toContain('@example.com');
  });
});

describe('redactText', () => {
  it('masks e-mails, phone numbers and ids in free text', async () => {
    const { redactText } = await import('../../sandbox/platform/logRedaction');
    const text = redactText(
      'ana@example.com called from +34 600 111 222 about 0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10, 3 times',
    );
    expect(text).not.toMatch(/ana@|600 111 222|0b8f5f0e/);
    expect(text).toMatch(/^\[email\] called from \[phone\] about \[id [0-9a-f]{12}\], 3 times$/);
  });

  it('masks tokens and percent-encoded e-mails', async () => {
    const { redactText } = await import('../../sandbox/platform/logRedaction');
    const token = 'q7ZkAb-9_xYz0123456789abcdefghijKLMNOPQRSTu';
    expect(redactText(`opened /continue/${token} for ana%40example.com`)).toBe(
      'opened /continue/[token] for [email]',
    );
  });

  it('keeps an id’s trace whole, whatever digits it has', async () => {
    const { leadTrace, redactText } = await import('../../sandbox/platform/logRedaction');
    // Many ids, so that some traces hold long runs of digits.
    for (let n = 0; n < 200; n += 1) {
      const id = `0b8f5f0e-3c57-4d3a-9d4e-${String(n).padStart(12, '0')}`;
      expect(redactText(`about ${id}`)).toBe(`about [id ${leadTrace(id)}]`);
    }
  });
});
