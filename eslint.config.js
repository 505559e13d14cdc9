// One lint setup for every workspace: typescript-eslint's recommended rules, React hooks rules for the web app.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const jestPlugin = require('eslint-plugin-jest');
const boundaries = require('eslint-plugin-boundaries');
const importX = require('eslint-plugin-import-x');

// --- Workspace boundaries: apps never import apps, libs never import apps, libs keep their layers
// (contracts <- exam-core, contracts <- db), and every workspace declares the packages it imports.
// Only literal import/require sources are checked: a path computed at run time (as apps/bench loads a
// build output) is invisible to lint.
const workspaceResolver = require.resolve('./scripts/lint/workspace-resolver.cjs');
const APPS = ['api', 'worker', 'web', 'bench'];
const LIB_LAYERS = { contracts: [], 'exam-core': ['contracts'], db: ['contracts'] };
const SOURCE_FILES = '**/*.{ts,tsx,js,mjs,cjs}';
/** Files that may use the root's and their workspace's devDependencies: tests, build and tool config. */
const DEV_FILES = [
  '**/*.spec.{ts,tsx}',
  '**/test/**',
  'e2e/**',
  'scripts/**',
  'apps/web/scripts/**',
  '**/*.config.{js,ts,cjs,mjs}',
];
const workspaceBoundaries = [
  {
    files: [SOURCE_FILES],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/*', capture: ['name'] },
        { type: 'lib', pattern: 'libs/*', capture: ['name'] },
      ],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export', 'require'],
      'import/resolver': { [workspaceResolver]: {} },
      'import-x/resolver': { [workspaceResolver]: {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...APPS.map((app) => ({
              from: { element: { type: 'app', captured: { name: app } } },
              disallow: { to: { element: { type: 'app', captured: { name: `!${app}` } } } },
              message: 'Apps never import other apps: move what they share into a lib',
            })),
            {
              from: { element: { type: 'lib' } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Libs never import apps',
            },
            ...Object.entries(LIB_LAYERS).map(([lib, below]) => ({
              from: { element: { type: 'lib', captured: { name: lib } } },
              disallow: { to: { element: { type: 'lib', captured: { name: `!{${[lib, ...below].join(',')},}` } } } },
              message: below.length
                ? `libs/${lib} imports no lib but ${below.map((b) => `libs/${b}`).join(', ')}`
                : `libs/${lib} imports no other lib`,
            })),
            // The one exception: the api's integration tests drive the web's exam engine against the real api.
            {
              from: { element: { type: 'app', captured: { name: 'api' }, fileInternalPath: 'test/integration/**' } },
              allow: {
                to: { element: { type: 'app', captured: { name: 'web' }, fileInternalPath: 'src/shared/exam-engine/**' } },
              },
            },
          ],
        },
      ],
    },
  },
  // Each workspace's code imports only what its own package.json declares (tests and tools may add the root's devDependencies).
  ...['apps', 'libs'].flatMap((group) =>
    require('node:fs')
      .readdirSync(`${__dirname}/${group}`)
      .map((name) => `${group}/${name}`)
      .flatMap((workspace) => [
        {
          files: [`${workspace}/${SOURCE_FILES}`],
          ignores: DEV_FILES,
          rules: {
            'import-x/no-extraneous-dependencies': [
              'error',
              { packageDir: [`${__dirname}/${workspace}`], devDependencies: false, includeInternal: true },
            ],
          },
        },
        {
          files: DEV_FILES.map((pattern) => `${workspace}/${pattern}`),
          rules: {
            'import-x/no-extraneous-dependencies': [
              'error',
              { packageDir: [`${__dirname}/${workspace}`, __dirname], devDependencies: true, includeInternal: true },
            ],
          },
        },
      ]),
  ),
  {
    files: [SOURCE_FILES],
    ignores: ['apps/**', 'libs/**'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [__dirname], devDependencies: true, includeInternal: true }],
    },
  },
];
// --- end of workspace boundaries

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
    // A focused test (it.only, fdescribe) silently skips the rest of its file.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts'],
    plugins: { jest: jestPlugin },
    rules: { 'jest/no-focused-tests': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...workspaceBoundaries,
  // Repositories are the only I/O boundary (docs/adr/0001): TypeORM and pg are reached only from
  // *.repository.ts files, libs/db (entities, migrations, the data-source config, shared repositories)
  // and libs/connections (which hands the DataSource to Nest). Services and controllers take
  // repositories, and `Transactions` from libs/db for a unit of work. Outside the rule on purpose:
  // integration tests, e2e support, the bench and scripts, which arrange and inspect rows straight
  // in the database as a client the product does not trust.
  {
    files: ['apps/**/*.{ts,tsx,js,mjs,cjs}', 'libs/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.repository.ts', 'libs/db/**', 'libs/connections/**', 'apps/*/test/**', 'apps/bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['typeorm', 'pg', '@nestjs/typeorm'].map((name) => ({
            name,
            message: 'Database access belongs in a *.repository.ts file (repositories are the only I/O boundary).',
          })),
          patterns: [
            {
              group: ['typeorm/*', 'pg/*'],
              message: 'Database access belongs in a *.repository.ts file (repositories are the only I/O boundary).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL runs only in a *.repository.ts file (repositories are the only I/O boundary).',
        },
      ],
    },
  },
);
