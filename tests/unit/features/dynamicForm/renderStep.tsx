import type { LeadApi } from '../../../../src/features/lead/api';
import DynamicStepScreen from '../../../../src/features/dynamicForm/DynamicStepScreen';
import type { DynamicPagesState } from '../../../../src/features/dynamicForm/model/types';
import type { RootState } from '../../../../src/app/store';
import { renderWithProviders } from '../../testUtils';
import { lookups, POLICIES } from './dynamicFormTestUtils';

interface RenderStepOptions {
  pages?: DynamicPagesState;
  preloadedState?: Partial<RootState>;
  leadApi?: Partial<LeadApi>;
  route?: string;
}

/** The dynamic step screen of a v3 brand at `/{path}`, answering `/policy` like the sandbox. */
export function renderStep(
  path: string,
  { pages, preloadedState, leadApi, route }: RenderStepOptions = {},
) {
  return renderWithProviders(<DynamicStepScreen />, {
    route: route ?? `/${path}`,
    config: { firstPage: 'initial-details' },
    preloadedState: { ...preloadedState, ...(pages ? { dynamicPages: pages } : {}) },
    leadApi: { request: lookups({ '/policy': { data: POLICIES } }), ...leadApi },
  });
}
