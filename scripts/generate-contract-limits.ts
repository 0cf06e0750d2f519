// `npm run generate:limits`: writes src/lib/contractLimits.ts from sandbox/openapi.json
// (build/contractLimits.ts). Run it after changing the contract; a unit test fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { contractLimitsModule, type OpenApiSchemas } from '../build/contractLimits';

const openapi = JSON.parse(
  readFileSync(new URL('../sandbox/openapi.json', import.meta.url), 'utf8'),
) as OpenApiSchemas;
const target = new URL('../src/lib/contractLimits.ts', import.meta.url);
writeFileSync(target, await contractLimitsModule(openapi));
console.log(`Wrote ${target.pathname}`);
