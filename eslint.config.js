import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One folder per feature (docs/ARCHITECTURE.md); each gets its own lint zone below. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The code outside src that the walls also hold: it enters a feature through its index only. */
const OUTSIDE_SRC = [
  './build',
  './scripts',
  './bench',
  './vite.config.ts',
  './playwright.config.ts',
  './eslint.config.js',
];
/** What features may import from src/app: its wiring, never its composition. */
const APP_WIRING = [
  './hooks.ts',
  './store.ts',
  './createAppAsyncThunk.ts',
  './listenerMiddleware.ts',
  './services.ts',
  './servicesContext.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'docs/screenshots',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from src/app/hooks.',
            },
            // Its Link, NavLink and Form keep react-router's data-router code in the entry chunk.
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Form'],
              message: 'Use AppLink from src/features/layout/AppLink (docs/performance.md).',
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message: 'Use AppLink from src/features/layout/AppLink (docs/performance.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'bench/*/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  { files: ['src/**/*.tsx', 'bench/*/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A function that does not fit on a screen or two does more than one thing (issue 34).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
  {
    // The walls of docs/ARCHITECTURE.md: lib, config and i18n know no feature; a feature is entered
    // only through its index.ts; features take from app only its wiring; brands are read only
    // through virtual:brand.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/features', './src/app', './src/brands', './src/config', './src/i18n'],
              message: 'lib has no app, feature or brand knowledge.',
            },
            {
              target: ['./src/config', './src/i18n'],
              from: ['./src/features', './src/app'],
              message: 'config and i18n have no app or feature knowledge.',
            },
            {
              target: ['./src/config', './src/i18n'],
              from: './src/brands',
              except: ['./types.ts'],
              message: 'config and i18n read the brand through its types only.',
            },
            ...FEATURES.map((feature) => ({
              target: [
                ...FEATURES.filter((other) => other !== feature).map(
                  (other) => `./src/features/${other}`,
                ),
                './src/app',
                './src/prerender',
              ],
              from: `./src/features/${feature}`,
              except: ['./index.ts'],
              message: `Import ${feature} through src/features/${feature}/index.ts.`,
            })),
            {
              target: './src/features',
              from: './src/app',
              except: APP_WIRING,
              message:
                'Features take from app only its wiring: hooks, store, createAppAsyncThunk, listenerMiddleware, services, servicesContext.',
            },
            {
              target: './src/features',
              from: './src/brands',
              except: ['./types.ts'],
              message: 'Features read the brand through configuration, not by import.',
            },
          ],
        },
      ],
    },
  },
  {
    // The same walls past src: the build, the scripts, the bench and the root's configs use a
    // feature only through its index.ts (what they need of one, the feature exports: module ids,
    // markers, constants). scripts/feature-walls.mjs counts paths named in strings and JSON too.
    files: ['build/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,tsx}', '*.config.{ts,js}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURES.map((feature) => ({
            target: OUTSIDE_SRC,
            from: `./src/features/${feature}`,
            except: ['./index.ts'],
            message: `Import ${feature} through src/features/${feature}/index.ts.`,
          })),
        },
      ],
    },
  },
  { files: ['tests/unit/**/*.{ts,tsx}'], ...testingLibrary.configs['flat/react'] },
  {
    files: [
      'sandbox/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'tests/sandbox/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/engines/**/*.ts',
      'build/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests read JSON bodies and DOM values whose types the assertions themselves check.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
);
