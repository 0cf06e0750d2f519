// Serves every build of E2E_BRANDS_DIR with its own sandbox lead API, one port per build, from one
// process: Playwright's brand projects start this as a single web server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../../sandbox/server';
import { BRAND_BUILDS, BRAND_BUILDS_DIR } from './brandBuilds';

if (!BRAND_BUILDS_DIR)
  throw new Error(
    'E2E_BRANDS_DIR must name the folder of the brand builds (scripts/build-all.mjs)',
  );

const servers = await Promise.all(
  BRAND_BUILDS.map(async (build) => {
    const distDir = path.join(BRAND_BUILDS_DIR, build.id);
    if (!existsSync(path.join(distDir, 'index.html')))
      throw new Error(`No build of ${build.id} in ${distDir}`);
    const app = await buildServer({
      dbPath: ':memory:',
      distDir,
      checkingDelayMs: 300,
      controls: true,
      publicOrigin: build.origin,
    });
    await app.listen({ port: build.port, host: '127.0.0.1' });
    return app;
  }),
);
console.log(
  `Serving ${servers.length} brand builds from ${BRAND_BUILDS_DIR} on ports ${BRAND_BUILDS[0]?.port}-${BRAND_BUILDS.at(-1)?.port}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
  });
}
