// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract as doc, contractOperations, securedOperations } from './contractOperations';
import { createLead, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let victimId: string;
let otherToken: string;
beforeAll(async () => {
  server = await startTestServer();
  victimId = await createLead(server, {
    personalDetails: { firstName: 'Vera', lastName: 'Víctima', personalCode: '87654321X' },
    contactDetails: {
      email: 'vera@example.com',
      phoneNumber: '+34611222333',
      marketingConsents: true,
    },
    incomeDetails: { iban: 'ES9121000418450200051332' },
  });
  // Another applicant's perfectly valid token: it opens their lead, not the victim's.
  otherToken = server.tokenOf(await createLead(server));
});
afterAll(async () => {
  await server.dispose();
});

const secured = securedOperations.map(({ method, path, leadIdAt: where }) => ({
  method,
  path,
  where,
}));

/** A request of `operation` naming `leadId` where the operation names its lead. */
function requestFor({ method, path, where }: (typeof secured)[number], leadId: string) {
  const url = path.replace('{id}', encodeURIComponent(leadId));
  const body = where.in === 'body' ? { [where.name]: leadId, product: 'askrobin' } : undefined;
  return {
    method: method.toUpperCase() as 'GET',
    url: where.in === 'query' ? `${url}?${where.name}=${leadId}&side=front` : url,
    ...(body ? { payload: body } : {}),
    ...(path === '/lead/idUpload' && method === 'post'
      ? { payload: Buffer.from('%PDF-1.4'), headers: { 'content-type': 'application/pdf' } }
      : {}),
  };
}

const personal = ['Vera', 'Víctima', '87654321X', 'vera@example.com', '611222333', 'ES9121'];

describe('a lead is bound to its applicant', () => {
  it('the contract secures every call that names a lead, and says where it names it', () => {
    expect(doc.components).toHaveProperty('securitySchemes.applicantToken', {
      type: 'http',
      scheme: 'bearer',
      description: expect.any(String),
    });
    const namesALead = contractOperations.flatMap(({ method, path, ...operation }) => {
      if (path.startsWith('/sandbox/') || path.includes('/lead/url/')) return [];
      const inPath = /\{id\}/.test(path);
      const inBody = operation.requiredBody.some((name) => name === 'id' || name === 'leadId');
      const inQuery = operation.parameters.some((p) => p.in === 'query' && p.name === 'id');
      return inPath || inBody || inQuery ? [`${method} ${path}`] : [];
    });
    expect(namesALead.length).toBeGreaterThan(30);
    expect(secured.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      namesALead.sort(),
    );
  });

  it.each(secured)(
    '$method $path answers 401 to the lead id alone, with nothing of the lead',
    async (operation) => {
      const response = await server.app.inject(requestFor(operation, victimId));
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="lead"');
      expect(response.json()).toEqual({
        message: 'This lead can only be read or changed with its applicant token',
        error: 'unauthorized',
      });
    },
  );

  it.each(secured)('$method $path answers 401 to another lead’s token', async (operation) => {
    const request = requestFor(operation, victimId);
    const response = await server.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${otherToken}` },
    });
    expect(response.statusCode).toBe(401);
    for (const value of personal) expect(response.body).not.toContain(value);
  });

  it.each(secured)('$method $path lets the lead’s own token through', async (operation) => {
    const request = requestFor(operation, victimId);
    const response = await server.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${server.tokenOf(victimId)}` },
    });
    // The route answers for itself (a step in the wrong state is a 409, a partial body a 400).
    expect(response.statusCode).not.toBe(401);
  });

  it('leaves the lead as it was after an attack with its id alone', async () => {
    const before = (await server.app.inject(`/sandbox/leads/${victimId}`)).json();
    const rewrite = await server.app.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: {
        id: victimId,
        contactDetails: { email: 'attacker@example.com', phoneNumber: '+34699999999' },
        incomeDetails: { iban: 'ES7921000813610123456789' },
      },
    });
    expect(rewrite.statusCode).toBe(401);
    const forged = await server.app.inject({
      method: 'PUT',
      url: '/v3/lead',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { id: victimId, amount: 1 },
    });
    expect(forged.statusCode).toBe(401);
    expect((await server.app.inject(`/sandbox/leads/${victimId}`)).json()).toEqual(before);
  });
});
