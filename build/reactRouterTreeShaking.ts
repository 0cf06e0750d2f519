import path from 'node:path';
import { createRequire } from 'node:module';
import type { Alias, Plugin } from 'vite';

const require = createRequire(import.meta.url);
const ROUTER_DIST = /node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/**
 * react-router 7 publishes its development build under the default export conditions; the
 * production build differs only in having its dev warnings switched off.
 */
export function reactRouterProductionAliases(): Alias[] {
  const dist = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * Lets the bundler drop the parts of react-router the funnel does not use. Its single-file build
 * creates every component and context at module level (`React.forwardRef(...)`, `X.displayName =
 * ...`), which counts as a side effect, so `Link`, `NavLink`, `Form`, the data-router and the
 * framework-prefetch code all stay in the entry chunk (remix-run/react-router#14058, and the open
 * PR #15299 that proposes the same annotations upstream). This marks those calls pure and drops
 * the display names, which only React DevTools reads. Build only: the dev server keeps them.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^(var|const|let) (\w+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            '$1 $2 = /* @__PURE__ */ $3',
          ),
        map: null,
      };
    },
  };
}
