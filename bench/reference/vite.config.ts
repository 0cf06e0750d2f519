import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DEFAULT_BASE_PATH, mountBase } from '../../build/mountBase';
import { precompress } from '../../build/precompress';

/**
 * The reference form's build (scripts/bench.mjs builds it into .bench/reference): served by the
 * sandbox under the funnel's base path, compressed as the funnel is, so the two pages differ only
 * in their code. It carries the funnel's `<base href>` too: the sandbox mounts every page it serves
 * at its base path (build/mountBase.ts) and answers 503 for a page without one.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: `${DEFAULT_BASE_PATH}/`,
  plugins: [react(), mountBase(DEFAULT_BASE_PATH), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../../.bench/reference'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
