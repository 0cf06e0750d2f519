import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../build/precompress';

/**
 * The reference form's build (scripts/bench.mjs builds it into .bench/reference): served by the
 * sandbox under the funnel's base path, compressed as the funnel is, so the two pages differ only
 * in their code.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/application-frontend/',
  plugins: [react(), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../../.bench/reference'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
