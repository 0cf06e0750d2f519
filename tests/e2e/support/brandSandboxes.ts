// Serves every build of E2E_BRANDS_DIR with its own sandbox lead API, one port per build, from one
// process: Playwright's brand projects start this as a single web server.
import { BRAND_BUILDS, BRAND_BUILDS_DIR } from './brandBuilds';
import { serveBuilds } from './serveBuilds';

if (!BRAND_BUILDS_DIR)
  throw new Error(
    'E2E_BRANDS_DIR must name the folder of the brand builds (scripts/build-all.mjs)',
  );

const stop = await serveBuilds(BRAND_BUILDS, BRAND_BUILDS_DIR);
console.log(
  `Serving ${BRAND_BUILDS.length} brand builds from ${BRAND_BUILDS_DIR} on ports ${BRAND_BUILDS[0]?.port}-${BRAND_BUILDS.at(-1)?.port}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop().then(() => process.exit(0));
  });
}
