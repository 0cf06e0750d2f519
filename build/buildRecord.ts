import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandSelection } from './brandPlugin';
import { endpointUrls, type BuildTarget } from './buildTarget';
import type { PolicySources } from './deployHeaders';

/** Beside index.html: what the build was made for. Public, like everything in the bundle. */
export const BUILD_RECORD_FILE = 'build.json';

/**
 * What a build was made for and where it is mounted, as data: `npm start` checks it before
 * serving the build (whyNotForSandbox), `npm run mount` rewrites the deployment files from it
 * (build/mountBuild.ts).
 */
export interface BuildRecord extends BuildTarget {
  /** Where the build is mounted: its `<base href>` without the trailing slash. */
  basePath: string;
  /** What its CSP allows beyond its own inline scripts, whose hashes come from index.html. */
  policy: PolicySources;
}

export function writeBuildRecord(dir: string, record: BuildRecord): void {
  writeFileSync(path.join(dir, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isBuildRecord(value: unknown): value is BuildRecord {
  if (!isObject(value) || !isObject(value.endpoints) || !isObject(value.policy)) return false;
  const { calls } = value.policy;
  return (
    ['country', 'brand', 'mode', 'basePath'].every((key) => typeof value[key] === 'string') &&
    Object.values(value.endpoints).every((endpoint) => typeof endpoint === 'string') &&
    typeof value.policy.frameAncestors === 'string' &&
    isObject(calls) &&
    ['script', 'connect', 'img'].every((directive) => isStringList(calls[directive]))
  );
}

/**
 * The record of the build in `dir`; null when it has none (built before builds kept one) or one
 * that cannot be read: a caller then treats the build as made for something else.
 */
export function readBuildRecord(dir: string): BuildRecord | null {
  try {
    const record: unknown = JSON.parse(readFileSync(path.join(dir, BUILD_RECORD_FILE), 'utf8'));
    return isBuildRecord(record) ? record : null;
  } catch {
    return null;
  }
}

/** An endpoint on the funnel's own origin, where the sandbox answers: a path, not a URL. */
const onOwnOrigin = (endpoint: string) => !/^[a-z][a-z\d+.-]*:|^\/\//i.test(endpoint);

/**
 * Why the build `record` describes cannot be served by the sandbox as `selection`'s funnel
 * (`npm start`), or null when it can: it must be that brand's development build, calling the
 * lead API on its own origin. A production build's policies and CSP name another API.
 */
export function whyNotForSandbox(
  record: BuildRecord | null,
  selection: BrandSelection,
): string | null {
  if (record === null) return 'it does not record what it was made for';
  if (record.country !== selection.country || record.brand !== selection.brand)
    return `it was made for ${record.country}/${record.brand}`;
  if (record.mode !== 'development') return `it was made for ${record.mode}`;
  const elsewhere = endpointUrls(record.endpoints).find((endpoint) => !onOwnOrigin(endpoint));
  if (elsewhere !== undefined) return `it calls the lead API at ${elsewhere}`;
  return null;
}
