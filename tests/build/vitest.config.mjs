// The build-matrix tests: they build (or read) all 17 bundles, so they run apart from the unit tests.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 600_000,
  },
});
