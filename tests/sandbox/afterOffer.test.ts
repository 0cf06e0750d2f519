// @vitest-environment node
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { leadIn, startTestServer, type ApplicantClient, type TestServer } from './testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

async function start(withLog = false) {
  let log = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  server = await startTestServer(withLog ? { logger: true, logStream } : {});
  return { app: server as ApplicantClient, log: () => log };
}

const post = (app: ApplicantClient, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload });

describe('mobile verification', () => {
  it('sends a code to the log (not the number), refuses a wrong one, and verifies the right one', async () => {
    const { app, log } = await start(true);
    const id = await leadIn(app, 7);
    const started = await post(app, '/v2/customer/mobile/verify', { id });
    expect(started.json()).toMatchObject({
      maskedPhoneNumber: '••••••678',
      codeLength: 6,
      attemptsLeft: 5,
    });
    const code = /"code":"(\d{6})".*Mobile verification code sent/.exec(log())?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(log()).not.toContain('612345678');

    const again = await post(app, '/v2/customer/mobile/verify', { id });
    expect(again.json().resendInSeconds).toBeGreaterThan(0);
    expect(log().match(/Mobile verification code sent/g)).toHaveLength(1);

    const wrong = await post(app, '/lead/mobile/verification', {
      id,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'invalid_code', attemptsLeft: 4 });

    const right = await post(app, '/lead/mobile/verification', { id, code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      id,
      progressState: 10,
      applicationResult: { application: { status: 'ACCEPTED' } },
    });
    expect((await post(app, '/lead/mobile/verification', { id, code })).statusCode).toBe(409);
  });

  it('waits 30 s before a resend unless the sandbox control ends the wait', async () => {
    const { app } = await start();
    const id = await leadIn(app, 7);
    await post(app, '/v2/customer/mobile/verify', { id });
    const early = await post(app, '/v2/customer/mobile/resend-code', { id });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ error: 'resend_too_soon' });
    expect(early.json().retryInSeconds).toBeGreaterThan(25);
    expect(
      (await app.inject({ method: 'DELETE', url: `/sandbox/leads/${id}/resend-wait` })).statusCode,
    ).toBe(204);
    const resent = await post(app, '/v2/customer/mobile/resend-code', { id });
    expect(resent.statusCode).toBe(200);
    const stored = (await app.inject(`/sandbox/leads/${id}/after-offer`)).json();
    expect(stored.verification.sends).toBe(2);
  });

  it('ends a code after five wrong tries, and the fixed code 123456 works', async () => {
    const { app } = await start();
    const id = await leadIn(app, 7);
    await post(app, '/v2/customer/mobile/verify', { id });
    const stored = (await app.inject(`/sandbox/leads/${id}/after-offer`)).json();
    const wrongCode = stored.verification.code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1)
      await post(app, '/lead/mobile/verification', { id, code: wrongCode });
    expect((await post(app, '/lead/mobile/verification', { id, code: '123456' })).statusCode).toBe(
      429,
    );
    await app.inject({ method: 'DELETE', url: `/sandbox/leads/${id}/resend-wait` });
    await post(app, '/v2/customer/mobile/resend-code', { id });
    expect(
      (await post(app, '/lead/mobile/verification', { id, code: '123 456' })).json().progressState,
    ).toBe(10);
  });

  it('returns to the state that was waiting (then-<n>) after a changed number', async () => {
    const { app } = await start();
    const id = await leadIn(app, 15, 'then-30');
    const changed = await app.inject({
      method: 'PUT',
      url: '/v2/customer/mobile',
      payload: { id, contactDetails: { phoneNumber: '698765432' } },
    });
    expect(changed.json()).toMatchObject({ progressState: 7 });
    expect((await post(app, '/v2/customer/mobile/verify', { id })).json().maskedPhoneNumber).toBe(
      '••••••432',
    );
    const bad = await app.inject({
      method: 'PUT',
      url: '/v2/customer/mobile',
      payload: { id, contactDetails: { phoneNumber: 'call me' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('contactDetails.phoneNumber');
    expect(
      (await post(app, '/lead/mobile/verification', { id, code: '123456' })).json().progressState,
    ).toBe(30);
    const lead = (await app.inject(`/sandbox/leads/${id}`)).json();
    expect(lead.data.contactDetails.phoneNumber).toBe('698765432');
  });
});

describe('identity document', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(100),
  ]);
  const upload = (
    app: ApplicantClient,
    id: string,
    payload: Buffer,
    type: string,
    side = 'front',
  ) =>
    app.inject({
      method: 'POST',
      url: `/lead/idUpload?id=${id}&side=${side}`,
      payload,
      headers: { 'content-type': type },
    });

  it('stores an image, refuses a wrong type, a lying type and a file over 5 MB', async () => {
    const { app } = await start();
    const id = await leadIn(app, 30);
    expect((await upload(app, id, Buffer.from('hello'), 'text/plain')).statusCode).toBe(415);
    expect((await upload(app, id, Buffer.from('not a png'), 'image/png')).statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(app, id, big, 'application/pdf')).statusCode).toBe(413);

    const missing = await post(app, '/lead/documentId', {
      id,
      otherDetails: { idCardNumber: 'ABC123456' },
    });
    expect(missing.statusCode).toBe(409);
    const stored = await upload(app, id, png, 'image/png');
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ side: 'front', contentType: 'image/png', size: 108 });
    expect((await app.inject(`/lead/idUpload?id=${id}`)).json().documents).toHaveLength(1);

    const done = await post(app, '/lead/documentId', {
      id,
      otherDetails: { idCardNumber: 'ABC123456' },
    });
    expect(done.json()).toMatchObject({ progressState: 11 });
  });

  it('lets the applicant send it later', async () => {
    const { app } = await start();
    const id = await leadIn(app, 30);
    expect((await post(app, '/lead/offer/skip-document-upload', { id })).json().progressState).toBe(
      11,
    );
  });
});

describe('consents', () => {
  it('lists a set, refuses a missing required consent, stores the answers and moves on', async () => {
    const { app } = await start();
    const id = await leadIn(app, 36);
    const set = (await app.inject(`/customer/${id}/consents?set=tfbank&lang=es`)).json();
    expect(set.partner.name).toBe('TF Bank (sandbox)');
    expect(set.consents.map((c: { id: string; kind: string }) => `${c.id}:${c.kind}`)).toEqual([
      'tfbank-terms:accept',
      'tfbank-privacy:accept',
      'tfbank-pep:yesNo',
    ]);
    expect(set.consents[0].text).toContain('Acepto');

    const incomplete = await post(app, `/customer/${id}/consents`, {
      set: 'tfbank',
      consents: [{ id: 'tfbank-terms', accepted: true }],
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'consents.tfbank-privacy',
      'consents.tfbank-pep',
    ]);
    const answered = await post(app, `/customer/${id}/consents`, {
      set: 'tfbank',
      consents: [
        { id: 'tfbank-terms', accepted: true },
        { id: 'tfbank-privacy', accepted: true },
        { id: 'tfbank-pep', accepted: false },
      ],
    });
    expect(answered.json().progressState).toBe(11);
    const again = (await app.inject(`/customer/${id}/consents?set=tfbank`)).json();
    expect(again.consents.map((c: { accepted: boolean | null }) => c.accepted)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('takes policy consents only from state 20', async () => {
    const { app } = await start();
    const id = await leadIn(app, 35);
    const consents = [
      { id: 'offer-terms', accepted: true },
      { id: 'data-sharing', accepted: true },
    ];
    expect((await post(app, '/lead/offer/policy', { id, consents })).statusCode).toBe(409);
  });
});

describe('redirects, re-applying, continue and skip', () => {
  it('records the first redirect and re-applies with the earlier answers', async () => {
    const { app } = await start();
    const id = await leadIn(app, 12);
    expect((await app.inject(`/lead/${id}/redirect`)).json()).toMatchObject({
      redirected: false,
      redirectedAt: null,
    });
    const recorded = (await app.inject({ method: 'POST', url: `/lead/${id}/redirect` })).json();
    expect(recorded.redirected).toBe(true);
    expect(recorded.redirectUrl).toMatch(/\/sandbox\/partner\?lead=/);
    const reapplied = await app.inject({
      method: 'POST',
      url: '/v2/lead',
      payload: { id, product: 'askrobin' },
      headers: { 'idempotency-key': 'reapply-1' },
    });
    expect(reapplied.statusCode).toBe(201);
    const newId = reapplied.json().id as string;
    expect(newId).not.toBe(id);
    const continued = (
      await app.inject(`/v2/lead/url/${newId}/reapply?refTransactionId=t1`)
    ).json();
    expect(continued.progressState).toBe(1);
    expect(continued.lead).toMatchObject({
      amount: 500,
      contactDetails: { phoneNumber: '612345678' },
      posthogParameters: { leadPreviouslyRedirected: true },
    });
    expect(continued.lead.tags).toContain('reapplying');
  });

  it('resumes a lead waiting in state 14 and skips a bank connection', async () => {
    const { app } = await start();
    const waiting = await leadIn(app, 14);
    expect((await post(app, `/lead/continue/${waiting}`, {})).json().progressState).toBe(11);
    const bank = await leadIn(app, 17);
    expect(
      (await post(app, '/lead/account', { id: bank, provider: 'instantor', reference: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await post(app, `/lead/skip/${bank}`, {})).json().progressState).toBe(11);
  });

  it('serves vehicle models, checks the make and model, and stores a password as a hash only', async () => {
    const { app } = await start();
    const makes = (await app.inject('/data/vehicleModels.json')).json().makes;
    expect(
      makes
        .find((m: { name: string }) => m.name === 'Seat')
        .models.map((m: { name: string }) => m.name),
    ).toContain('León');
    const vehicle = await leadIn(app, 16);
    const unknown = await post(app, '/lead/vehicle', {
      id: vehicle,
      otherDetails: { vehicleMake: 'Seat', vehicleModel: 'Golf', vehicleYear: 2018 },
    });
    expect(unknown.json().errors[0].field).toBe('otherDetails.vehicleModel');
    const saved = await post(app, '/lead/vehicle', {
      id: vehicle,
      otherDetails: {
        vehicleMake: 'Seat',
        vehicleModel: 'León',
        vehicleYear: 2018,
        vehicleLicensePlateNumber: '1234 BCD',
      },
    });
    expect(saved.json().progressState).toBe(11);

    const account = await leadIn(app, 18);
    expect(
      (await post(app, '/lead/customer/password', { id: account, password: 'onlyletters' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(app, '/lead/customer/password', { id: account, password: 'Secret123' })).json()
        .progressState,
    ).toBe(11);
    const stored = (await app.inject(`/sandbox/leads/${account}/after-offer`)).json();
    expect(stored.passwordSet).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('Secret123');
  });
});
