import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
/** Below this a compressed copy saves less than its own request headers. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text file of the build, as a CDN would serve them, so the
 * sandbox (`@fastify/static` with `preCompressed`) sends what a real deployment sends and the
 * benchmarks measure the bytes an applicant really downloads.
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
    writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((name) =>
        COMPRESSIBLE.test(name),
      );
      for (const name of new Set(files)) {
        const file = path.join(outDir, name);
        let source: Buffer;
        try {
          source = readFileSync(file);
        } catch {
          continue;
        }
        if (source.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}
