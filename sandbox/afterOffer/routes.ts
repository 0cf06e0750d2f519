import type { FastifyInstance } from 'fastify';
import type { AfterOfferDeps } from './steps';
import { registerAfterOfferConsentRoutes } from './consentRoutes';
import { registerAfterOfferDocumentRoutes } from './documentRoutes';
import { registerAfterOfferLeadRoutes } from './stepRoutes';
import { registerAfterOfferMobileRoutes } from './mobileRoutes';
import { registerAfterOfferPages } from './sandboxRoutes';

/** Every call of the after-offer screens (docs/api.md "After the offer"). */
export function registerAfterOfferRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  registerAfterOfferMobileRoutes(app, deps);
  registerAfterOfferDocumentRoutes(app, deps);
  registerAfterOfferConsentRoutes(app, deps);
  registerAfterOfferLeadRoutes(app, deps);
  registerAfterOfferPages(app, deps);
}
