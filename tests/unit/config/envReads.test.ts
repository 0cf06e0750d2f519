/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingVariables } from '../../../src/config/trackingVariables';
import { whitelabelVariables } from '../../../src/config/whitelabel';

const root = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the build environment', () => {
  it('is read only in src/config', () => {
    const readers = sourceFiles(path.join(root, 'src'))
      .filter((file) => readFileSync(file, 'utf8').includes('import.meta.env'))
      .map((file) => path.relative(root, file).replaceAll('\\', '/'));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((file) => !file.startsWith('src/config/'))).toEqual([]);
  });

  it('gives the white label its variables trimmed, an empty one as absent', () => {
    vi.stubEnv('VITE_WHITELABEL_NAME', '  Crédito Sur ');
    vi.stubEnv('VITE_WHITELABEL_PRIMARY_COLOR', '#0a7d33');
    vi.stubEnv('VITE_WHITELABEL_ACCENT_COLOR', '   ');
    vi.stubEnv('VITE_WHITELABEL_LOGO_URL', '');
    expect(whitelabelVariables()).toEqual({
      name: 'Crédito Sur',
      primaryColor: '#0a7d33',
      accentColor: undefined,
      backgroundColor: undefined,
      logoUrl: undefined,
    });
  });

  it('reads the tracking variables when asked, so a stub applies', () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-STUB');
    expect(trackingVariables().VITE_GTM_ID).toBe('GTM-STUB');
  });
});
