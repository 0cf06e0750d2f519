import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE_PATH = '/application-frontend';
/** Where a copy of the same build is mounted with `npm run mount` (scripts/mount-build.ts). */
export const MOUNTED_BASE_PATH = '/apply';
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** nginx's own mime.types (Debian's path): the funnel's scripts must go out as JavaScript. */
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

export interface NginxDeploymentPorts {
  /** nginx, serving the production build. */
  funnel: number;
  /** The sandbox lead API, on an origin of its own. */
  api: number;
}

/** A production build behind real nginx, and the sandbox API on another origin, in a temp folder. */
export interface NginxDeployment {
  funnelOrigin: string;
  apiOrigin: string;
  stop(): Promise<void>;
}

/** Runs a child to its end; its output is shown only when it fails. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`);
}

/** `npm run build`'s production build, calling the API on its own origin. */
async function buildFunnel(outDir: string, apiOrigin: string): Promise<void> {
  // The default brand under the default base path, with its .gz copies, whatever the shell says;
  // every API path on the API's origin (.env.production names the example API's).
  const overridden = new Set(['VITE_COUNTRY', 'VITE_BRAND', 'VITE_BASE_PATH', 'PRECOMPRESS']);
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !overridden.has(name))),
    OUT_DIR: outDir,
    VITE_API_BASE_URL: apiOrigin,
    VITE_LEAD_PATH: `${apiOrigin}/v3/lead`,
    VITE_POLICY_PATH: `${apiOrigin}/policy`,
    VITE_AFFILIATE_EVENT_PATH: `${apiOrigin}/affiliate/event`,
  };
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vite, 'build', '--mode', 'production', '--logLevel', 'warn'], env);
}

/** A copy of the build in `mountedDir`, mounted at MOUNTED_BASE_PATH as docs/deploy.md says. */
async function mountCopy(buildDir: string, mountedDir: string): Promise<void> {
  cpSync(buildDir, mountedDir, { recursive: true });
  await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/mount-build.ts', mountedDir, MOUNTED_BASE_PATH],
    process.env,
  );
}

/**
 * A whole nginx configuration around the builds' own location blocks (their nginx.conf): as the
 * current user, in the foreground, with every file it writes in `dir`.
 */
function nginxConfig(dir: string, wwwRoot: string, buildDirs: string[], port: number): string {
  const temp = (name: string) => path.join(dir, 'nginx-temp', name);
  return `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 64; }
http {
  include ${MIME_TYPES};
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${wwwRoot};
${buildDirs.map((buildDir) => `    include ${path.join(buildDir, 'nginx.conf')};`).join('\n')}
  }
}
`;
}

/** Waits until `url` answers; fails at once, with what it said, if the process serving it ends. */
async function waitUntilServing(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server for ${url} stopped:\n${log()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within a minute:\n${log()}`);
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/** How long a server may take over a graceful stop before it is killed. */
const GRACEFUL_STOP_MS = 5_000;

/**
 * Stops a server gracefully, then for sure: the sandbox's graceful close waits for connections
 * the browser may still hold open, and the test must not leave a process behind.
 */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), GRACEFUL_STOP_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Builds the funnel for production into a temp folder, mounts a copy of it at /apply, serves both
 * with nginx from their generated blocks, and starts the sandbox API (main.ts, as deployed) on
 * another port with FUNNEL_ORIGINS naming nginx's origin. `stop` ends both and removes the folder.
 */
export async function startNginxDeployment(ports: NginxDeploymentPorts): Promise<NginxDeployment> {
  const funnelOrigin = `http://127.0.0.1:${ports.funnel}`;
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'funnel-nginx-'));
  const wwwRoot = path.join(dir, 'www');
  const buildDir = path.join(wwwRoot, BASE_PATH.slice(1));
  const mountedDir = path.join(wwwRoot, MOUNTED_BASE_PATH.slice(1));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await buildFunnel(buildDir, apiOrigin);
    await mountCopy(buildDir, mountedDir);
    for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(path.join(dir, 'nginx-temp', name), { recursive: true });
    const confPath = path.join(dir, 'nginx.conf');
    writeFileSync(confPath, nginxConfig(dir, wwwRoot, [buildDir, mountedDir], ports.funnel));
    const errorLog = path.join(dir, 'nginx-error.log');
    const nginx = spawn(NGINX_PATH, ['-p', dir, '-c', confPath, '-e', errorLog], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(nginx);
    const nginxOutput = collectOutput(nginx);
    const nginxLog = () =>
      nginxOutput() + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');

    const api = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(ports.api),
        HOST: '127.0.0.1',
        SANDBOX_DB: path.join(dir, 'sandbox.db'),
        DIST_DIR: buildDir,
        FUNNEL_ORIGINS: funnelOrigin,
        PUBLIC_ORIGIN: apiOrigin,
        CHECKING_DELAY_MS: '300',
        // The test reads the stored lead through the control routes.
        SANDBOX_CONTROLS: 'on',
      },
    });
    children.push(api);
    await Promise.all([
      waitUntilServing(`${funnelOrigin}${BASE_PATH}/`, nginx, nginxLog),
      waitUntilServing(`${apiOrigin}/openapi.json`, api, collectOutput(api)),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { funnelOrigin, apiOrigin, stop };
}
