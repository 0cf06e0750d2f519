// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  firstScreenAssets,
  type FirstScreenBundle,
  type FirstScreenFiles,
} from '../../../build/firstScreen';

const ROOT = '/repo';
const PAGE = `${ROOT}/src/brands/es/robin/ApplicationPage.tsx`;
const LOOK = `${ROOT}/src/brands/looks/robin/styles.css`;
const STEP_SCREEN = `${ROOT}/src/features/dynamicForm/DynamicStepScreen.tsx`;
const STEP_TEXTS = '\0virtual:brand-texts/dynamicForm';
const CLASSIC_STEP = `${ROOT}/src/features/classicForm/ClassicStepScreen.tsx`;
const PATTERNS = `${ROOT}/src/brands/es/validation.ts`;
const ALL_TEXTS = '\0virtual:brand-texts/translation';
const files: FirstScreenFiles = {
  modules: [PAGE, `${ROOT}/src/features/classicForm/LoanInformation.tsx`],
  styles: [LOOK],
  pageStyles: { 'initial-details': [STEP_SCREEN] },
  startup: { always: [], 'initial-details': [STEP_SCREEN, STEP_TEXTS] },
  continue: {},
};

const chunk = (
  fileName: string,
  { isEntry = false, imports = [] as string[], moduleIds = [] as string[], css = [] as string[] },
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
});
const asset = (
  fileName: string,
  source: string | Uint8Array,
  originalFileNames: string[] = [],
) => ({
  type: 'asset' as const,
  fileName,
  source,
  originalFileNames,
});
const bundleOf = (...outputs: FirstScreenBundle[string][]): FirstScreenBundle =>
  Object.fromEntries(outputs.map((output) => [output.fileName, output]));

/** A build as the bundler hands it over: an entry, its runtime, the brand's page and a later screen. */
const build = bundleOf(
  chunk('assets/Later-5.js', {
    moduleIds: [`${ROOT}/src/features/later/Later.tsx`],
    css: ['assets/Later-6.css'],
  }),
  asset('assets/Later-6.css', '.later{}'),
  chunk('assets/ApplicationPage-3.js', { moduleIds: [`${PAGE}?used`] }),
  chunk('assets/index-1.js', {
    isEntry: true,
    imports: ['assets/rolldown-runtime-2.js'],
    moduleIds: [`${ROOT}/index.html`, `${ROOT}/src/main.tsx`],
    css: ['assets/index-4.css'],
  }),
  chunk('assets/rolldown-runtime-2.js', { moduleIds: ['\0rolldown/runtime.js'] }),
  asset('assets/index-4.css', '.button{color:red}'),
  asset('assets/styles-7.css', new TextEncoder().encode(':root{--color-primary:#c2410c}'), [
    'src/brands/looks/robin/styles.css',
  ]),
  asset('favicon.svg', '<svg/>'),
);

describe('firstScreenAssets', () => {
  it('names the entry, the chunks to request with it and the styles the picture paints with', () => {
    expect(firstScreenAssets(build, files, ROOT)).toEqual({
      entry: 'assets/index-1.js',
      chunks: ['assets/rolldown-runtime-2.js', 'assets/ApplicationPage-3.js'],
      startupChunks: [],
      continueChunks: [],
      entryStylesheets: [{ fileName: 'assets/index-4.css', text: '.button{color:red}' }],
      lookStylesheets: [
        { fileName: 'assets/styles-7.css', text: ':root{--color-primary:#c2410c}' },
      ],
      pageStylesheets: [],
    });
  });

  it('inlines a first page’s own styles only for that page, and requests its code only after the entry', () => {
    const withLazyParts = bundleOf(
      ...Object.values(build),
      chunk('assets/DynamicStepScreen-9.js', {
        moduleIds: [STEP_SCREEN],
        imports: ['assets/DataPointField-10.js', 'assets/index-1.js'],
        css: ['assets/DynamicStepScreen-12.css'],
      }),
      chunk('assets/DataPointField-10.js', {
        imports: ['assets/index-1.js'],
        css: ['assets/DataPointField-11.css', 'assets/index-4.css'],
      }),
      asset('assets/DataPointField-11.css', '.dynamic-step{}'),
      asset('assets/DynamicStepScreen-12.css', '.step-screen{}'),
      chunk('assets/dynamicForm-13.js', { moduleIds: [STEP_TEXTS] }),
    );
    const classic = firstScreenAssets(withLazyParts, files, ROOT, 'personal-details');
    expect(classic.chunks).toEqual(['assets/rolldown-runtime-2.js', 'assets/ApplicationPage-3.js']);
    expect(classic.pageStylesheets).toEqual([]);
    const dynamic = firstScreenAssets(withLazyParts, files, ROOT, 'initial-details');
    // Its imports' styles before its own, and none the entry's sheets already have.
    expect(dynamic.pageStylesheets.map(({ fileName }) => fileName)).toEqual([
      'assets/DataPointField-11.css',
      'assets/DynamicStepScreen-12.css',
    ]);
    // Its code is not requested before the entry: only its styles are in the page.
    expect(dynamic.chunks).toEqual(classic.chunks);
  });

  it('names what a first page starts with, after its static imports and without what the entry brings', () => {
    const dynamicBuild = bundleOf(
      ...Object.values(build),
      chunk('assets/DynamicStepScreen-9.js', {
        moduleIds: [STEP_SCREEN],
        imports: ['assets/formKit-10.js', 'assets/index-1.js', 'assets/rolldown-runtime-2.js'],
      }),
      chunk('assets/formKit-10.js', { imports: ['assets/index-1.js'] }),
      chunk('assets/dynamicForm-11.js', {
        moduleIds: [STEP_TEXTS],
        imports: ['assets/rolldown-runtime-2.js'],
      }),
    );
    expect(firstScreenAssets(dynamicBuild, files, ROOT, 'initial-details').startupChunks).toEqual([
      'assets/formKit-10.js',
      'assets/DynamicStepScreen-9.js',
      'assets/dynamicForm-11.js',
    ]);
    expect(firstScreenAssets(dynamicBuild, files, ROOT, 'personal-details').startupChunks).toEqual(
      [],
    );
  });

  it('names what the screen after the first needs, after its static imports and without what the entry or the startup bring', () => {
    const withNextScreen: FirstScreenFiles = {
      ...files,
      continue: { 'personal-details': [CLASSIC_STEP, PATTERNS, ALL_TEXTS] },
    };
    const classicBuild = bundleOf(
      ...Object.values(build),
      chunk('assets/ClassicStepScreen-9.js', {
        moduleIds: [CLASSIC_STEP],
        imports: ['assets/formKit-10.js', 'assets/index-1.js', 'assets/rolldown-runtime-2.js'],
      }),
      chunk('assets/formKit-10.js', { imports: ['assets/index-1.js'] }),
      chunk('assets/validation-11.js', { moduleIds: [PATTERNS] }),
      chunk('assets/translation-12.js', { moduleIds: [ALL_TEXTS] }),
    );
    expect(firstScreenAssets(classicBuild, withNextScreen, ROOT, 'personal-details')).toMatchObject(
      {
        startupChunks: [],
        continueChunks: [
          'assets/formKit-10.js',
          'assets/ClassicStepScreen-9.js',
          'assets/validation-11.js',
          'assets/translation-12.js',
        ],
      },
    );
    // Where nothing is named after the first page (a v3 build's), nothing is requested at its continue.
    expect(firstScreenAssets(classicBuild, files, ROOT, 'personal-details').continueChunks).toEqual(
      [],
    );
    // Where the patterns are in the entry, the list is out of date: the build says so.
    const patternsInTheEntry = bundleOf(
      ...Object.values(classicBuild)
        .filter((output) => output.fileName !== 'assets/validation-11.js')
        .map((output) =>
          output.fileName === 'assets/index-1.js' && output.type === 'chunk'
            ? { ...output, moduleIds: [...output.moduleIds, PATTERNS] }
            : output,
        ),
    );
    expect(() =>
      firstScreenAssets(patternsInTheEntry, withNextScreen, ROOT, 'personal-details'),
    ).toThrow(/Continue modules in no chunk of their own.*validation\.ts/);
  });

  it('refuses a startup module the entry holds, or no chunk does, rather than a page that never requests it', () => {
    const textsInTheEntry = bundleOf(
      ...Object.values(build).map((output) =>
        output.fileName === 'assets/index-1.js' && output.type === 'chunk'
          ? { ...output, moduleIds: [...output.moduleIds, STEP_TEXTS] }
          : output,
      ),
      chunk('assets/DynamicStepScreen-9.js', { moduleIds: [STEP_SCREEN] }),
    );
    expect(() => firstScreenAssets(textsInTheEntry, files, ROOT, 'initial-details')).toThrow(
      /no chunk of their own.*virtual:brand-texts\/dynamicForm/,
    );
    const textsNowhere = bundleOf(
      ...Object.values(build),
      chunk('assets/DynamicStepScreen-9.js', { moduleIds: [STEP_SCREEN] }),
    );
    expect(() => firstScreenAssets(textsNowhere, files, ROOT, 'initial-details')).toThrow(
      /no chunk of their own.*virtual:brand-texts\/dynamicForm/,
    );
  });

  it('requests every chunk the entry imports, however deep, and orders their styles as Vite links them', () => {
    const deep = bundleOf(
      chunk('assets/index-1.js', {
        isEntry: true,
        imports: ['assets/vendor-2.js'],
        css: ['assets/index-4.css'],
      }),
      chunk('assets/vendor-2.js', {
        imports: ['assets/runtime-3.js'],
        css: ['assets/vendor-5.css'],
      }),
      chunk('assets/runtime-3.js', { imports: ['assets/vendor-2.js'] }),
      asset('assets/index-4.css', 'entry'),
      asset('assets/vendor-5.css', 'vendor'),
    );
    const assets = firstScreenAssets(deep, files, ROOT);
    expect(assets.chunks).toEqual(['assets/runtime-3.js', 'assets/vendor-2.js']);
    expect(assets.entryStylesheets.map(({ text }) => text)).toEqual(['vendor', 'entry']);
    expect(assets.lookStylesheets).toEqual([]);
  });

  it('refuses a bundle without exactly one entry rather than writing a page that starts nothing', () => {
    const { ['assets/index-1.js']: _entry, ...withoutEntry } = build;
    expect(() => firstScreenAssets(withoutEntry, files, ROOT)).toThrow(/one entry chunk.*has 0/);
    const twoEntries = bundleOf(
      ...Object.values(build),
      chunk('assets/other-9.js', { isEntry: true }),
    );
    expect(() => firstScreenAssets(twoEntries, files, ROOT)).toThrow(/has 2/);
  });

  it('refuses a stylesheet the bundle does not have rather than painting without it', () => {
    const { ['assets/index-4.css']: _css, ...withoutCss } = build;
    expect(() => firstScreenAssets(withoutCss, files, ROOT)).toThrow(/assets\/index-4\.css/);
  });
});
