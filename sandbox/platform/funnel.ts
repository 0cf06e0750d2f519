import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isIndexPage, preferredEncoding, type IndexPage, type MissingIndexPage } from './indexPage';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built funnel under basePath with an SPA fallback, so deep links and continue links
 * ({basePath}/continue/{id}) load the app. Every page is index.html mounted at basePath
 * (indexPage.ts), so one build serves under any path. The build is looked up per request, so
 * building while the server runs needs no restart.
 */
export async function registerFunnel(
  app: FastifyInstance,
  {
    distDir,
    basePath,
    indexPage,
  }: { distDir: string; basePath: string; indexPage: () => IndexPage | MissingIndexPage },
): Promise<void> {
  app.get('/', async (_request, reply) => reply.redirect(`${basePath}/`));

  await app.register(
    async (funnel) => {
      await funnel.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        // index.html is never sent as built: it goes through the not-found handler, mounted.
        index: false,
        allowedPath: (pathName) =>
          pathName !== '/index.html' && !pathName.startsWith('/index.html.'),
        cacheControl: false,
        // The build writes .br and .gz copies (build/precompress.ts): serve them as a CDN would.
        preCompressed: true,
        // Vite puts content-hashed files in assets/; everything else (locales) may change under
        // the same name and must be revalidated.
        setHeaders: (reply, path) => {
          const inAssets = relative(distDir, path).split(sep)[0] === 'assets';
          reply.header('Cache-Control', inAssets ? immutable : revalidate);
        },
      });

      // The funnel's own address: a directory to the static files, which would refuse it.
      funnel.get('/', async (request, reply) => sendIndex(request, reply, indexPage()));
      funnel.setNotFoundHandler(async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply.code(404).send({ message: 'Not found', error: 'not_found' });
        }
        return sendIndex(request, reply, indexPage());
      });
    },
    { prefix: basePath },
  );
}

async function sendIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  page: IndexPage | MissingIndexPage,
) {
  if (!isIndexPage(page)) {
    return reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(
        `${page.problem}\nRun \`npm run build:sandbox\` (or \`npm run build\`), then reload this page.\n`,
      );
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply
    .code(200)
    .header('Cache-Control', revalidate)
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (encoding === undefined) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}
