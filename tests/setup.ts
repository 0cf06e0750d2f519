import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ASYNC_WAIT_MS } from './unit/helpers/asyncWait';

// findBy* and waitFor wait for renders, lazy screens and mocked answers: see ASYNC_WAIT_MS.
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

afterEach(() => {
  cleanup();
});

// The dynamic form's model and the store import each other: the model's slice is injected into
// the store's reducer as its module loads (dynamicForm/model/dynamicPagesSlice.ts). Entered from
// the model, the store is whole by then; entered from the store, it is not. Loaded first here, so
// which module a test imports first does not decide whether it loads.
await import('../src/features/dynamicForm/model/dynamicFormModel');

// The store imports the tracking code on its first funnel moment (features/tracking/
// trackingMoments.ts). Loaded here once, it is cached: a test that ends before that import
// settles does not leave Vitest loading modules after the environment is gone.
await import('../src/features/tracking/momentEffects');
