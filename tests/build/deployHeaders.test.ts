// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_REGISTRY } from '../../src/brands/registry';
import { useBrandBuilds } from './brandBuilds';

/**
 * Every build carries the headers a static host or nginx needs (build/deployFiles.ts): its CSP allows
 * exactly the inline scripts of its own index.html, which change with every build.
 */
const buildsDir = useBrandBuilds();

describe.each(BRAND_REGISTRY.map((pair) => `${pair.country}-${pair.brand}`))('%s', (id) => {
  it.each(['_headers', 'nginx.conf'])(
    'writes %s whose CSP allows exactly its index.html’s inline scripts',
    (file) => {
      const dir = path.join(buildsDir(), id);
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
      const headers = readFileSync(path.join(dir, file), 'utf8');
      // Every script written into the page, whatever its attributes (the app loader has an id);
      // none loads a file.
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
        ([, attributes = '', source = '']) => {
          expect(attributes).not.toMatch(/\bsrc=/);
          return createHash('sha256').update(source).digest('base64');
        },
      );
      expect(scripts).toHaveLength(3);
      // nginx.conf repeats the policy in each of its locations.
      const csp = /Content-Security-Policy:? "?([^"\n]+)/.exec(headers)?.[1] ?? '';
      const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash);
      expect(allowed).toEqual(scripts);
    },
  );
});
