import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Db } from './db';
import { DEFAULT_BASE_PATH, normaliseBasePath } from '../../build/mountBase';
import { registerCors } from './cors';
import { funnelClientErrorHandler, funnelFrameworkErrors } from './funnelErrors';
import { mountedIndexPage, type IndexPage, type MissingIndexPage } from './indexPage';
import { registerErrorHandling } from './errors';
import { rememberingSerializers } from './responseSerializers';
import { partValidators } from './validators';
import { loggerOptions } from './logging';
import { loadOpenApi, registerComponentSchemas, type OpenApiDocument } from './openapi';
import {
  defaultFrameAncestors,
  indexHtmlScriptHashes,
  registerSecurityHeaders,
} from './securityHeaders';

export interface ServerOptions {
  /** SQLite file; created with its folder when missing. */
  dbPath: string;
  /** Built funnel to serve; default dist/es-askrobin. */
  distDir?: string;
  /** Where the funnel is mounted; default /application-frontend (build/mountBase.ts). */
  basePath?: string;
  /** How long a lead stays in checking (state 6) before its outcome shows; default 1500. */
  checkingDelayMs?: number;
  /** CSP frame-ancestors: the partner sites allowed to embed the funnel. */
  frameAncestors?: string;
  /**
   * The scheme and host of links in answers (continue, redirect, policy pages); default
   * http://localhost:8080. Configured, never taken from the request's Host header, which anyone
   * can forge.
   */
  publicOrigin?: string;
  /**
   * The control routes under /sandbox (faults, stored leads, step calls) for tests and local use.
   * They read personal data and break requests on purpose, so they are off unless asked for.
   */
  controls?: boolean;
  /**
   * Origins of funnels served elsewhere that may call the API from the browser (CORS); none by
   * default, since the sandbox serves its own funnel on its own origin.
   */
  funnelOrigins?: readonly string[];
  logger?: boolean;
  /** Where log lines go instead of stdout; lets tests read the log. */
  logStream?: NodeJS.WritableStream;
}

const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';
export const MAX_BODY_BYTES = 64 * 1024;

/** What every capability stands on: the server, its database and the contract. */
export interface Platform {
  app: FastifyInstance;
  db: Db;
  doc: OpenApiDocument;
  /** The built funnel, resolved. */
  distDir: string;
  /** Where the funnel is mounted: `/application-frontend`, `/apply`, or `''` for the root. */
  basePath: string;
  /** Its index.html mounted there, read again after a rebuild. */
  indexPage: () => IndexPage | MissingIndexPage;
}

/**
 * A Fastify server that validates against the contract, answers errors in one shape and sends
 * the security headers, with the database opened (and closed with the server).
 */
export function createPlatform(options: ServerOptions): Platform {
  const distDir = resolve(options.distDir ?? 'dist/es-askrobin');
  const basePath = normaliseBasePath(options.basePath ?? DEFAULT_BASE_PATH);
  // The API's paths start at the root: the funnel's page for every unknown path would hide its 404s.
  if (basePath === '')
    throw new Error(
      'The sandbox serves its API at the root: mount the funnel under a path such as /apply',
    );
  const indexPage = mountedIndexPage(distDir, basePath);
  const app = Fastify({
    // A whole lead is a few kB: a bigger body is an attack on every other client's requests
    // (document uploads set their own limit).
    bodyLimit: MAX_BODY_BYTES,
    // Bad URLs and over-long requests under basePath get the funnel's own page (funnelErrors.ts).
    frameworkErrors: funnelFrameworkErrors(indexPage, basePath),
    clientErrorHandler: funnelClientErrorHandler(indexPage, basePath),
    logger: loggerOptions(options.logger ?? false, options.logStream),
    schemaController: {
      // Type coercion for path, query and headers only: a body keeps its types (validators.ts).
      compilersFactory: {
        buildSerializer: rememberingSerializers,
        buildValidator: partValidators(),
      },
    },
    ajv: {
      customOptions: {
        // Unknown top-level lead fields are a 400 that names them, not silently dropped.
        removeAdditional: false,
        // Every problem at once, so a form can flag all its fields; the body limit caps the cost.
        allErrors: true,
        // The OpenAPI 3.1 way of saying nullable is a type list.
        allowUnionTypes: true,
      },
    },
  });

  app.decorate('publicOrigin', new URL(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN).origin);

  const db = openDatabase(options.dbPath);
  app.addHook('onClose', (_instance, done) => {
    db.close();
    done();
  });

  const doc = loadOpenApi();
  registerComponentSchemas(app, doc);
  registerErrorHandling(app);
  registerCors(app, options.funnelOrigins ?? []);
  registerSecurityHeaders(
    app,
    options.frameAncestors ?? defaultFrameAncestors,
    indexHtmlScriptHashes(join(distDir, 'index.html')),
  );
  return { app, db, doc, distDir, basePath, indexPage };
}
