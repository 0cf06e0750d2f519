import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Imports flow one way: lib → features → app. Brands are read only through virtual:brand.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/features', './src/app', './src/brands'],
              message: 'lib has no app or feature knowledge.',
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
  { files: ['tests/unit/**/*.{ts,tsx}'], ...testingLibrary.configs['flat/react'] },
  {
    files: [
      'sandbox/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'tests/sandbox/**/*.ts',
      'tests/e2e/**/*.ts',
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
