import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeBuildRecord, type BuildRecord } from './buildRecord';
import { headersFile, securityHeaders } from './deployHeaders';
import { nginxLocationBlock } from './nginxConfig';

/**
 * Writes the deployment files of the build in `dir` from its index.html and its record: `_headers`
 * (static hosts), `nginx.conf` (an nginx location block) and the record itself (build.json).
 */
export function writeDeploymentFiles(dir: string, record: BuildRecord): void {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const security = securityHeaders(html, record.policy);
  writeFileSync(path.join(dir, '_headers'), headersFile(record.basePath, security));
  writeFileSync(path.join(dir, 'nginx.conf'), nginxLocationBlock(record.basePath, security));
  writeBuildRecord(dir, record);
}

/** Writes the deployment files beside the build's index.html, with that page's script hashes. */
export function deployFiles(record: BuildRecord): Plugin {
  let outDir = '';
  return {
    name: 'deploy-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      writeDeploymentFiles(outDir, record);
    },
  };
}
