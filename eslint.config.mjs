// One ESLint config for every workspace. The architecture's import rules live in tools/lint/boundaries.mjs.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, packageInternalsPatterns } from './tools/lint/boundaries.mjs';

const root = import.meta.dirname;
const web = ['shell/src/**', 'mf-*/src/**', 'packages/ui/src/**'];
/** Files the workspaces' tsconfig.json files include: these get the type-aware rules. */
const typed = [
  'packages/*/src/**/*.{ts,tsx}',
  'services/*/src/**/*.ts',
  'tools/mail-catcher/src/**/*.ts',
  'tools/stripe-double/src/**/*.ts',
  'tools/places-double/src/**/*.ts',
  'shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
];
/** Node workspaces leave their tests out of tsconfig.json (they are not built), so no types for them. */
const untypedTests = [
  'packages/{contracts,i18n,service-kit,triage}/src/**/*.test.ts',
  'services/*/src/**/*.test.ts',
  'tools/mail-catcher/src/**/*.test.ts',
  'tools/stripe-double/src/**/*.test.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/.mf/', '**/coverage/', 'test-results/', 'playwright-report/', '**/.data/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'services/symptoms/test/support/stand-in-engine.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: typed,
    ignores: untypedTests,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns; the async handlers show their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  {
    // Jest's matchers (expect.any, mock.calls) are typed any: tests check those values by asserting on them.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/testing.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: web,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { ...jsxA11y.flatConfigs.recommended, files: web.map((glob) => `${glob}/*.tsx`) },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        // The "source" condition resolves @app/* packages to their TypeScript sources, as tests and webpack do.
        createTypeScriptImportResolver({
          conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
          alwaysTryTypes: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }],
      'no-restricted-imports': ['error', { patterns: packageInternalsPatterns() }],
    },
  },
  prettier,
);
