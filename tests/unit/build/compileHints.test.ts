// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, withCompileHints } from '../../../build/compileHints';

const chunk = (code: string, mappings: string | null) => ({
  type: 'chunk' as const,
  code,
  map: mappings === null ? null : ({ mappings } as never),
});
const mapAsset = (mappings: string) => ({
  type: 'asset' as const,
  source: JSON.stringify({ version: 3, mappings }),
});

describe('withCompileHints', () => {
  it('puts the hint on the first line of the chunks it names, before what Vite wrote there, and moves their source maps one line down', () => {
    const bundle = {
      'assets/index-1.js': chunk('const __vite__mapDeps=1;\nrun();', 'AAAA;AACA'),
      'assets/index-1.js.map': mapAsset('AAAA;AACA'),
      'assets/later-2.js': chunk('later();', 'AAAA'),
    };
    withCompileHints(bundle, ['assets/index-1.js']);
    expect(bundle['assets/index-1.js'].code).toBe(
      `${EAGER_COMPILE_HINT}\nconst __vite__mapDeps=1;\nrun();`,
    );
    expect(bundle['assets/index-1.js'].map).toEqual({ mappings: ';AAAA;AACA' });
    expect(JSON.parse(bundle['assets/index-1.js.map'].source)).toEqual({
      version: 3,
      mappings: ';AAAA;AACA',
    });
    expect(bundle['assets/later-2.js'].code).toBe('later();');
  });

  it('hints a chunk once, however often it is named', () => {
    const bundle = { 'assets/index-1.js': chunk('run();', null) };
    withCompileHints(bundle, ['assets/index-1.js', 'assets/index-1.js']);
    withCompileHints(bundle, ['assets/index-1.js']);
    expect(bundle['assets/index-1.js'].code).toBe(`${EAGER_COMPILE_HINT}\nrun();`);
  });

  it('stops the build where a named chunk is not in the bundle', () => {
    expect(() => withCompileHints({}, ['assets/index-9.js'])).toThrow(/index-9\.js/);
  });
});
