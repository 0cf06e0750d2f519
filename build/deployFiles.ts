import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { headersFile, type DeployHeaderOptions } from './deployHeaders';
import { nginxLocationBlock } from './nginxConfig';

/**
 * Writes `_headers` (static hosts) and `nginx.conf` (an nginx location block) beside the build's
 * index.html, with that page's script hashes.
 */
export function deployFiles(options: DeployHeaderOptions): Plugin {
  let outDir = '';
  return {
    name: 'deploy-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, '_headers'), headersFile(html, options));
      writeFileSync(path.join(outDir, 'nginx.conf'), nginxLocationBlock(html, options));
    },
  };
}
