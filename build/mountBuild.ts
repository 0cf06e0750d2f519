import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_RECORD_FILE, readBuildRecord } from './buildRecord';
import { writeDeploymentFiles } from './deployFiles';
import { baseElement, mountIndexHtml } from './mountBase';
import { compressedCopies } from './precompress';

/**
 * Mounts a build folder at another base path for a host that serves files as they are (a static
 * host, a CDN, nginx): sets index.html's `<base href>` (build/mountBase.ts), remakes its
 * compressed copies, and writes the deployment files again for the new path from the build's
 * record (`_headers`, `nginx.conf`, build.json: build/deployFiles.ts). The scripts, their CSP
 * hashes and every other file stay as built. Returns the base path the folder was mounted at.
 */
export function mountBuildDir(dir: string, basePath: string): string {
  const record = readBuildRecord(dir);
  if (record === null)
    throw new Error(
      `${dir} has no readable ${BUILD_RECORD_FILE}, so its deployment files cannot follow it: rebuild the funnel`,
    );
  const indexFile = path.join(dir, 'index.html');
  const mounted = mountIndexHtml(readFileSync(indexFile, 'utf8'), basePath);
  writeFileSync(indexFile, mounted);
  const copies = compressedCopies(Buffer.from(mounted));
  for (const [extension, copy] of [
    ['gz', copies.gzip],
    ['br', copies.br],
  ] as const) {
    if (existsSync(`${indexFile}.${extension}`)) writeFileSync(`${indexFile}.${extension}`, copy);
  }
  writeDeploymentFiles(dir, { ...record, basePath });
  console.log(`${dir}: ${baseElement(record.basePath)} → ${baseElement(basePath)}`);
  return record.basePath;
}
