import type { Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
 * every function compiled as it downloads, on a background thread, instead of each one on the main
 * thread the first time it is called. Only on the first line: after Vite's `__vite__mapDeps` it
 * is ignored. Other engines read a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type HintedBundle = Record<
  string,
  | Pick<Rolldown.OutputChunk, 'type' | 'code' | 'map'>
  | Pick<Rolldown.OutputAsset, 'type' | 'source'>
>;

/**
 * Puts the hint on the first line of each of `fileNames` in `bundle`, after every other plugin
 * has written them, and moves their source maps one line down with them.
 */
export function withCompileHints(bundle: HintedBundle, fileNames: readonly string[]): void {
  for (const fileName of fileNames) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') throw new Error(`No chunk ${fileName} to hint`);
    if (chunk.code.startsWith(EAGER_COMPILE_HINT)) continue;
    chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
    // A source map's lines are separated by `;`: one more, empty, for the hint.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapAsset = bundle[`${fileName}.map`];
    if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
      const map = JSON.parse(mapAsset.source) as { mappings: string };
      mapAsset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
    }
  }
}
