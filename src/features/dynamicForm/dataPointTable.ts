import type { DataPointSpecs } from './dataPointSpec';
import { FIRST_PAGE_SPECS } from './firstPageSpecs';
import { lookupFields } from './lazyLookups';

const onFirstPage = (dataPoints: readonly string[]) =>
  dataPoints.every((name) => Object.hasOwn(FIRST_PAGE_SPECS, name));

/** Every spec at hand: all the data points' once the later steps' fields are in, else the first page's. */
export const dataPointSpecsAtHand = (): DataPointSpecs =>
  lookupFields.peek()?.DATA_POINT_SPECS ?? FIRST_PAGE_SPECS;

/**
 * The specs `dataPoints` need when they are at hand: the first page's, or every data point's once
 * the later steps' fields are in (lazyLookups.ts); else null.
 */
export function dataPointSpecsNow(dataPoints: readonly string[]): DataPointSpecs | null {
  if (onFirstPage(dataPoints)) return FIRST_PAGE_SPECS;
  return lookupFields.peek()?.DATA_POINT_SPECS ?? null;
}

/** The specs `dataPoints` need; a later step suspends until they are in. */
export function readDataPointSpecs(dataPoints: readonly string[]): DataPointSpecs {
  return dataPointSpecsNow(dataPoints) ?? lookupFields.read().DATA_POINT_SPECS;
}

/** Every data point's specs, loaded if they are not in yet; rejects when they cannot be. */
export async function loadAllDataPointSpecs(): Promise<DataPointSpecs> {
  return (await lookupFields.load()).DATA_POINT_SPECS;
}
