import { amount, contactDetails, generalPolicies } from '../form';
import { dataPointSpec, type DataPointSpec } from './dataPointSpec';
import type { DataPoint } from './dataPoints';

/**
 * The first page's data points (FIRST_PAGE_STEP, firstPage.ts), in the step's own chunk: the
 * first step shows without the others', which come with the later steps' fields
 * (dataPointTable.ts).
 */
export const FIRST_PAGE_SPECS = {
  EMAIL: dataPointSpec(contactDetails.email),
  PHONE_NUMBER: dataPointSpec(contactDetails.phoneNumber),
  GENERAL_POLICIES: dataPointSpec(generalPolicies),
  MARKETING_CONSENTS: dataPointSpec(contactDetails.marketingConsents),
  AMOUNT: dataPointSpec(amount, undefined, 'range'),
} satisfies Partial<Record<DataPoint, DataPointSpec>>;
