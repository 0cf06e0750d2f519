import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// The store imports the tracking code on its first funnel moment (features/tracking/
// trackingMoments.ts). Loaded here once, it is cached: a test that ends before that import
// settles does not leave Vitest loading modules after the environment is gone.
await import('../src/features/tracking/momentEffects');
