// `npm start`: builds the default brand against the sandbox if the build is missing or older
// than the sources, then serves funnel and sandbox lead API on one port (PORT, default 8080), the
// funnel under BASE_PATH (default /application-frontend), read by the sandbox at start-up: the
// same build serves under any path (docs/deploy.md).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const country = process.env.VITE_COUNTRY ?? 'es';
const brand = process.env.VITE_BRAND ?? 'askrobin';
const distDir = path.join('dist', `${country}-${brand}`);
const builtIndex = path.join(distDir, 'index.html');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  Math.max(newestChange('src'), newestChange('public'), statSync('index.html').mtimeMs) >
  statSync(builtIndex).mtimeMs;

if (!existsSync(builtIndex) || sourcesChanged()) {
  console.log(`Building ${country}/${brand} against the sandbox…`);
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'development'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_COUNTRY: country, VITE_BRAND: brand },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['tsx', 'sandbox/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DIST_DIR: process.env.DIST_DIR ?? distDir,
    // Local use: the control routes (/sandbox/faults, /sandbox/leads) are on unless switched off.
    SANDBOX_CONTROLS: process.env.SANDBOX_CONTROLS ?? 'on',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
