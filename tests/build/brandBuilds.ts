/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * The folder holding the 17 development builds: BRAND_BUILDS_DIR when the caller made them
 * (`npm test` does, once), else a temporary folder this test file builds into and removes.
 * Call at the top of a test file; read the returned function inside tests.
 */
export function useBrandBuilds(): () => string {
  let buildsDir = process.env.BRAND_BUILDS_DIR ?? '';
  let ownTempDir: string | null = null;

  beforeAll(() => {
    if (buildsDir) return;
    ownTempDir = mkdtempSync(path.join(tmpdir(), 'brand-builds-'));
    buildsDir = ownTempDir;
    execFileSync(process.execPath, ['scripts/build-all.mjs', 'development', '--out', buildsDir], {
      cwd: root,
      stdio: 'inherit',
    });
  });

  afterAll(() => {
    if (ownTempDir) rmSync(ownTempDir, { recursive: true, force: true });
  });

  return () => buildsDir;
}
