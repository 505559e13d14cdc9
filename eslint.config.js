// One lint setup for every workspace: typescript-eslint's recommended rules, React hooks rules for the
// web app, and the house rules that keep the architecture (eslint/): what may import what, and
// repositories as the only way to the database.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const jestPlugin = require('eslint-plugin-jest');
const boundaries = require('./eslint/boundaries.cjs');
const repositoryBoundary = require('./eslint/repository-boundary.cjs');

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.cache/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A focused test (it.only, fdescribe) silently skips the rest of its file.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.fault.ts'],
    plugins: { jest: jestPlugin },
    rules: { 'jest/no-focused-tests': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries,
  repositoryBoundary,
);
