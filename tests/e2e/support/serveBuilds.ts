import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../../sandbox/server';
import type { BrandBuild } from './brandBuilds';

/**
 * Serves each build of `dir` (`<dir>/<country>-<brand>/`) with its own sandbox lead API, on its
 * own port, from this process; resolves once all listen, with a function that stops them.
 */
export async function serveBuilds(
  builds: readonly BrandBuild[],
  dir: string,
): Promise<() => Promise<void>> {
  const servers = await Promise.all(
    builds.map(async (build) => {
      const distDir = path.join(dir, build.id);
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
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
