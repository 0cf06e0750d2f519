/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { BRAND_API_ENDPOINTS, BRAND_REGISTRY } from '../../src/brands/registry';
import { root, useBrandBuilds } from './brandBuilds';

/**
 * Every origin a built bundle can call is in the CSP its build writes for a static host
 * (`_headers`) and for nginx (`nginx.conf`), in the 17 development builds (trackers on, API on
 * the funnel's origin) and in production, where a brand may call an API of its own (section 9:
 * pl/askrobin). What the bundle can call is read from the bundle itself: every http(s) origin
 * written in its page and scripts, less the ones this file shows are never requested.
 */
const ALL = BRAND_REGISTRY.map(({ country, brand }) => `${country}-${brand}`);
/** Production builds differ in what they call only where a brand names its own API. */
const OWN_PRODUCTION_API = Object.entries(BRAND_API_ENDPOINTS)
  .filter(([, api]) => api.production)
  .map(([pair]) => pair.replace('/', '-'));
const PRODUCTION = ['es-askrobin', ...OWN_PRODUCTION_API];

const developmentBuilds = useBrandBuilds();
const productionBuilds = useBrandBuilds('production', PRODUCTION);

/** Origins written in the bundle that no code requests, and why. */
const NEVER_REQUESTED: readonly (readonly [RegExp, string])[] = [
  [/^http:\/\/www\.w3\.org$/, 'XML namespaces (SVG, XLink, MathML)'],
  [/^https:\/\/(reactjs\.org|react\.dev)$/, 'links in React’s error messages'],
  [/^https?:\/\/(localhost|relative\.invalid)$/, 'bases that URLs are parsed against'],
  [/^https:\/\/sentry\.io$/, 'a link PostHog writes into an exception’s properties'],
  [
    /^https:\/\/(us\.i|us|app)\.posthog\.com$/,
    'posthog-js’s default hosts: the funnel always sets its api_host',
  ],
  [
    /^https:\/\/(?!(r|cdn)\.logr-in\.com$)(r|staging-i|cdn)\.(logrocket\.io|lr-ingest\.io|(lr-in|lr-in-prod|lr-ingest|ingest-lr|lr-intake|intake-lr|logr-ingest|lrkt-in|lgrckt-in|logr-in)\.com)$/,
    'hosts of LogRocket’s script-tag installs (its CDN_SERVER_MAP); the npm loader uses cdn/r.logr-in.com',
  ],
];

type Env = Record<string, string>;
/** Each tracker's hosts in the bundle and whether the build's environment switches it on. */
const TRACKERS: readonly { hosts: (env: Env) => string[]; on: (env: Env) => boolean }[] = [
  {
    hosts: () => ['https://www.googletagmanager.com'],
    on: (env) => /^GTM-/.test(env.VITE_GTM_ID ?? ''),
  },
  {
    hosts: () => ['https://connect.facebook.net', 'https://www.facebook.com'],
    on: (env) => Boolean(env.VITE_META_PIXEL_ID),
  },
  { hosts: () => ['https://analytics.tiktok.com'], on: (env) => Boolean(env.VITE_TIKTOK_PIXEL_ID) },
  {
    hosts: (env) => (env.VITE_POSTHOG_HOST ? [new URL(env.VITE_POSTHOG_HOST).origin] : []),
    on: (env) => Boolean(env.VITE_POSTHOG_KEY && env.VITE_POSTHOG_HOST),
  },
  {
    hosts: () => ['https://cdn.logr-in.com', 'https://r.logr-in.com', 'https://e.logrocket.com'],
    on: (env) =>
      Boolean(env.VITE_LOGROCKET_APP_ID) && env.VITE_SESSION_RECORDING_ENABLED === 'true',
  },
];

/** The http(s) origins written as string literals in the build's page and scripts. */
function originsInBundle(dir: string): Set<string> {
  const assets = readdirSync(path.join(dir, 'assets')).filter((name) => name.endsWith('.js'));
  const texts = [
    readFileSync(path.join(dir, 'index.html'), 'utf8'),
    ...assets.map((name) => readFileSync(path.join(dir, 'assets', name), 'utf8')),
  ];
  const origins = new Set<string>();
  for (const text of texts)
    for (const [, url = ''] of text.matchAll(/["'`](https?:\/\/[^"'`\s/?#\\]+)/g))
      // A template (`https://${region}.…`) names no origin of its own.
      if (!url.includes('${')) origins.add(new URL(url).origin);
  return origins;
}

/** The sources of the CSP's fetch directives, from every policy in a deployment file. */
function cspSources(file: string): Set<string>[] {
  const policies = [...file.matchAll(/Content-Security-Policy:? "?([^"\n]+)/g)].map(
    ([, policy = '']) => policy,
  );
  expect(policies.length).toBeGreaterThan(0);
  return policies.map(
    (policy) =>
      new Set(
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter(([name]) => name === 'script-src' || name === 'connect-src' || name === 'img-src')
          .flatMap(([, ...sources]) => sources),
      ),
  );
}

/** What the bundle can call that the CSP of `file` leaves out. */
function uncoveredOrigins(dir: string, file: string, env: Env): string[] {
  const off = new Set(TRACKERS.filter((tracker) => !tracker.on(env)).flatMap((t) => t.hosts(env)));
  const callable = [...originsInBundle(dir)].filter(
    (origin) => !off.has(origin) && !NEVER_REQUESTED.some(([pattern]) => pattern.test(origin)),
  );
  return cspSources(readFileSync(path.join(dir, file), 'utf8')).flatMap((allowed) =>
    callable.filter((origin) => !allowed.has(origin)),
  );
}

describe.each([
  { mode: 'development', ids: ALL, buildsDir: developmentBuilds },
  { mode: 'production', ids: PRODUCTION, buildsDir: productionBuilds },
])('$mode builds', ({ mode, ids, buildsDir }) => {
  const env = loadEnv(mode, root, 'VITE_');
  it.each(ids.flatMap((id) => ['_headers', 'nginx.conf'].map((file) => [id, file])))(
    '%s: %s allows every origin its bundle calls',
    (id, file) => {
      expect(uncoveredOrigins(path.join(buildsDir(), id), file, env)).toEqual([]);
    },
  );
});

it('finds the origins a bundle calls: a build without its trackers’ or API’s hosts fails', () => {
  const dir = path.join(productionBuilds(), 'es-askrobin');
  // The production build read as if PostHog were on: its host is in the bundle, not in the CSP.
  const withPostHog = { ...loadEnv('production', root, 'VITE_'), VITE_POSTHOG_KEY: 'phc_key' };
  expect(uncoveredOrigins(dir, '_headers', withPostHog)).toEqual(['https://eu.i.posthog.com']);
  expect(originsInBundle(dir)).toContain('https://api.example.com');
});
