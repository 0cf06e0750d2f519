import type { FastifyInstance } from 'fastify';
import { registerBankPage } from './bankPage';
import { registerAfterOfferConsentRoutes } from './consentRoutes';
import { registerAfterOfferControls } from './controls';
import { registerAfterOfferDocumentRoutes } from './documentRoutes';
import { registerPartnerLogoRoutes } from './logoRoutes';
import { registerAfterOfferMobileRoutes } from './mobileRoutes';
import { registerAfterOfferRedirectRoutes } from './redirectRoutes';
import { registerAfterOfferStepRoutes } from './stepRoutes';
import type { AfterOfferDeps } from './steps';

/** Every call of the after-offer screens (docs/api.md "After the offer"). */
export function registerAfterOfferRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  registerAfterOfferMobileRoutes(app, deps);
  registerAfterOfferDocumentRoutes(app, deps);
  registerAfterOfferConsentRoutes(app, deps);
  registerAfterOfferStepRoutes(app, deps);
  registerAfterOfferRedirectRoutes(app, deps);
  registerPartnerLogoRoutes(app, deps);
  registerBankPage(app);
  registerAfterOfferControls(app, deps);
}
