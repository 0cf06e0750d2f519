// @vitest-environment node
/**
 * The walls of docs/ARCHITECTURE.md are lint rules (eslint.config.js): these imports, linted as
 * the text of real files of the project, must be refused or allowed as the layout says.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, importLine: string): Promise<string[]> {
  const code = `${importLine}\nexport const probe = typeof imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('feature boundaries, enforced by lint', () => {
  it("refuses an import of another feature's internals", async () => {
    const errors = await boundaryErrors(
      'src/features/afterOffer/useAfterOfferApi.ts',
      "import { leadSlice as imported } from '../lead/leadSlice';",
    );
    expect(errors).toEqual([expect.stringContaining('Import lead through')]);
  }, 60_000);

  it("allows the same through the feature's index.ts", async () => {
    const errors = await boundaryErrors(
      'src/features/afterOffer/useAfterOfferApi.ts',
      "import { leadSlice as imported } from '../lead';",
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it("refuses a feature's import of app beyond its wiring", async () => {
    const errors = await boundaryErrors(
      'src/features/routing/routes.ts',
      "import { SCREENS as imported } from '../../app/screens';",
    );
    expect(errors).toEqual([expect.stringContaining('only its wiring')]);
  }, 60_000);

  it("allows a feature the app's wiring", async () => {
    const errors = await boundaryErrors(
      'src/features/routing/routes.ts',
      "import { useAppSelector as imported } from '../../app/hooks';",
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it('refuses lib any feature', async () => {
    const errors = await boundaryErrors(
      'src/lib/guards.ts',
      "import { leadSlice as imported } from '../features/lead';",
    );
    expect(errors).toEqual([expect.stringContaining('lib has no app, feature or brand knowledge')]);
  }, 60_000);

  it("refuses the build a feature's internals", async () => {
    const errors = await boundaryErrors(
      'build/firstScreenHtml.ts',
      "import { FIRST_PAINT_CLASS as imported } from '../src/features/firstPaint/markers';",
    );
    expect(errors).toEqual([expect.stringContaining('Import firstPaint through')]);
  }, 60_000);

  it("allows the build the same through the feature's index.ts", async () => {
    const errors = await boundaryErrors(
      'build/firstScreenHtml.ts',
      "import { FIRST_PAINT_CLASS as imported } from '../src/features/firstPaint';",
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it("refuses a script and the bench a feature's internals, and allows its index", async () => {
    expect(
      await boundaryErrors(
        'scripts/budget.mjs',
        "import { CONSENT_VERSION as imported } from '../src/features/consent/consentStorage';",
      ),
    ).toEqual([expect.stringContaining('Import consent through')]);
    expect(
      await boundaryErrors(
        'bench/pageConfig.ts',
        "import { RangeField as imported } from '../src/features/form/RangeField';",
      ),
    ).toEqual([expect.stringContaining('Import form through')]);
    expect(
      await boundaryErrors(
        'bench/pageConfig.ts',
        "import { RangeField as imported } from '../src/features/form';",
      ),
    ).toEqual([]);
  }, 60_000);
});
