import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAffiliateEventRepository } from './affiliate/eventRepository';
import { openDatabase } from './platform/db';
import { registerErrorHandling } from './platform/errors';
import { createFaultRegistry, registerFaultHook } from './controls/faults';
import { createLeadRepository } from './lead/repository';
import { createLeadService } from './lead/service';
import { loggerOptions } from './platform/logging';
import { loadOpenApi, registerComponentSchemas } from './platform/openapi';
import { registerAffiliateEventRoutes } from './affiliate/routes';
import { registerCustomerRoutes } from './customer/routes';
import { createDynamicFormSandbox } from './dynamicForm/leadHooks';
import { registerDynamicFormRoutes } from './dynamicForm/routes';
import { registerLeadRoutes } from './lead/routes';
import { registerNotImplementedRoutes } from './platform/notImplemented';
import { registerOpenApiRoute } from './platform/openapiRoute';
import { applicationResultFor } from './lead/applicationResult';
import { createAfterOfferStore } from './afterOffer/store';
import { registerAfterOfferRoutes } from './afterOffer/routes';
import { createStepCallLog } from './partnerSteps/callLog';
import { createOfferBook } from './partnerSteps/offers';
import { registerPartnerStepsRoutes } from './partnerSteps/routes';
import { registerPartnerStepsControls } from './partnerSteps/controls';
import { registerSandboxControls } from './controls/routes';
import { registerSandboxPages } from './controls/pages';
import { registerFunnel } from './platform/funnel';
import {
  defaultFrameAncestors,
  indexHtmlScriptHashes,
  registerSecurityHeaders,
} from './platform/securityHeaders';
import { createUnsubscriptionRepository } from './customer/unsubscriptionRepository';

export interface ServerOptions {
  /** SQLite file; created with its folder when missing. */
  dbPath: string;
  /** Built funnel to serve; default dist/es-askrobin. */
  distDir?: string;
  /** Where the funnel is mounted; default /application-frontend. */
  basePath?: string;
  /** How long a lead stays in checking (state 6) before its outcome shows; default 1500. */
  checkingDelayMs?: number;
  /** CSP frame-ancestors: the partner sites allowed to embed the funnel. */
  frameAncestors?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout; lets tests read the log. */
  logStream?: NodeJS.WritableStream;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false, options.logStream),
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

  const db = openDatabase(options.dbPath);
  app.addHook('onClose', (_instance, done) => {
    db.close();
    done();
  });

  const doc = loadOpenApi();
  const faults = createFaultRegistry();
  const leadRepository = createLeadRepository(db);
  const unsubscriptions = createUnsubscriptionRepository(db);
  const leads = createLeadService({
    repository: leadRepository,
    checkingDelayMs: options.checkingDelayMs ?? 1500,
    log: app.log,
  });
  const basePath = options.basePath ?? '/application-frontend';
  const partnerOffers = createOfferBook(db);
  const partnerStepCalls = createStepCallLog(db);

  registerComponentSchemas(app, doc);
  registerErrorHandling(app);
  const distDir = resolve(options.distDir ?? 'dist/es-askrobin');
  registerSecurityHeaders(
    app,
    options.frameAncestors ?? defaultFrameAncestors,
    indexHtmlScriptHashes(join(distDir, 'index.html')),
  );
  registerFaultHook(app, faults);

  registerLeadRoutes(app, {
    doc,
    leads,
    resultProviders: [partnerOffers.resultFor],
    dynamicForm: createDynamicFormSandbox(),
  });
  registerDynamicFormRoutes(app, { doc });
  registerPartnerStepsRoutes(app, { doc, leads, offers: partnerOffers, calls: partnerStepCalls });
  registerAfterOfferRoutes(app, {
    doc,
    leads,
    store: createAfterOfferStore(db),
    resultFor: (lead, origin) =>
      partnerOffers.resultFor(lead, origin) ?? applicationResultFor(lead, origin),
  });
  registerCustomerRoutes(app, { doc, unsubscriptions });
  registerAffiliateEventRoutes(app, {
    doc,
    affiliateEvents: createAffiliateEventRepository(db),
    leadRepository,
  });
  registerNotImplementedRoutes(app);
  registerOpenApiRoute(app, doc);
  registerSandboxControls(app, { doc, faults, leadRepository, unsubscriptions });
  registerPartnerStepsControls(app, { doc, leads, offers: partnerOffers, calls: partnerStepCalls });
  registerSandboxPages(app, { basePath });
  await registerFunnel(app, { distDir, basePath });

  await app.ready();
  return app;
}
