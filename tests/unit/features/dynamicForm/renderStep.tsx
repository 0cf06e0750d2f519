import type { LeadApi } from '../../../../src/features/lead/api';
import DynamicStepScreen from '../../../../src/features/dynamicForm/DynamicStepScreen';
import { ErrorBoundary } from '../../../../src/features/layout';
import { ScreenLoadFailed } from '../../../../src/features/routing/ScreenLoadFailed';
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

/**
 * The dynamic step screen of a v3 brand at `/{path}`, answering `/policy` like the sandbox, in
 * the boundary the screen router puts around every screen (code that cannot be loaded).
 */
export function renderStep(
  path: string,
  { pages, preloadedState, leadApi, route }: RenderStepOptions = {},
) {
  return renderWithProviders(
    <ErrorBoundary onlyChunkLoads fallback={(retry) => <ScreenLoadFailed onRetry={retry} />}>
      <DynamicStepScreen />
    </ErrorBoundary>,
    {
      route: route ?? `/${path}`,
      config: { firstPage: 'initial-details' },
      preloadedState: { ...preloadedState, ...(pages ? { dynamicPages: pages } : {}) },
      leadApi: { request: lookups({ '/policy': { data: POLICIES } }), ...leadApi },
    },
  );
}
