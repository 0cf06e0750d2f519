import type { DataPointPlacement } from './model/types';
import { FIRST_DYNAMIC_PATH } from './model/firstDynamicPath';
import type { CatalogStep } from './stepCatalog';

/**
 * The catalog's first step (stepCatalog.ts), in a module of its own: the step screen starts the
 * form with it, and needs none of the catalog's other steps for that.
 */
export const FIRST_PAGE_STEP: CatalogStep = {
  context: 'personal-information',
  dataPoints: ['EMAIL', 'PHONE_NUMBER', 'GENERAL_POLICIES', 'MARKETING_CONSENTS', 'AMOUNT'],
};

/** The configured first page of a v3 brand, before the lead API has sent any data points. */
export const FIRST_PAGE_PLACEMENTS: readonly DataPointPlacement[] = FIRST_PAGE_STEP.dataPoints.map(
  (name) => ({ name, path: FIRST_DYNAMIC_PATH, context: FIRST_PAGE_STEP.context }),
);
