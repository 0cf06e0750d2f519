import { lookupApi } from '../../lookups';
import { isRecord } from '../../../lib/guards';
import { parseDataPointPlacements } from '../model/boundary';
import type { DataPointPlacement } from '../model/types';

export interface ScenarioQuery {
  product: string;
  scenario: string;
}

/** A wrong shape becomes an empty list: the preview then says the scenario asks nothing. */
export const toTestDataPoints = (answer: unknown): DataPointPlacement[] =>
  (isRecord(answer) && parseDataPointPlacements(answer.dataPoints)) || [];

/** `GET /v3/test/datapoints`: what a scenario's leads are asked, checked like a lead's answer. */
const testDataPointsApi = lookupApi.injectEndpoints({
  endpoints: (build) => ({
    testDataPoints: build.query<DataPointPlacement[], ScenarioQuery>({
      query: ({ product, scenario }) => ({
        url: '/v3/test/datapoints',
        params: { product, scenario },
      }),
      transformResponse: toTestDataPoints,
    }),
  }),
});

export const { useTestDataPointsQuery } = testDataPointsApi;
