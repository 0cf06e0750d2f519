import type { FastifyInstance } from 'fastify';
import { createAffiliateEventRepository } from './affiliate/eventRepository';
import { registerAffiliateEventRoutes } from './affiliate/routes';
import { registerAfterOfferRoutes } from './afterOffer/routes';
import { createAfterOfferStore } from './afterOffer/store';
import { createFaultRegistry, registerFaultHook, type FaultRegistry } from './controls/faults';
import { registerSandboxPages } from './controls/pages';
import { registerSandboxControls } from './controls/routes';
import { registerCustomerRoutes } from './customer/routes';
import { createUnsubscriptionRepository } from './customer/unsubscriptionRepository';
import { createDynamicFormSandbox } from './dynamicForm/leadHooks';
import { registerDynamicFormRoutes } from './dynamicForm/routes';
import { registerApplicantAccess } from './lead/access';
import { applicationResultFor } from './lead/applicationResult';
import { registerContinueLinkRoutes } from './lead/continueLinkRoutes';
import { createOutbox } from './lead/outbox';
import { createCreateReplays } from './lead/replays';
import { createLeadRepository } from './lead/repository';
import { registerLeadRoutes } from './lead/routes';
import { createLeadService } from './lead/service';
import { createLeadTokens } from './lead/tokens';
import { createStepCallLog } from './partnerSteps/callLog';
import { registerPartnerStepsControls } from './partnerSteps/controls';
import { createOfferBook } from './partnerSteps/offers';
import { registerPartnerStepsRoutes } from './partnerSteps/routes';
import { createPlatform, type Platform, type ServerOptions } from './platform/app';
import { registerFunnel } from './platform/funnel';
import { registerNotImplementedRoutes } from './platform/notImplemented';
import { registerOpenApiRoute } from './platform/openapiRoute';

export type { ServerOptions } from './platform/app';

/** The whole sandbox: the platform, every capability's routes, and the built funnel. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const platform = createPlatform(options);
  const { app, distDir, basePath, indexPage } = platform;
  const faults = createFaultRegistry();
  if (options.controls) registerFaultHook(app, faults);
  registerCapabilities(platform, faults, {
    checkingDelayMs: options.checkingDelayMs ?? 1500,
    controls: options.controls ?? false,
    basePath,
  });
  registerSandboxPages(app, { basePath });
  await registerFunnel(app, { distDir, basePath, indexPage });
  await app.ready();
  return app;
}

/** Each capability's routes, on the repositories and stores they share. */
function registerCapabilities(
  { app, db, doc }: Platform,
  faults: FaultRegistry,
  {
    checkingDelayMs,
    controls,
    basePath,
  }: { checkingDelayMs: number; controls: boolean; basePath: string },
): void {
  const leadRepository = createLeadRepository(db);
  const unsubscriptions = createUnsubscriptionRepository(db);
  const tokens = createLeadTokens(db);
  const replays = createCreateReplays(db);
  registerApplicantAccess(app, tokens);
  const leads = createLeadService({
    repository: leadRepository,
    tokens,
    checkingDelayMs,
    log: app.log,
  });
  const offers = createOfferBook(db);
  const calls = createStepCallLog(db);
  const outbox = createOutbox();

  registerLeadRoutes(app, {
    doc,
    leads,
    tokens,
    replays,
    resultProviders: [offers.resultFor],
    dynamicForm: createDynamicFormSandbox(),
  });
  registerContinueLinkRoutes(app, { doc, leads, tokens, outbox, basePath });
  registerDynamicFormRoutes(app, { doc });
  registerPartnerStepsRoutes(app, { doc, leads, offers, calls });
  registerAfterOfferRoutes(app, {
    doc,
    leads,
    store: createAfterOfferStore(db),
    replays,
    resultFor: (lead, origin) =>
      offers.resultFor(lead, origin) ?? applicationResultFor(lead, origin),
  });
  registerCustomerRoutes(app, { doc, unsubscriptions });
  const affiliateEvents = createAffiliateEventRepository(db);
  registerAffiliateEventRoutes(app, { doc, affiliateEvents, leadRepository });
  registerNotImplementedRoutes(app);
  registerOpenApiRoute(app, doc);
  if (!controls) return;
  registerSandboxControls(app, {
    doc,
    faults,
    leadRepository,
    unsubscriptions,
    tokens,
    outbox,
    basePath,
  });
  registerPartnerStepsControls(app, { doc, leads, offers, calls });
}
