import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { DEFAULT_BASE_PATH, mountBase } from '../build/mountBase';
import { precompress } from '../build/precompress';

/**
 * The build of a bench page (scripts/bench.mjs builds each into .bench/<outName>): served by the
 * sandbox under the funnel's base path, compressed as the funnel is, so a page and the funnel
 * differ only in their code. It carries the funnel's `<base href>` too: the sandbox mounts every
 * page it serves at its base path (build/mountBase.ts) and answers 503 for a page without one.
 */
export function benchPageConfig(pageDir: string, outName: string): UserConfig {
  return defineConfig({
    root: pageDir,
    base: `${DEFAULT_BASE_PATH}/`,
    plugins: [react(), mountBase(DEFAULT_BASE_PATH), precompress()],
    build: {
      outDir: path.resolve(import.meta.dirname, '../.bench', outName),
      emptyOutDir: true,
      target: 'es2022',
    },
  });
}
