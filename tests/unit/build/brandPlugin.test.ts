// @vitest-environment node
/// <reference types="node" />
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  brandFiles,
  brandPlugin,
  SHARED_APPLICATION_PAGE,
  type BrandSelection,
} from '../../../build/brandPlugin';
import { firstScreenFiles } from '../../../build/firstScreen';
import { BRAND_REGISTRY, LOOKS } from '../../../src/brands/registry';

const root = path.resolve(import.meta.dirname, '../../..').replaceAll('\\', '/');
const srcDir = `${root}/src`;

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (value: unknown) => value as Hook;

/** The source of `virtual:brand` for one selection, as the build gets it. */
function virtualBrandModule(selection: BrandSelection, source = srcDir): string {
  const plugin = brandPlugin(selection, source);
  const id = hook(plugin.resolveId).call({}, 'virtual:brand');
  return String(hook(plugin.load).call({ addWatchFile: () => undefined }, id));
}

/** The favicon the build emits for one selection, if any. */
function emittedFavicon(selection: BrandSelection, source = srcDir): string | undefined {
  let favicon: string | undefined;
  const emitFile = (file: { fileName: string; source: Buffer }) => {
    if (file.fileName === 'favicon.svg') favicon = file.source.toString('utf8');
  };
  hook(brandPlugin(selection, source).generateBundle).call({ emitFile });
  return favicon;
}

describe.each(BRAND_REGISTRY.map((entry) => [`${entry.country}/${entry.brand}`, entry] as const))(
  '%s',
  (_name, { country, brand, look }) => {
    const files = brandFiles({ country, brand }, srcDir);
    const lookDir = `${srcDir}/brands/looks/${look}`;

    it("resolves its own config, the shared page, and its look's styles and logo", () => {
      expect(files).toEqual({
        config: `${srcDir}/brands/${country}/${brand}/config.ts`,
        applicationPage: { file: `${root}/${SHARED_APPLICATION_PAGE}`, shared: true },
        lookDir,
        styles: `${lookDir}/styles.css`,
        logo: `${lookDir}/logo.svg`,
      });
    });

    it("loads the look's styles and the shared page, and names no other look", () => {
      const code = virtualBrandModule({ country, brand });
      expect(code).toContain(`import('${lookDir}/styles.css')`);
      expect(code).toContain(
        `import { ApplicationPage } from '${root}/${SHARED_APPLICATION_PAGE}'`,
      );
      for (const other of LOOKS.filter((name) => name !== look))
        expect(code).not.toContain(`/looks/${other}/`);
    });

    it("emits the look's logo as its favicon", () => {
      expect(emittedFavicon({ country, brand })).toBe(readFileSync(`${lookDir}/logo.svg`, 'utf8'));
    });

    it("gives the first screen the brand's page and its look's styles", () => {
      const firstScreen = firstScreenFiles(root, country, brand);
      expect(firstScreen.modules).toContain(`${root}/${SHARED_APPLICATION_PAGE}`);
      expect(firstScreen.styles).toEqual([`${lookDir}/styles.css`]);
    });
  },
);

describe('the looks', () => {
  it('are each used by a brand and hold styles.css and logo.svg only', () => {
    const used = new Set(BRAND_REGISTRY.map((entry) => entry.look));
    expect([...LOOKS].sort()).toEqual([...used].sort());
    expect(readdirSync(`${srcDir}/brands/looks`).sort()).toEqual([...LOOKS].sort());
    for (const look of LOOKS)
      expect(readdirSync(`${srcDir}/brands/looks/${look}`).sort()).toEqual([
        'logo.svg',
        'styles.css',
      ]);
  });

  it('are kept once: no two looks share a stylesheet or a logo, and a brand folder holds only its config (and maybe its page)', () => {
    for (const file of ['styles.css', 'logo.svg']) {
      const contents = LOOKS.map((look) =>
        readFileSync(`${srcDir}/brands/looks/${look}/${file}`, 'utf8'),
      );
      expect(new Set(contents).size, file).toBe(LOOKS.length);
    }
    for (const { country, brand } of BRAND_REGISTRY) {
      const files = readdirSync(`${srcDir}/brands/${country}/${brand}`);
      expect(files, `${country}/${brand}`).toContain('config.ts');
      expect(
        files.filter((file) => file !== 'config.ts' && file !== 'ApplicationPage.tsx'),
        `${country}/${brand}`,
      ).toEqual([]);
    }
  });
});

describe('in a source folder of its own', () => {
  const selection = { country: 'mx', brand: 'fiesta' };
  let fixture: string;
  let fixtureSrc: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  };

  beforeEach(() => {
    fixture = mkdtempSync(path.join(tmpdir(), 'brand-plugin-')).replaceAll('\\', '/');
    fixtureSrc = `${fixture}/src`;
    // The translations the virtual module bundles are the repository's.
    symlinkSync(`${root}/public`, `${fixture}/public`, 'junction');
    write('src/brands/mx/fiesta/config.ts', 'export const brandConfig = {};');
    write(SHARED_APPLICATION_PAGE, 'export function ApplicationPage() { return null; }');
    write('src/brands/looks/fiesta/styles.css', ':root { --color-primary: #000000; }');
    write('src/brands/looks/fiesta/logo.svg', '<svg id="fiesta"/>');
  });
  afterEach(() => {
    rmSync(fixture, { recursive: true, force: true });
  });

  it('falls back to the shared page, given as the default export the bootstrap expects', () => {
    const code = virtualBrandModule(selection, fixtureSrc);
    expect(code).toContain(
      `import { ApplicationPage } from '${fixture}/${SHARED_APPLICATION_PAGE}';`,
    );
    expect(code).toContain('const applicationPage = { default: ApplicationPage };');
    expect(code).toContain(
      'export const loadApplicationPage = () => Promise.resolve(applicationPage);',
    );
  });

  it("takes the brand folder's own ApplicationPage.tsx over the shared page", () => {
    write('src/brands/mx/fiesta/ApplicationPage.tsx', 'export default function Page() {}');
    const own = `${fixtureSrc}/brands/mx/fiesta/ApplicationPage.tsx`;
    expect(brandFiles(selection, fixtureSrc).applicationPage).toEqual({ file: own, shared: false });
    const code = virtualBrandModule(selection, fixtureSrc);
    expect(code).toContain(`import * as applicationPage from '${own}';`);
    expect(code).not.toContain(SHARED_APPLICATION_PAGE);
    expect(firstScreenFiles(fixture, 'mx', 'fiesta').modules).toContain(own);
  });

  it('has no page to load without the shared page or its own: the bootstrap reports "ApplicationPage not found"', () => {
    rmSync(`${fixture}/${SHARED_APPLICATION_PAGE}`);
    expect(virtualBrandModule(selection, fixtureSrc)).toContain(
      'export const loadApplicationPage = null;',
    );
  });

  it('has no config without its config.ts', () => {
    rmSync(`${fixtureSrc}/brands/mx/fiesta/config.ts`);
    expect(virtualBrandModule(selection, fixtureSrc)).toContain('export const brandConfig = null;');
  });

  it('has no styles without its look\'s styles.css: the bootstrap reports "Product styles not found"', () => {
    rmSync(`${fixtureSrc}/brands/looks/fiesta/styles.css`);
    expect(virtualBrandModule(selection, fixtureSrc)).toContain(
      'export const loadProductStyles = null;',
    );
  });

  it("emits its look's logo as the favicon, and none without one", () => {
    expect(emittedFavicon(selection, fixtureSrc)).toBe('<svg id="fiesta"/>');
    rmSync(`${fixtureSrc}/brands/looks/fiesta/logo.svg`);
    expect(emittedFavicon(selection, fixtureSrc)).toBeUndefined();
  });
});

describe('an unregistered pair', () => {
  it('resolves to nothing, whatever folders exist', () => {
    expect(brandFiles({ country: 'es', brand: 'fiesta' }, srcDir)).toEqual({
      config: null,
      applicationPage: null,
      lookDir: null,
      styles: null,
      logo: null,
    });
    const code = virtualBrandModule({ country: 'es', brand: 'fiesta' });
    expect(code).toContain('export const brandConfig = null;');
    expect(code).toContain('export const loadApplicationPage = null;');
    expect(code).toContain('export const loadProductStyles = null;');
    expect(code).toContain('export const firstScreenTexts = null;');
    expect(emittedFavicon({ country: 'es', brand: 'fiesta' })).toBeUndefined();
  });
});
