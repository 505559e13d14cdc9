// One lint setup for every workspace: typescript-eslint's recommended rules, React hooks rules for the web app.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const boundaries = require('eslint-plugin-boundaries');

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
  // Web app layers: the app shell routes to pages, pages compose features, features use shared. A feature's
  // own files import each other freely; anything else reaches a feature only through its index.ts.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'web-pages', pattern: 'apps/web/src/pages', partialMatch: false },
        { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', partialMatch: false, capture: ['feature'] },
        // The app shell: main.tsx, router.tsx, RootLayout.tsx (whatever is not in a folder above).
        { type: 'web-app', pattern: 'apps/web/src', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'unit-test', pattern: '**/*.spec.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { allow: { to: [{ module: { origin: ['external', 'core'] } }, { element: { isUnknown: true } }] } },
            { allow: { to: { element: { type: 'web-shared' } } } },
            { from: { element: { type: 'web-app' } }, allow: { to: { element: { type: ['web-app', 'web-pages'] } } } },
            { from: { element: { type: 'web-pages' } }, allow: { to: { element: { type: 'web-pages' } } } },
            {
              from: { element: { type: ['web-app', 'web-pages', 'web-feature'] } },
              allow: { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } },
            },
            { from: { element: { type: 'web-feature' } }, allow: { dependency: { relationship: { to: 'internal' } } } },
            // A unit test may build its input with another feature's test fixture.
            {
              from: { element: { type: 'web-feature' }, file: { categories: 'unit-test' } },
              allow: { to: { element: { type: 'web-feature', fileInternalPath: '**/*.fixture.ts' } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
