import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
/** Below this a compressed copy saves less than its own request headers. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text file of the build, as a CDN would serve them, so the
 * sandbox (`@fastify/static` with `preCompressed`) sends what a real deployment sends and the
 * benchmarks measure the bytes an applicant really downloads. That includes what Vite copies from
 * public/ (the translation files), which nginx's `gzip_static` would otherwise send as they are.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    // The budget check builds all 17 brands and only weighs them: it turns this off.
    apply: () => process.env.PRECOMPRESS !== 'false',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
        COMPRESSIBLE.test(name),
      );
      for (const name of files) {
        const file = path.join(outDir, name);
        const source = readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        const copies = compressedCopies(source);
        writeFileSync(`${file}.gz`, copies.gzip);
        writeFileSync(`${file}.br`, copies.br);
      }
    },
  };
}

/** A file's gzip and brotli copies, each at its best compression (they are made once). */
export function compressedCopies(source: Buffer): { gzip: Buffer; br: Buffer } {
  return {
    gzip: gzipSync(source, { level: 9 }),
    br: brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  };
}
