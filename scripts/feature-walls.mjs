// Counts what crosses the walls of docs/ARCHITECTURE.md, over the whole repository but its tests:
//   - internals: imports from one feature into another's internals (not its index.ts);
//   - outside: imports from build/, scripts/, bench/ and the root's config files into a feature's
//     internals, and names of a feature's internal files written in their code or data (a path
//     in a string or in a JSON file: firstScreen.json, a path-string replacement);
//   - toAppNonWiring: imports from features into src/app beyond its wiring.
// Lint refuses the imports (eslint.config.js); this prints the figures, 0 where the walls hold.
// Tests are outside the walls: they reach into a module to test it. Usage:
//   node scripts/feature-walls.mjs [--list]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const list = process.argv.includes('--list');
const src = path.join(root, 'src');
/** The folders outside src whose code may use a feature only through its index. */
const OUTSIDE = ['build', 'scripts', 'bench'];
const ROOT_CONFIGS = /^[\w.-]+\.config\.(?:ts|js|mjs)$/;
const APP_WIRING = new Set([
  'hooks',
  'store',
  'createAppAsyncThunk',
  'listenerMiddleware',
  'services',
  'servicesContext',
]);

function filesUnder(dir, pattern) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules')
      found.push(...filesUnder(file, pattern));
    else if (entry.isFile() && pattern.test(entry.name)) found.push(file);
  }
  return found;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|vi\.mock\(\s*['"]([^'"]+)['"]/g;

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), spec);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return target;
}

/** The feature a file belongs to and whether it is that feature's index, or null outside features. */
function featureFile(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] !== 'features' || parts.length < 3) return null;
  return { feature: parts[1], isIndex: parts.length === 3 && /^index\.tsx?$/.test(parts[2]) };
}

/** The code of a script without its comments, strings kept (a path in a comment is no crossing). */
function withoutComments(code) {
  return code.replace(
    /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
    (match, string) => string ?? '',
  );
}

/** Names of a feature's internal files in a string (not its folder, not its index). */
const INTERNAL_PATH = /src\/features\/([\w-]+)\/(?!index\.ts\b)[\w./-]+\.(?:tsx?|css|json)\b/g;

const crossings = [];
const cross = (kind, file, what) => {
  crossings.push({ kind, file: path.relative(root, file), what });
};

function importsOf(file, code) {
  return [...code.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]);
}

for (const file of filesUnder(src, /\.tsx?$/)) {
  const from = featureFile(file);
  if (!from) continue;
  for (const spec of importsOf(file, fs.readFileSync(file, 'utf8'))) {
    const target = resolve(file, spec);
    if (!target) continue;
    const to = featureFile(target);
    if (to && to.feature !== from.feature && !to.isIndex) cross('internal', file, spec);
    const appPart = path.relative(src, target).split(path.sep);
    if (appPart[0] === 'app' && !APP_WIRING.has(appPart[1]?.replace(/\.tsx?$/, '') ?? ''))
      cross('app', file, spec);
  }
}

const outsideFiles = [
  ...OUTSIDE.flatMap((dir) => filesUnder(path.join(root, dir), /\.(?:ts|tsx|mjs|js|json)$/)),
  ...fs
    .readdirSync(root)
    .filter((name) => ROOT_CONFIGS.test(name))
    .map((name) => path.join(root, name)),
];
for (const file of outsideFiles) {
  const text = fs.readFileSync(file, 'utf8');
  const code = file.endsWith('.json') ? text : withoutComments(text);
  for (const spec of importsOf(file, code)) {
    const target = resolve(file, spec);
    const to = target ? featureFile(target) : null;
    if (to && !to.isIndex) cross('outside', file, spec);
  }
  for (const [named] of code.matchAll(INTERNAL_PATH)) cross('outside', file, named);
}

const count = (kind) => crossings.filter((crossing) => crossing.kind === kind).length;
if (list) for (const { kind, file, what } of crossings) console.log(kind, file, what);
console.log(
  JSON.stringify(
    { internals: count('internal'), outside: count('outside'), toAppNonWiring: count('app') },
    null,
    1,
  ),
);
