import type { FastifyInstance } from 'fastify';
import type { AfterOfferDeps } from '../afterOfferSteps';
import { registerAfterOfferConsentRoutes } from './afterOfferConsents';
import { registerAfterOfferDocumentRoutes } from './afterOfferDocuments';
import { registerAfterOfferLeadRoutes } from './afterOfferLead';
import { registerAfterOfferMobileRoutes } from './afterOfferMobile';
import { registerAfterOfferPages } from './afterOfferPages';

/** Every call of the after-offer screens (docs/api.md "After the offer"). */
export function registerAfterOfferRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  registerAfterOfferMobileRoutes(app, deps);
  registerAfterOfferDocumentRoutes(app, deps);
  registerAfterOfferConsentRoutes(app, deps);
  registerAfterOfferLeadRoutes(app, deps);
  registerAfterOfferPages(app, deps);
}
