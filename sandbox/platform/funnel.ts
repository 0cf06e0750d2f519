import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built funnel under basePath with an SPA fallback, so deep links and continue links
 * (/application-frontend/continue/{id}) load the app. The build is looked up per request, so
 * building while the server runs needs no restart.
 */
export async function registerFunnel(
  app: FastifyInstance,
  { distDir, basePath }: { distDir: string; basePath: string },
): Promise<void> {
  app.get('/', async (_request, reply) => reply.redirect(`${basePath}/`));

  await app.register(
    async (funnel) => {
      await funnel.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: 'index.html',
        cacheControl: false,
        // The build writes .br and .gz copies (build/precompress.ts): serve them as a CDN would.
        preCompressed: true,
        // Vite puts content-hashed files in assets/; everything else (index.html, locales) may
        // change under the same name and must be revalidated.
        setHeaders: (reply, path) => {
          const inAssets = relative(distDir, path).split(sep)[0] === 'assets';
          reply.header('Cache-Control', inAssets ? immutable : revalidate);
        },
      });

      funnel.setNotFoundHandler(async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply.code(404).send({ message: 'Not found', error: 'not_found' });
        }
        return sendIndex(reply, distDir);
      });
    },
    { prefix: basePath },
  );
}

async function sendIndex(reply: FastifyReply, distDir: string) {
  if (!existsSync(join(distDir, 'index.html'))) {
    return reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(
        `The funnel is not built yet (no ${join(distDir, 'index.html')}).\n` +
          'Run `npm run build:sandbox` (or `npm run build`), then reload this page.\n',
      );
  }
  return reply.code(200).header('Cache-Control', revalidate).sendFile('index.html');
}
