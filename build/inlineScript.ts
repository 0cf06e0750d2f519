import { minifySync } from 'vite';

/**
 * An inline script of index.html as the page ships it: minified (short names, no spaces or
 * comments), which takes about a seventh off its gzip size. Tests run and measure this text, and
 * the CSP allows it by the hash of what the page holds (build/responseHeaders.ts). A script the
 * minifier cannot parse stops the build.
 */
export function inlineScript(source: string): string {
  const { code, errors } = minifySync('inline-script.js', source);
  if (errors.length > 0)
    throw new Error(`An inline script does not parse: ${errors.map(String).join('; ')}`);
  return code.trim();
}
