import { DEFAULT_BASE_PATH, normaliseBasePath } from '../build/mountBase';
import { parseFunnelOrigins } from './platform/cors';
import { buildServer } from './server';

/** One command runs the whole product: funnel and lead API on one port. */
const env = process.env;
const port = integer('PORT', 8080);
const host = env['HOST'] || '127.0.0.1';
const checkingDelayMs = integer('CHECKING_DELAY_MS', 1500);
const funnelOrigins = funnelOriginsFromEnv();
const basePath = mountPath();

const app = await buildServer({
  dbPath: env['SANDBOX_DB'] || 'sandbox/data/sandbox.db',
  distDir: env['DIST_DIR'] || 'dist/es-askrobin',
  basePath,
  checkingDelayMs,
  ...(env['FRAME_ANCESTORS'] ? { frameAncestors: env['FRAME_ANCESTORS'] } : {}),
  publicOrigin: env['PUBLIC_ORIGIN'] || `http://localhost:${port}`,
  controls: env['SANDBOX_CONTROLS'] === 'on',
  funnelOrigins,
  logger: true,
}).catch((error: unknown) => {
  // A setting the server refuses (BASE_PATH=/, a PUBLIC_ORIGIN that is no URL): its message, no stack.
  console.error((error as Error).message);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(`Funnel: http://localhost:${port}${basePath}/`);
console.log(`API:    http://localhost:${port}/ (contract at /openapi.json)`);

function integer(name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

function funnelOriginsFromEnv(): string[] {
  try {
    return parseFunnelOrigins(env['FUNNEL_ORIGINS'] ?? '');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** BASE_PATH: where the funnel is mounted (build/mountBase.ts); read once, at start-up. */
function mountPath(): string {
  try {
    return normaliseBasePath(env['BASE_PATH'] || DEFAULT_BASE_PATH);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
