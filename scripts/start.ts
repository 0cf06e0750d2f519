// `npm start`: serves funnel and sandbox lead API on one port (PORT, default 8080), the funnel
// under BASE_PATH (default /application-frontend), read by the sandbox at start-up: the same build
// serves under any path (docs/deploy.md). It builds the brand (VITE_COUNTRY, VITE_BRAND) first
// unless DIST_DIR (default dist/<country>-<brand>) already holds that brand's development build
// against the sandbox, newer than the sources: it never serves a build made for another API or
// mode, whose policies and CSP would call that API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readBuildRecord, whyNotForSandbox } from '../build/buildRecord';

const country = process.env.VITE_COUNTRY ?? 'es';
const brand = process.env.VITE_BRAND ?? 'askrobin';
const distDir = process.env.DIST_DIR ?? path.join('dist', `${country}-${brand}`);
const builtIndex = path.join(distDir, 'index.html');
/** What would point the build at another API or mode: .env.development's values apply instead. */
const NOT_FOR_THE_SANDBOX = [
  'VITE_APP_ENV',
  'VITE_API_BASE_URL',
  'VITE_LEAD_PATH',
  'VITE_POLICY_PATH',
  'VITE_AFFILIATE_EVENT_PATH',
];

function newestChange(dir: string): number {
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

function whyBuild(): string | null {
  if (!existsSync(builtIndex)) return 'there is none';
  const reason = whyNotForSandbox(readBuildRecord(distDir), { country, brand });
  if (reason !== null) return reason;
  return sourcesChanged() ? 'the sources changed since' : null;
}

const reason = whyBuild();
if (reason !== null) {
  console.log(`Building ${country}/${brand} against the sandbox into ${distDir} (${reason})…`);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !NOT_FOR_THE_SANDBOX.includes(name)),
  );
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'development'], {
    stdio: 'inherit',
    env: { ...env, VITE_COUNTRY: country, VITE_BRAND: brand, OUT_DIR: distDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['tsx', 'sandbox/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DIST_DIR: distDir,
    // Local use: the control routes (/sandbox/faults, /sandbox/leads) are on unless switched off.
    SANDBOX_CONTROLS: process.env.SANDBOX_CONTROLS ?? 'on',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
