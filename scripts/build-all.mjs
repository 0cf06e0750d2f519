// `npm run build:all [mode] [-- --out <dir>] [--only es-askrobin,pl-fidea]`: builds every
// country/brand pair of src/brands/registry.ts into <out>/<country>-<brand>/ (default dist/),
// two at a time. The mode (development, staging, production) defaults to production.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registeredBrands } from './brands.mjs';

const MODES = ['development', 'staging', 'production'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mode: { type: 'string' },
    out: { type: 'string', default: 'dist' },
    only: { type: 'string' },
    jobs: { type: 'string', default: '2' },
  },
});
const mode = values.mode ?? positionals[0] ?? 'production';
if (!MODES.includes(mode)) {
  console.error(`Unknown mode "${mode}": use one of ${MODES.join(', ')}`);
  process.exit(2);
}
const only = values.only ? new Set(values.only.split(',')) : null;
const brands = registeredBrands().filter((pair) => !only || only.has(pair.id));
if (only && brands.length !== only.size) {
  console.error(
    `Unknown brand in --only: ${[...only].filter((id) => !brands.some((pair) => pair.id === id)).join(', ')}`,
  );
  process.exit(2);
}
const vite = path.resolve('node_modules/.bin/vite');

function build({ country, brand, id }) {
  const outDir = path.join(values.out, id);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(vite, ['build', '--mode', mode, '--logLevel', 'warn'], {
      env: { ...process.env, VITE_COUNTRY: country, VITE_BRAND: brand, OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`✓ ${id} → ${outDir} (${seconds} s)`);
      else console.error(`✗ ${id} failed (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...brands];
const results = [];
const worker = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) results.push(await build(next));
};
const started = Date.now();
await Promise.all(Array.from({ length: Math.max(1, Number(values.jobs) || 1) }, worker));
const failed = results.filter((ok) => !ok).length;
console.log(
  `${results.length - failed}/${results.length} builds (${mode}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed === 0 ? 0 : 1);
