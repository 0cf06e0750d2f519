import { describe, expect, it } from 'vitest';
import { appendImports, transitiveImportsToHoist } from '../../../build/hoistTransitiveImports';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({
  fileName,
  imports,
  isEntry,
});

describe('transitiveImportsToHoist', () => {
  it('names for a lazy chunk the files its imports import, to any depth', () => {
    const hoisted = transitiveImportsToHoist([
      chunk('assets/index.js', ['assets/runtime.js'], true),
      chunk('assets/runtime.js', []),
      chunk('assets/Screen.js', ['assets/runtime.js', 'assets/index.js', 'assets/Form.js']),
      chunk('assets/Form.js', ['assets/index.js', 'assets/Summary.js']),
      chunk('assets/Summary.js', ['assets/phone.js']),
      chunk('assets/phone.js', []),
    ]);
    // In the order they run: each after the files it imports.
    expect(hoisted.get('assets/Screen.js')).toEqual(['assets/phone.js', 'assets/Summary.js']);
    expect(hoisted.get('assets/Form.js')).toEqual(['assets/phone.js']);
    // A chunk that imports all it needs, and the entry, get nothing.
    expect(hoisted.has('assets/Summary.js')).toBe(false);
    expect(hoisted.has('assets/index.js')).toBe(false);
  });

  it('leaves out what the entry loads, and survives an import cycle', () => {
    const hoisted = transitiveImportsToHoist([
      chunk('assets/index.js', ['assets/shared.js'], true),
      chunk('assets/shared.js', ['assets/deep.js']),
      chunk('assets/deep.js', []),
      chunk('assets/A.js', ['assets/B.js']),
      chunk('assets/B.js', ['assets/A.js', 'assets/shared.js']),
    ]);
    expect(hoisted.get('assets/A.js')).toBeUndefined();
    expect(hoisted.get('assets/B.js')).toBeUndefined();
  });
});

describe('appendImports', () => {
  it('adds the imports after the code, relative to the chunk, before a source map comment', () => {
    const code = 'import"./a.js";export const x=1;\n//# sourceMappingURL=Screen.js.map\n';
    expect(appendImports(code, 'assets/Screen.js', ['assets/b.js', 'c.js'])).toBe(
      'import"./a.js";export const x=1;\nimport "./b.js";import "../c.js";\n//# sourceMappingURL=Screen.js.map\n',
    );
    expect(appendImports('export{};', 'Screen.js', ['b.js'])).toBe('export{};\nimport "./b.js";');
  });
});
