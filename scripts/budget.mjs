// `npm run budget`: builds every registered brand whose folder exists and checks what its first
// screen downloads against the budgets of docs/performance.md. Prints the figures per build and
// exits 1 on any breach.
//
//   node scripts/budget.mjs                    every brand of src/brands/registry.ts with a folder
//   node scripts/budget.mjs es/askrobin        only these builds
//   BUDGET_OUT_DIR=dist/x node scripts/budget.mjs   where the builds go (default .bench/budget)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
// The config's extension-less imports work with Vite's default loader; its notice about a future one is noise here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// Compressed copies are for serving (build/precompress.ts); the budget gzips what it weighs itself.
process.env.PRECOMPRESS = 'false';
const outRoot = path.resolve(root, process.env.BUDGET_OUT_DIR ?? '.bench/budget');

export const BUDGET = {
  /** The JavaScript of the first screen, gzip -9, in bytes (1 kB = 1000 bytes, as Vite prints). */
  firstScreenJs: 125_000,
  firstScreenCss: 15_000,
};

/** Packages that must wait for the step, the consent or the submit that needs them. */
export const FORBIDDEN_ON_FIRST_SCREEN = [
  'posthog-js',
  'logrocket',
  'libphonenumber-js',
  'axios',
  'react-toastify',
  '@reduxjs/toolkit/dist/query',
  'i18next-http-backend',
  // The lead API's answer schemas: loaded with the lead API client, on the first submit.
  'valibot',
];

/** The 17 pairs, read from the registry's source so this script needs no TypeScript loader. */
export function registeredBrands() {
  const source = readFileSync(path.join(root, 'src/brands/registry.ts'), 'utf8');
  const pairs = [
    ...source.matchAll(
      /\{\s*country:\s*'([a-z]+)',\s*brand:\s*'([a-z0-9-]+)'[^}]*\blook:\s*'([a-z0-9-]+)'/g,
    ),
  ].map(([, country, brand, look]) => ({ country, brand, look }));
  if (pairs.length === 0)
    throw new Error('No brand found in src/brands/registry.ts: has its format changed?');
  return pairs;
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kB = (bytes) => (bytes / 1000).toFixed(2);

/** SHARED_APPLICATION_PAGE of build/brandPlugin.ts, read from its source like the registry. */
function sharedApplicationPage() {
  const source = readFileSync(path.join(root, 'build/brandPlugin.ts'), 'utf8');
  const page = /\bSHARED_APPLICATION_PAGE\s*=\s*'([^']+)'/.exec(source)?.[1];
  if (!page) throw new Error('No SHARED_APPLICATION_PAGE in build/brandPlugin.ts: has it moved?');
  return page;
}

/** build/firstScreen.json's files for one build, resolved as build/brandPlugin.ts's brandFiles does. */
function firstScreenKeys({ country, brand, look }) {
  const config = JSON.parse(readFileSync(path.join(root, 'build/firstScreen.json'), 'utf8'));
  const ownPage = `src/brands/${country}/${brand}/ApplicationPage.tsx`;
  const placeholders = {
    '{applicationPage}': existsSync(path.join(root, ownPage)) ? ownPage : sharedApplicationPage(),
    '{lookDir}': `src/brands/looks/${look}`,
  };
  const key = (file) =>
    file.replace(/\{\w+\}/g, (placeholder) => placeholders[placeholder] ?? placeholder);
  return { modules: config.modules.map(key), styles: config.styles.map(key) };
}

/** Source files under a `screens/` folder with a default export: the funnel's routed screens. */
function screenSources() {
  const screens = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /[\\/]screens[\\/]/.test(full) &&
        /\.tsx$/.test(entry.name) &&
        /export default/.test(readFileSync(full, 'utf8'))
      ) {
        screens.push(path.relative(root, full).replaceAll('\\', '/'));
      }
    }
  };
  walk(path.join(root, 'src'));
  return screens;
}

/**
 * The manifest key of the chunk holding `moduleKey`: its own key when it is a chunk's facade,
 * else the chunk whose source map lists it (modules grouped into a named chunk lose their key),
 * else the entry, which imports the first screen statically (a module that only re-exports
 * leaves no trace in a source map).
 */
function chunkKeyOf(manifest, moduleKey, distDir) {
  if (manifest[moduleKey]) return moduleKey;
  const full = path.resolve(root, moduleKey).replaceAll('\\', '/');
  const keys = Object.keys(manifest);
  return (
    keys.find((key) => sourcesOf(distDir, manifest[key].file).includes(full)) ??
    (existsSync(full) ? keys.find((key) => manifest[key].isEntry) : undefined)
  );
}

/** The files the first screen loads: the entry, the first screen's modules, and their static imports. */
export function firstScreenFiles(manifest, keys, distDir) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  const located = [...keys.modules, ...keys.styles].map((key) => ({
    key,
    chunk: chunkKeyOf(manifest, key, distDir),
  }));
  const missing = located.filter(({ chunk }) => chunk === undefined).map(({ key }) => key);
  const visited = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (visited.has(key) || !manifest[key]) return;
    visited.add(key);
    const chunk = manifest[key];
    (chunk.file.endsWith('.css') ? css : js).add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  [entryKey, ...located.map(({ chunk }) => chunk)].forEach(visit);
  return { js: [...js], css: [...css], missing };
}

/** Which node_modules packages and source files each built file contains, from its source map. */
function sourcesOf(distDir, file) {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  return map.sources.map((source) =>
    path.resolve(path.dirname(path.join(distDir, file)), source).replaceAll('\\', '/'),
  );
}

export function checkBuild(distDir, pair) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const keys = firstScreenKeys(pair);
  const files = firstScreenFiles(manifest, keys, distDir);
  const problems = files.missing.map(
    (key) => `${key} is not in the build: update build/firstScreen.json`,
  );

  const jsBytes = files.js.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0);
  const cssBytes = files.css.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0);
  if (jsBytes > BUDGET.firstScreenJs)
    problems.push(`first-screen JavaScript ${kB(jsBytes)} kB > ${kB(BUDGET.firstScreenJs)} kB`);
  if (cssBytes > BUDGET.firstScreenCss)
    problems.push(`first-screen CSS ${kB(cssBytes)} kB > ${kB(BUDGET.firstScreenCss)} kB`);

  const sources = files.js.flatMap((file) => sourcesOf(distDir, file));
  if (sources.length === 0)
    problems.push('no source maps: cannot check what the first screen contains');
  for (const name of FORBIDDEN_ON_FIRST_SCREEN) {
    if (sources.some((source) => source.includes(`/node_modules/${name}/`)))
      problems.push(`${name} is in the first screen's chunks`);
  }
  const allowed = new Set(keys.modules.map((key) => path.resolve(root, key).replaceAll('\\', '/')));
  for (const screen of screenSources()) {
    const full = path.resolve(root, screen).replaceAll('\\', '/');
    if (!allowed.has(full) && sources.includes(full))
      problems.push(`${screen} is in the first screen's chunks: load it with lazy()`);
  }
  return { files, jsBytes, cssBytes, problems };
}

async function buildBrand({ country, brand }) {
  const outDir = path.join(outRoot, `${country}-${brand}`);
  process.env.VITE_COUNTRY = country;
  process.env.VITE_BRAND = brand;
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    // Hidden maps: the files stay byte for byte what ships, the maps tell what is inside.
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  return outDir;
}

async function main() {
  const wanted = process.argv.slice(2);
  const registered = registeredBrands();
  const selected = wanted.length
    ? registered.filter(({ country, brand }) => wanted.includes(`${country}/${brand}`))
    : registered;
  const present = selected.filter(({ country, brand }) =>
    existsSync(path.join(root, 'src/brands', country, brand)),
  );
  const absent = selected.filter((pair) => !present.includes(pair));
  if (present.length === 0)
    throw new Error(`No brand folder found for ${wanted.join(', ') || 'the registry'}`);

  console.log(
    `Bundle budgets: first-screen JavaScript ≤ ${kB(BUDGET.firstScreenJs)} kB gzip, CSS ≤ ${kB(BUDGET.firstScreenCss)} kB gzip`,
  );
  if (absent.length)
    console.log(
      `Not built yet (no brand folder): ${absent.map(({ country, brand }) => `${country}/${brand}`).join(', ')}`,
    );
  console.log('');
  console.log(
    `${'build'.padEnd(16)} ${'JS kB'.padStart(8)} ${'CSS kB'.padStart(8)} ${'files'.padStart(6)}  result`,
  );

  let failed = 0;
  for (const pair of present) {
    const name = `${pair.country}/${pair.brand}`;
    const distDir = await buildBrand(pair);
    const result = checkBuild(distDir, pair);
    const fileCount = result.files.js.length + result.files.css.length;
    const verdict = result.problems.length ? 'FAIL' : 'ok';
    console.log(
      `${name.padEnd(16)} ${kB(result.jsBytes).padStart(8)} ${kB(result.cssBytes).padStart(8)} ${String(fileCount).padStart(6)}  ${verdict}`,
    );
    for (const problem of result.problems) console.log(`  - ${problem}`);
    if (result.problems.length) failed += 1;
  }
  console.log('');
  console.log(
    failed
      ? `budget: ${failed} of ${present.length} builds over budget`
      : `budget: all ${present.length} builds within budget`,
  );
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
