// Counts the imports that cross the walls of docs/ARCHITECTURE.md: into another feature's
// internals (not its index.ts), and from features into src/app beyond its wiring. Lint refuses
// both; this prints the figures. Usage: node scripts/feature-walls.mjs [--list]
import fs from 'node:fs';
import path from 'node:path';
const root = path.resolve(import.meta.dirname, '..');
const list = process.argv.includes('--list');
const src = path.join(root, 'src');
const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(e.name)) files.push(p);
  }
})(src);
const re =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|vi\.mock\(\s*['"]([^'"]+)['"]/g;
const featureOf = (f) => {
  const r = path.relative(src, f).split(path.sep);
  return r[0] === 'features' ? r[1] : null;
};
const resolve = (from, spec) => {
  if (!spec.startsWith('.')) return null;
  let p = path.resolve(path.dirname(from), spec);
  for (const c of [p, p + '.ts', p + '.tsx', path.join(p, 'index.ts'), path.join(p, 'index.tsx')])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return p;
};
let internals = 0;
const pairs = new Map();
let toApp = 0;
const appTargets = new Map();
const appWiring = new Set([
  'hooks',
  'store',
  'createAppAsyncThunk',
  'listenerMiddleware',
  'services',
  'servicesContext',
]);
let toAppNonWiring = 0;
for (const f of files) {
  const text = fs.readFileSync(f, 'utf8');
  const ff = featureOf(f);
  if (!ff) continue;
  let m;
  re.lastIndex = 0;
  while ((m = re.exec(text))) {
    const spec = m[1] ?? m[2] ?? m[3];
    const t = resolve(f, spec);
    if (!t) continue;
    const rel = path.relative(src, t).split(path.sep);
    if (rel[0] === 'features' && rel[1] !== ff) {
      const isIndex = rel.length === 3 && /^index\.tsx?$/.test(rel[2]);
      if (!isIndex) {
        internals++;
        const k = ff + ' -> ' + rel[1];
        pairs.set(k, (pairs.get(k) ?? 0) + 1);
        if (list) console.log('internal', path.relative(root, f), spec);
      }
    }
    if (rel[0] === 'app') {
      toApp++;
      const n = rel[1].replace(/\.tsx?$/, '');
      appTargets.set(n, (appTargets.get(n) ?? 0) + 1);
      if (!appWiring.has(n)) {
        toAppNonWiring++;
        if (list) console.log('app', path.relative(root, f), spec);
      }
    }
  }
}
const mutual = [...pairs.keys()].filter((k) => {
  const [a, b] = k.split(' -> ');
  return a < b && pairs.has(b + ' -> ' + a);
});
console.log(
  JSON.stringify(
    {
      internals,
      pairs: pairs.size,
      mutual,
      toApp,
      toAppNonWiring,
      appTargets: Object.fromEntries(appTargets),
    },
    null,
    1,
  ),
);
