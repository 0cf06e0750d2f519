import type { Plugin } from 'vite';

/**
 * The first `Intl` formatter a page builds loads the browser's locale data: about 25 ms on this
 * machine, 100 ms on a slow phone, and it happened inside the first render (the amount slider
 * formats money). This tiny classic script, `async` so it never holds up parsing, builds one
 * while the entry is still downloading and the main thread has nothing else to do; every
 * formatter after it is cheap.
 */
const WARM_UP_SOURCE = 'new Intl.NumberFormat(document.documentElement.lang).format(0);\n';

const ASSET_NAME = 'intl-warm-up.js';

export function intlWarmUp(basePath: string): Plugin {
  return {
    name: 'intl-warm-up',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: ASSET_NAME, source: WARM_UP_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(ASSET_NAME),
        );
        if (!asset) return [];
        const fileName = asset.fileName;
        return [
          {
            tag: 'script',
            attrs: { async: true, src: `${basePath}/${fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
