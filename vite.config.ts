/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { brandPlugin } from './build/brandPlugin';
import { DEV_API_TARGET_VARIABLE, devApiProxy } from './build/devApiProxy';
import { calledOrigins } from './build/calledOrigins';
import { endpointDefines, loadBrandConfig, resolveEndpoints } from './build/buildTarget';
import { deployFiles } from './build/deployFiles';
import { precompress } from './build/precompress';
import { frameAncestorsFor } from './build/frameAncestors';
import { hoistTransitiveImports } from './build/hoistTransitiveImports';
import { startupChunkGroup } from './build/startupChunk';
import { firstScreenFiles } from './build/firstScreen';
import { firstScreenHtml } from './build/firstScreenHtml';
import { DEFAULT_BASE_PATH, mountBase, normaliseBasePath } from './build/mountBase';
import { ALL_PHONE_COUNTRIES, phoneCountriesOf, phoneMetadata } from './build/phoneMetadata';
import { reactBuiltInAliases } from './build/reactBuiltIns';
import {
  reactRouterProductionAliases,
  reactRouterTreeShaking,
} from './build/reactRouterTreeShaking';

const srcDir = path.resolve(import.meta.dirname, 'src');

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const country = process.env.VITE_COUNTRY ?? env.VITE_COUNTRY ?? 'es';
  const brand = process.env.VITE_BRAND ?? env.VITE_BRAND ?? 'askrobin';
  // The build's own mount, the default of its <base href>; a server may mount it elsewhere
  // (build/mountBase.ts).
  const basePath = normaliseBasePath(
    process.env.VITE_BASE_PATH ?? env.VITE_BASE_PATH ?? DEFAULT_BASE_PATH,
    'VITE_BASE_PATH',
  );

  const firstScreen = firstScreenFiles(import.meta.dirname, country, brand);
  const firstScreenPage = firstScreenHtml(firstScreen, import.meta.dirname);
  // The lead API this build calls: the env file's, or its brand's own for this environment. The
  // bundle gets these endpoints and no others (build/buildTarget.ts), its CSP their origins and
  // the others its scripts reach, some of them named by its brand config (calledOrigins.ts).
  // Unit tests (mode `test`) stub the environment themselves.
  const endpoints = mode === 'test' ? {} : resolveEndpoints(env, { country, brand });
  const brandConfig =
    command === 'build'
      ? await loadBrandConfig(import.meta.dirname, mode, { country, brand })
      : undefined;

  return {
    // Built files address each other relatively, so one build serves under any base path; the dev
    // server serves under the build's own.
    base: command === 'build' ? './' : `${basePath}/`,
    plugins: [
      react(),
      mountBase(basePath),
      brandPlugin({ country, brand }, srcDir),
      // Unit tests check every country's numbers in one run.
      phoneMetadata(mode === 'test' ? ALL_PHONE_COUNTRIES : phoneCountriesOf({ country, brand })),
      reactRouterTreeShaking(),
      hoistTransitiveImports(),
      // Writes index.html once, from what the bundle says the first screen loads.
      firstScreenPage.plugin,
      precompress(),
      deployFiles({
        country,
        brand,
        mode,
        endpoints,
        basePath,
        policy: {
          // The funnel's own pages, the brand's partners and what this environment adds.
          frameAncestors: frameAncestorsFor({ country, brand }, process.env.FRAME_ANCESTORS),
          calls: calledOrigins(endpoints, env, brandConfig),
        },
      }),
    ],
    resolve: {
      alias: [
        ...reactBuiltInAliases(),
        ...(command === 'build' ? reactRouterProductionAliases() : []),
      ],
    },
    // `npm run dev` proxies the API to the sandbox it starts; plain `vite` has no API.
    server: { proxy: devApiProxy(basePath, process.env[DEV_API_TARGET_VARIABLE]) },
    define: {
      'import.meta.env.VITE_COUNTRY': JSON.stringify(country),
      'import.meta.env.VITE_BRAND': JSON.stringify(brand),
      'import.meta.env.VITE_BASE_PATH': JSON.stringify(basePath),
      ...endpointDefines(endpoints),
    },
    build: {
      outDir: process.env.OUT_DIR ?? `dist/${country}-${brand}`,
      emptyOutDir: true,
      target: 'es2022',
      // A later screen's code and every file it imports are requested at once (Vite's preload
      // helper, with each lazy chunk's files listed in the chunk that imports it: 0.8 kB gzip
      // more in the entry), not its files once its chunk has arrived: one round trip less before
      // the next step, 0.35 s on the slow phone (docs/performance.md). The first screen is part
      // of the entry (its chunks are requested by the app loader, its styles are in the page).
      modulePreload: {
        polyfill: false,
        // index.html requests nothing while it parses: the app loader asks for the entry and
        // its chunks once the picture has painted (build/firstScreenHtml.ts).
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
      },
      // scripts/budget.mjs reads the manifest to know which files the first screen loads.
      manifest: true,
      rolldownOptions: {
        output: {
          // Everything the entry loads statically goes into one file: gzip compresses one file
          // better than several, and the browser makes one request instead of four.
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'] },
              // The tracking layer the entry asks for as soon as it runs (momentEffects) and what
              // the page shows beside the first screen (the consent banner and its texts) travel
              // together: the banner then waits on no request of its own, instead of a chain of
              // three (its component, the runtime it shares, its texts).
              {
                name: 'tracking',
                test: /src\/features\/tracking\/(?:TrackingRoot|momentEffects|trackingRuntimeFor|eventId)\.tsx?$|virtual:brand-texts\/consent$/,
              },
              // What a v3 build's first render waits for, in one file, not 13: before the form kit,
              // so it takes of the kit only what the first step uses (build/startupChunk.ts).
              startupChunkGroup(firstScreenPage.startupModules),
              // The form kit (fields, checks, error summary, submit) is one file, not ten: every
              // step needs most of it, and a browser on HTTP/1.1 opens six connections per host,
              // so the first step after the first screen waited for three waves of requests
              // (13 files), 0.2 s more on the slow phone (docs/performance.md). A field of the
              // catalog (form/catalog/<section>/<field>.ts, a module each) that one screen asks
              // stays in its chunk: the dynamic form's first step does not carry the fields only a
              // partner asks. One that two ask is in the kit, not in a chunk of their own that the
              // entry would name too (the classic steps' and the v3 later steps' 14: 0.66 kB here,
              // +0.03 kB on every first screen there; npm run budget). FieldFrame stays out: only
              // a few later screens draw it (v3 look-ups, after-offer), and in the kit every step
              // after the first screen would carry its 0.11 kB.
              {
                name: 'formKit',
                test: /src\/features\/form\/(?!FieldFrame\.tsx$)/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sandbox/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // Property tests run hundreds of cases; a busy 2-core CI machine needs more than the 5 s default.
      testTimeout: 20_000,
      // The sandbox suites start a real server (SQLite, Fastify, the contract) before each test.
      hookTimeout: 20_000,
    },
  };
});
