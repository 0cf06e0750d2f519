// `npm run dev`: the Vite dev server (hot reload) on PORT (default 5173) with the sandbox lead API
// behind it, in one command. The sandbox starts on SANDBOX_PORT (default: a free port) and Vite
// proxies every path outside the base path to it (build/devApiProxy.ts), so the funnel calls its
// API on its own origin, as under `npm start`. HOST sets the dev server's interface.
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { createServer } from 'vite';

const SANDBOX_HOST = '127.0.0.1';

const port = portFrom('PORT');
const sandboxPort = portFrom('SANDBOX_PORT') ?? (await freePort());
const target = `http://${SANDBOX_HOST}:${sandboxPort}`;

/** @type {import('vite').ViteDevServer | undefined} */
let vite;
// One process (no npx in between), so stopping it stops the sandbox itself.
const sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(sandboxPort), HOST: SANDBOX_HOST },
});
// However this process ends (Vite ends it itself on SIGTERM, or when stdin closes), the
// sandbox ends with it.
process.on('exit', () => {
  if (sandbox.exitCode === null && sandbox.signalCode === null) sandbox.kill('SIGTERM');
});
let stopping = false;
sandbox.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The sandbox lead API stopped (${signal ?? `exit code ${code}`}).`);
  void stop(code || 1);
});

// Read by vite.config.ts when it loads, below.
process.env.DEV_API_TARGET = target;
vite = await createServer({
  server: {
    // An explicit PORT is a promise: taken, it fails instead of moving to the next port.
    ...(port === undefined ? {} : { port, strictPort: true }),
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
  },
});
await vite.listen();
await sandboxReady();
vite.printUrls();
console.log(`  ➜  API:     proxied to the sandbox lead API at ${target}`);
vite.bindCLIShortcuts({ print: true });

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0));

async function stop(code) {
  stopping = true;
  const running = sandbox.exitCode === null && sandbox.signalCode === null;
  const exited = running ? new Promise((resolve) => sandbox.once('exit', resolve)) : null;
  if (running) sandbox.kill('SIGTERM');
  await Promise.all([vite?.close(), exited]);
  process.exit(code);
}

/** The sandbox answers once it has opened its database and compiled its schemas. */
async function sandboxReady() {
  for (let waited = 0; waited < 60_000; waited += 200) {
    try {
      if ((await fetch(`${target}/openapi.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`The sandbox lead API did not answer at ${target} within a minute.`);
  await stop(1);
}

function portFrom(name) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, SANDBOX_HOST, () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
