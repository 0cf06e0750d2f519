// WebKit (Debian's WebKitGTK MiniBrowser under xvfb-run) driven by WebdriverIO over WebDriver:
// `npm run test:webkit` (scripts/test-engine.sh) builds, wraps this in xvfb-run and runs it.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../../..'),
  test: {
    include: ['tests/engines/webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/webkit/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
