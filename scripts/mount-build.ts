// `npm run mount -- <build folder> <base path>`: mounts a build at another path without
// rebuilding it, for a host that serves the files as they are (docs/deploy.md).
import { normaliseBasePath } from '../build/mountBase';
import { mountBuildDir } from '../build/mountBuild';

const [dir, rawBasePath] = process.argv.slice(2);
if (dir === undefined || rawBasePath === undefined) {
  console.error(
    'Usage: npm run mount -- <build folder, e.g. dist/es-askrobin> <base path, e.g. /apply>',
  );
  process.exit(1);
}
try {
  mountBuildDir(dir, normaliseBasePath(rawBasePath, 'the base path'));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
