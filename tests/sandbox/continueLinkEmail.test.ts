// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLead, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

interface SentEmail {
  to: string;
  subject: string;
  text: string;
  link: string;
  sentAt: string;
}

const emailsOf = async (id: string) =>
  (await server.app.inject(`/sandbox/leads/${id}/emails`)).json<{ emails: SentEmail[] }>().emails;

const askForLink = (id: string, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: '/lead/continue-link', payload: { id }, headers });

describe('POST /lead/continue-link: the applicant asks for a link to come back', () => {
  it('e-mails the continue link to the lead’s address and answers only that address, masked', async () => {
    const id = await createLead(server, { contactDetails: { email: 'lucia.garcia@example.com' } });
    const answer = await askForLink(id);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ sentTo: 'l•••@example.com' });

    const [email, ...more] = await emailsOf(id);
    expect(more).toEqual([]);
    expect(email).toEqual({
      to: 'lucia.garcia@example.com',
      subject: 'Your link to continue your application',
      text: expect.stringContaining(email?.link ?? '-'),
      link: expect.stringMatching(
        /^http:\/\/localhost\/application-frontend\/continue\/[A-Za-z0-9_-]{43}$/,
      ),
      sentAt: expect.any(String),
    });
    // The link itself reaches the mailbox only, never the caller.
    const token = email?.link.split('/').at(-1) ?? '';
    expect(answer.body).not.toContain(token);
    expect(answer.body).not.toContain(id);
  });

  it('the e-mailed link opens the lead on any device, once, and carries no lead id', async () => {
    const id = await createLead(server, { contactDetails: { email: 'ana@example.com' } });
    await askForLink(id);
    const [email] = await emailsOf(id);
    expect(email?.link).not.toContain(id);
    const token = email?.link.split('/').at(-1) ?? '';
    // Another device: no applicant token, only the link.
    const opened = await server.app.inject(`/v3/lead/url/${token}/continue`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      id,
      lead: { contactDetails: { email: 'ana@example.com' } },
    });
    expect((await server.app.inject(`/v3/lead/url/${token}/continue`)).statusCode).toBe(404);
  });

  it('writes the e-mail in Spanish for a Spanish page', async () => {
    const id = await createLead(server, { contactDetails: { email: 'ana@example.com' } });
    await askForLink(id, { 'accept-language': 'es-ES' });
    const [email] = await emailsOf(id);
    expect(email?.subject).toBe('Tu enlace para continuar tu solicitud');
    expect(email?.text).toMatch(/^Abre este enlace en cualquier dispositivo/);
  });

  it('a lead without an e-mail address gets 422 and nothing is sent', async () => {
    const id = await createLead(server);
    const answer = await askForLink(id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: 'This lead has no e-mail address to send the link to',
      error: 'email_missing',
    });
    expect(await emailsOf(id)).toEqual([]);
  });

  it('only the lead’s applicant may ask: without its token, 401 and nothing is sent', async () => {
    const id = await createLead(server, { contactDetails: { email: 'ana@example.com' } });
    const answer = await server.app.inject({
      method: 'POST',
      url: '/lead/continue-link',
      payload: { id },
    });
    expect(answer.statusCode).toBe(401);
    expect(await emailsOf(id)).toEqual([]);
  });

  it('the sent e-mails are a control route: absent unless the controls are on', async () => {
    await server.dispose();
    server = await startTestServer({ controls: false });
    const id = await createLead(server, { contactDetails: { email: 'ana@example.com' } });
    expect((await askForLink(id)).statusCode).toBe(202);
    expect((await server.app.inject(`/sandbox/leads/${id}/emails`)).statusCode).toBe(404);
  });
});
