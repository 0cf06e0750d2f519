import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions } from '../../sandbox/server';

export interface TestServer {
  app: FastifyInstance;
  dir: string;
  dbPath: string;
  /**
   * `app.inject` as the applicant's browser sends it: with the applicant token of the lead the
   * request names (or of the latest lead), as the funnel attaches its own. Attack tests use
   * `app.inject`, which carries none.
   */
  inject(request: InjectOptions | string): Promise<LightMyRequestResponse>;
  /** The applicant token the server gave for a lead (create, re-apply or continue). */
  tokenOf(leadId: string): string;
  /** Closes the server and starts a fresh one on the same database file, as a restart would. */
  restart(): Promise<FastifyInstance>;
  dispose(): Promise<void>;
}

/**
 * A sandbox on its own temp folder and database, with its control routes; checks decide at once
 * unless a delay is asked for. `prepare` may put files in the folder (a build) before the server starts.
 */
export async function startTestServer(
  options: Partial<ServerOptions> = {},
  prepare?: (dir: string) => Partial<ServerOptions>,
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const dbPath = join(dir, 'sandbox.db');
  const prepared = prepare?.(dir) ?? {};
  const build = () =>
    buildServer({
      dbPath,
      distDir: join(dir, 'no-dist'),
      checkingDelayMs: 0,
      // Tests read stored leads and inject faults through the control routes.
      controls: true,
      publicOrigin: 'http://localhost',
      ...prepared,
      ...options,
    });
  const tokens = new Map<string, string>();
  const server: TestServer = {
    app: await build(),
    dir,
    dbPath,
    async inject(request) {
      const options = typeof request === 'string' ? { url: request } : request;
      const token = tokenForRequest(tokens, options);
      const response = await server.app.inject({
        ...options,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
      });
      rememberToken(tokens, response);
      return response;
    },
    tokenOf(leadId) {
      const token = tokens.get(leadId);
      if (!token) throw new Error(`no applicant token for lead ${leadId}`);
      return token;
    },
    async restart() {
      await server.app.close();
      server.app = await build();
      return server.app;
    },
    async dispose() {
      await server.app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * The token of the lead the request names (a path segment, `?id=`, or the body's `id` or
 * `leadId`), else of the latest lead: what the funnel, which holds one token, would send.
 */
function tokenForRequest(tokens: Map<string, string>, options: InjectOptions): string | undefined {
  const path = typeof options.url === 'string' ? options.url : (options.url?.pathname ?? '/');
  const url = new URL(path, 'http://sandbox.test');
  const body = (typeof options.payload === 'object' ? options.payload : {}) as Record<
    string,
    unknown
  >;
  const named = [
    body['id'],
    body['leadId'],
    url.searchParams.get('id'),
    ...url.pathname.split('/').map(decodeURIComponent),
  ];
  const leadId = named.find((name) => typeof name === 'string' && tokens.has(name));
  return typeof leadId === 'string' ? tokens.get(leadId) : [...tokens.values()].at(-1);
}

function rememberToken(tokens: Map<string, string>, response: LightMyRequestResponse): void {
  if (!response.headers['content-type']?.toString().startsWith('application/json')) return;
  const body: unknown = JSON.parse(response.body || 'null');
  if (typeof body !== 'object' || body === null) return;
  const { id, applicantToken } = body as { id?: unknown; applicantToken?: unknown };
  if (typeof id === 'string' && typeof applicantToken === 'string') {
    // Re-inserted, so the latest lead is last.
    tokens.delete(id);
    tokens.set(id, applicantToken);
  }
}

/** What sends requests as the applicant does (TestServer.inject). */
export type ApplicantClient = Pick<TestServer, 'inject'>;

/** A continue link's token for the lead, as the continue e-mail carries it. */
export async function continueTokenOf(
  server: Pick<TestServer, 'app'>,
  leadId: string,
  validForMs?: number,
): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/sandbox/leads/${leadId}/continue-link`,
    payload: validForMs === undefined ? {} : { validForMs },
  });
  if (response.statusCode !== 201) throw new Error(`continue link failed: ${response.body}`);
  return response.json<{ continueToken: string }>().continueToken;
}

export const sessionId = '0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10';

export function newLead(overrides: Record<string, unknown> = {}) {
  return {
    product: 'askrobin',
    progressState: 2,
    amount: 500,
    period: 30,
    periodScale: 'days',
    tags: ['react-ui'],
    sessionId,
    ...overrides,
  };
}

export async function createLead(
  server: ApplicantClient,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await server.inject({
    method: 'POST',
    url: '/v3/lead',
    payload: newLead(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** A lead checked into `state` through the documented test input (`state-<n>@…`). */
export async function leadIn(server: ApplicantClient, state: number, tag = ''): Promise<string> {
  const id = await createLead(server, {
    contactDetails: {
      email: `state-${state}${tag ? `+${tag}` : ''}@example.com`,
      phoneNumber: '612345678',
    },
  });
  await server.inject({ method: 'PUT', url: '/v3/lead', payload: { id, progressState: 6 } });
  const reached = (await server.inject(`/lead/status/${id}`)).json<{ progressState: number }>();
  if (reached.progressState !== state)
    throw new Error(`lead in ${reached.progressState}, not ${state}`);
  return id;
}
