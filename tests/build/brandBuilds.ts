/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * The folder holding the brand builds of a mode (all 17, or `only` those ids): for the 17
 * development builds, BRAND_BUILDS_DIR when the caller made them (`npm test` does, once); else a
 * temporary folder this test file builds into and removes. Call at the top of a test file; read
 * the returned function inside tests.
 */
export function useBrandBuilds(
  mode: 'development' | 'production' = 'development',
  only?: readonly string[],
): () => string {
  let buildsDir = mode === 'development' && !only ? (process.env.BRAND_BUILDS_DIR ?? '') : '';
  let ownTempDir: string | null = null;

  beforeAll(() => {
    if (buildsDir) return;
    ownTempDir = mkdtempSync(path.join(tmpdir(), 'brand-builds-'));
    buildsDir = ownTempDir;
    const selection = only ? ['--only', only.join(',')] : [];
    execFileSync(
      process.execPath,
      ['scripts/build-all.mjs', mode, '--out', buildsDir, ...selection],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  });

  afterAll(() => {
    if (ownTempDir) rmSync(ownTempDir, { recursive: true, force: true });
  });

  return () => buildsDir;
}
