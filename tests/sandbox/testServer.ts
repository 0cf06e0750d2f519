import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../sandbox/server';

export interface TestServer {
  app: FastifyInstance;
  dir: string;
  dbPath: string;
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
  const server: TestServer = {
    app: await build(),
    dir,
    dbPath,
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
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v3/lead',
    payload: newLead(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}
