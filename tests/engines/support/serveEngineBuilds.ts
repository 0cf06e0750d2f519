// `tsx tests/engines/support/serveEngineBuilds.ts <first port>`: serves the engines' two builds of
// E2E_BRANDS_DIR, each with its own sandbox, until stopped (the Firefox suite's web server).
import { serveBuilds } from '../../e2e/support/serveBuilds';
import { ENGINE_BUILDS_DIR, engineBuilds } from './engineBuilds';

const firstPort = Number(process.argv[2]);
if (!ENGINE_BUILDS_DIR || !Number.isInteger(firstPort))
  throw new Error('usage: E2E_BRANDS_DIR=<builds> tsx serveEngineBuilds.ts <first port>');
const { classic, v3 } = engineBuilds(firstPort);
const stop = await serveBuilds([classic, v3], ENGINE_BUILDS_DIR);
console.log(`Serving ${classic.id} on ${classic.origin} and ${v3.id} on ${v3.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stop().then(() => process.exit(0)));
