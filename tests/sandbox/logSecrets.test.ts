// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationRoute } from '../../src/features/routing/routes';
import { contractOperations, filledPath, label, requestOf } from './contractOperations';
import { continueTokenOf, createLead, startTestServer, type TestServer } from './testServer';

/**
 * Issue 32, reproduction 3: the log recorded continue tokens from `/continue/<token>` page loads
 * and e-mails from unmatched paths. Here every operation of the contract, every page of the
 * funnel and some paths nothing answers are requested with a secret in each path and query
 * position, and no log line may carry one.
 */

let server: TestServer;
let log = '';
let secrets: Record<string, string>;
let pageRoutes: string[];
const basePath = '/application-frontend';

/**
 * The funnel's routes, from its own table. Imported while the tests run: the module belongs to
 * the app's TypeScript project (browser types, JSX), which this one does not compile.
 */
const funnelRoutes = '../../src/features/routing/stateRoutes';
interface FunnelRoutes {
  STATE_ROUTES: Record<number, { route: string } | undefined>;
  STATELESS_ROUTES: readonly string[];
}

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  const routes = (await import(/* @vite-ignore */ funnelRoutes)) as FunnelRoutes;
  pageRoutes = [
    ...Object.values(routes.STATE_ROUTES).map((target) => target?.route ?? '/'),
    ...routes.STATELESS_ROUTES,
  ];
  server = await startTestServer({ logger: true, logStream });
  const leadId = await createLead(server, { contactDetails: { email: 'accepted@example.com' } });
  secrets = {
    'lead id': leadId,
    'applicant token': server.tokenOf(leadId),
    'continue token': await continueTokenOf(server, leadId),
    'e-mail': 'planted.secret@example.com',
    phone: '+34699123456',
  };
});
afterAll(async () => {
  await server.dispose();
});

/** Every form a secret may take in a log line: as sent, percent-encoded, and the phone's digits. */
function formsOf(secret: string): string[] {
  return [secret, encodeURIComponent(secret), secret.replace(/^\+/, '')];
}

describe('no secret reaches the log', () => {
  it('from any path or query position of the contract, the funnel’s pages or unknown paths', async () => {
    const requests = [];
    for (const [, secret] of Object.entries(secrets)) {
      const query = `email=${encodeURIComponent(secret)}&token=${encodeURIComponent(secret)}`;
      for (const operation of contractOperations) {
        const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
        const allQuery = [query, ...queryNames.map((n) => `${n}=${encodeURIComponent(secret)}`)];
        requests.push(
          requestOf(operation, {
            path: filledPath(operation.path, () => secret),
            query: allQuery.join('&'),
            headers: { authorization: `Bearer ${secrets['applicant token']}` },
          }),
        );
      }
      const pages = [
        `${ApplicationRoute.CONTINUE}/${encodeURIComponent(secret)}`,
        ...pageRoutes.map((route) => `${route.replace(/\/$/, '')}/${encodeURIComponent(secret)}`),
      ];
      for (const page of pages) requests.push({ url: `${basePath}${page}?${query}` });
      for (const unknown of ['', '/lead', '/v3/lead/url', '/sandbox/logos', '/assets']) {
        requests.push({ url: `${unknown}/${encodeURIComponent(secret)}?${query}` });
        requests.push({ url: `${unknown}/${secret}/x.js` });
      }
    }

    for (const request of requests) await server.app.inject(request);

    const lines = log.trim().split('\n');
    // Every request was logged: the test reads the log it means to.
    const incoming = lines.filter((line) => line.includes('"incoming request"'));
    expect(incoming.length).toBeGreaterThanOrEqual(requests.length);
    for (const [kind, secret] of Object.entries(secrets)) {
      for (const form of formsOf(secret)) {
        const leaking = lines.filter((line) => line.includes(form));
        expect(leaking, `${kind} in the log`).toEqual([]);
      }
    }
  });

  it('still says which operation, page or file was asked for', async () => {
    const operation = contractOperations.find((o) => label(o) === 'GET /lead/status/{id}');
    if (!operation) throw new Error('no poll in the contract');
    log = '';
    await server.app.inject(
      requestOf(operation, { path: filledPath(operation.path, () => secrets['lead id'] ?? '') }),
    );
    await server.app.inject(`${basePath}/continue/${secrets['continue token']}`);
    await server.app.inject(`${basePath}/assets/index-B2x9Qe.js`);
    await server.app.inject(`/nowhere/${secrets['e-mail']}`);

    const urls = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap(({ req }) => (req ? [req.url] : []));
    expect(urls).toEqual([
      '/lead/status/:id',
      `${basePath}/continue/[redacted]`,
      `${basePath}/assets/index-B2x9Qe.js`,
      '/nowhere/[redacted]',
    ]);
  });
});
