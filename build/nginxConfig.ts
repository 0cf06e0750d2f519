import { BUILD_RECORD_FILE } from './buildRecord';
import { IMMUTABLE, REVALIDATE, type Header } from './deployHeaders';

/** The build's own deployment files: a host has no reason to hand them out. */
const DEPLOYMENT_FILES = ['_headers', 'nginx.conf', BUILD_RECORD_FILE];

/**
 * A header value inside nginx's double quotes: `$` would start a variable and `"` or `\` end or
 * escape the string, so a value holding one (a mistyped FRAME_ANCESTORS) stops the build.
 */
function quoted(value: string): string {
  if (/["$\\]/.test(value))
    throw new Error(`nginx.conf: a header value may not contain ", $ or \\: ${value}`);
  return `"${value}"`;
}

/**
 * The headers of one location. nginx drops every inherited add_header as soon as a location
 * has one of its own, so each location repeats them all; `always` sends them on errors too.
 */
function headerLines(headers: readonly Header[], indent: string): string[] {
  return headers.map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);
}

/**
 * `nginx.conf`: a location block for a build mounted at `basePath` (`''` for the site's root),
 * to include inside a `server { }` whose `root` holds the build's files in the base path's folder
 * (`<root>/application-frontend/`). It sends `security` (the headers of `_headers`) on every
 * answer, the bare base path's redirect included, answers index.html for every route that is not
 * a file (the funnel routes in the browser) and serves the build's `.gz` copies. A missing file
 * under assets/ or locales/ is a 404, never index.html: a browser would otherwise keep a page in
 * place of a script for a year.
 */
export function nginxLocationBlock(basePath: string, security: readonly Header[]): string {
  const withCaching = (cacheControl: string, indent: string) =>
    headerLines([...security, ['Cache-Control', cacheControl]], indent);
  const filesOnly = (folder: string, cacheControl: string) => [
    `  location ^~ ${basePath}/${folder}/ {`,
    ...withCaching(cacheControl, '    '),
    '    try_files $uri =404;',
    '  }',
  ];
  // A location without add_header of its own would send none: the redirect repeats them too.
  const bareBasePath = basePath
    ? [
        `location = ${basePath} {`,
        ...headerLines(security, '  '),
        `  return 301 ${basePath}/;`,
        '}',
      ]
    : [];
  return (
    [
      `# The funnel under ${basePath}/, written by the build (build/nginxConfig.ts): include it inside`,
      `# a server { } block whose root holds this folder's files in ${basePath.slice(1) || '.'}/.`,
      '# The CSP allows this build’s inline scripts by hash: deploy it with the files it came with.',
      ...bareBasePath,
      `location ^~ ${basePath}/ {`,
      '  charset utf-8;',
      '  # The build writes .gz beside every text file (build/precompress.ts).',
      '  gzip_static on;',
      '  gzip_vary on;',
      '  # It writes .br too. brotli_static needs ngx_brotli, which Debian’s nginx does not ship',
      '  # (package libnginx-mod-http-brotli-static): with that module loaded, uncomment:',
      '  # brotli_static on;',
      ...withCaching(REVALIDATE, '  '),
      `  try_files $uri ${basePath}/index.html;`,
      '',
      ...filesOnly('assets', IMMUTABLE),
      ...filesOnly('locales', REVALIDATE),
      ...DEPLOYMENT_FILES.map((file) => `  location = ${basePath}/${file} { return 404; }`),
      '}',
    ].join('\n') + '\n'
  );
}
