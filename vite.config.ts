/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { brandPlugin } from './build/brandPlugin';

const srcDir = path.resolve(import.meta.dirname, 'src');

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const country = process.env.VITE_COUNTRY ?? env.VITE_COUNTRY ?? 'es';
  const brand = process.env.VITE_BRAND ?? env.VITE_BRAND ?? 'askrobin';
  const basePath = (
    process.env.VITE_BASE_PATH ??
    env.VITE_BASE_PATH ??
    '/application-frontend'
  ).replace(/\/$/, '');

  return {
    base: `${basePath}/`,
    plugins: [react(), brandPlugin({ country, brand }, srcDir, basePath)],
    define: {
      'import.meta.env.VITE_COUNTRY': JSON.stringify(country),
      'import.meta.env.VITE_BRAND': JSON.stringify(brand),
      'import.meta.env.VITE_BASE_PATH': JSON.stringify(basePath),
    },
    build: {
      outDir: process.env.OUT_DIR ?? `dist/${country}-${brand}`,
      emptyOutDir: true,
      target: 'es2022',
    },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sandbox/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // Property tests run hundreds of cases; a busy 2-core CI machine needs more than the 5 s default.
      testTimeout: 20_000,
    },
  };
});
