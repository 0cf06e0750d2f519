// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../..');

const SOURCES = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join('src', file).split(path.sep).join('/'));

/** Each `file:line` of src whose code (not a comment) matches `pattern`, but in `allowed` files. */
function linesMatching(pattern: RegExp, allowed: readonly string[]): string[] {
  return SOURCES.filter((file) => !allowed.includes(file)).flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !/^\s*(\/\*|\*|\/\/)/.test(line) ? [`${file}:${index + 1}`] : [],
      ),
  );
}

const KINDS = 'src/features/form/catalog/fieldKinds.ts';
const FACTORIES = 'src/features/form/fieldFactories.ts';

describe('a field is defined in the catalog only', () => {
  it('no screen writes a control of its own (`control: …`)', () => {
    expect(linesMatching(/\bcontrol:\s*['"`]/, [KINDS, FACTORIES])).toEqual([]);
  });

  it('the field factories serve the catalog’s kinds alone', () => {
    expect(linesMatching(/from '[^']*fieldFactories'/, [KINDS])).toEqual([]);
  });

  it('entries are defined in the catalog, but for consents whose names come from the lead API', () => {
    const outside = linesMatching(/\bdefineField\(/, []).filter(
      (line) => !line.startsWith('src/features/form/catalog/'),
    );
    expect([...new Set(outside.map((line) => line.split(':')[0]))]).toEqual([
      'src/features/afterOffer/consents/ConsentsScreen.tsx',
    ]);
  });
});
