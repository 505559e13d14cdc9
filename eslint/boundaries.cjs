// What may import what, checked by `npm run lint` (and so by `npm test`):
// - apps (api, worker, web, bench) never import one another; libs never import apps; each lib imports
//   only the libs below it (LIB_LAYERS);
// - in the web app, the shell routes to pages, pages compose features, and everything reaches a
//   feature only through its index.ts; shared/ imports only shared/;
// - every workspace declares in its package.json each package its code imports.
// Only literal import/require sources are checked: a path computed at run time is invisible to lint.
const fs = require('node:fs');
const path = require('node:path');
const boundaries = require('eslint-plugin-boundaries');
const importX = require('eslint-plugin-import-x');

const root = path.resolve(__dirname, '..');
const workspaceResolver = require.resolve('./workspace-resolver.cjs');
const SOURCE_FILES = '**/*.{ts,tsx,js,mjs,cjs}';
const WEB_SOURCE_FILES = 'apps/web/src/**/*.{ts,tsx}';
const APPS = ['api', 'worker', 'web', 'bench'];
const LIB_LAYERS = {
  contracts: [],
  credentials: [],
  'exam-core': ['contracts'],
  db: ['contracts'],
  connections: ['contracts', 'db'],
};
/** The libs the web app's code may use (the rest hold server code). */
const WEB_LIBS = ['contracts', 'exam-core'];
/** Files that may use the root's and their workspace's devDependencies: tests, build and tool config. */
const DEV_FILES = [
  '**/*.spec.{ts,tsx}',
  '**/test/**',
  'e2e/**',
  'scripts/**',
  'apps/web/scripts/**',
  '**/*.config.{js,ts,cjs,mjs}',
];

// One list of elements for every file: the web app's layers first (the first pattern that matches wins),
// then whole apps and libs. A web file is therefore a web-* element, never an `app`.
const elements = [
  { type: 'web-pages', pattern: 'apps/web/src/pages', partialMatch: false },
  { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', partialMatch: false, capture: ['feature'] },
  // The app shell: main.tsx, router.tsx, RootLayout.tsx (whatever is not in a folder above).
  { type: 'web-app', pattern: 'apps/web/src', partialMatch: false },
  // The component tests' helpers (render with providers, a fake socket).
  { type: 'web-test', pattern: 'apps/web/test', partialMatch: false },
  { type: 'app', pattern: 'apps/*', capture: ['name'] },
  { type: 'lib', pattern: 'libs/*', capture: ['name'] },
];
const WEB_LAYERS = ['web-app', 'web-pages', 'web-feature', 'web-shared', 'web-test'];

const workspacePolicies = [
  ...APPS.map((app) => ({
    from: { element: { type: 'app', captured: { name: app } } },
    disallow: {
      to: { element: [{ type: 'app', captured: { name: `!${app}` } }, ...(app === 'web' ? [] : [{ type: WEB_LAYERS }])] },
    },
    message: 'Apps never import other apps: move what they share into a lib',
  })),
  {
    from: { element: { type: 'lib' } },
    disallow: { to: { element: [{ type: 'app' }, { type: WEB_LAYERS }] } },
    message: 'Libs never import apps',
  },
  ...Object.entries(LIB_LAYERS).map(([lib, below]) => ({
    from: { element: { type: 'lib', captured: { name: lib } } },
    disallow: { to: { element: { type: 'lib', captured: { name: `!{${[lib, ...below].join(',')},}` } } } },
    message: below.length
      ? `libs/${lib} imports no lib but ${below.map((b) => `libs/${b}`).join(', ')}`
      : `libs/${lib} imports no other lib`,
  })),
  // The one exception: the api's integration tests and faults drive the web's exam engine against the real api.
  {
    from: { element: { type: 'app', captured: { name: 'api' }, fileInternalPath: 'test/{integration,faults}/**' } },
    allow: { to: { element: { type: 'web-shared', fileInternalPath: 'exam-engine/**' } } },
  },
];

// The web app's files: nothing is allowed unless a policy says so, so another app is out by default.
const webPolicies = [
  { allow: { to: [{ module: { origin: ['external', 'core'] } }, { element: { isUnknown: true } }] } },
  { allow: { to: { element: { type: 'lib', captured: { name: WEB_LIBS } } } } },
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
  // A component test renders with the shared test helpers.
  { from: { file: { categories: 'component-test' } }, allow: { to: { element: { type: 'web-test' } } } },
];

/** Each workspace's code imports only what its own package.json declares (tests and tools may add the root's devDependencies). */
function declaredDependencies() {
  const workspaces = ['apps', 'libs'].flatMap((group) =>
    fs.readdirSync(path.join(root, group)).map((name) => `${group}/${name}`),
  );
  const rule = (packageDir, devDependencies) => ({
    'import-x/no-extraneous-dependencies': ['error', { packageDir, devDependencies, includeInternal: true }],
  });
  return [
    ...workspaces.flatMap((workspace) => [
      { files: [`${workspace}/${SOURCE_FILES}`], ignores: DEV_FILES, rules: rule([path.join(root, workspace)], false) },
      { files: DEV_FILES.map((pattern) => `${workspace}/${pattern}`), rules: rule([path.join(root, workspace), root], true) },
    ]),
    { files: [SOURCE_FILES], ignores: ['apps/**', 'libs/**'], rules: rule([root], true) },
  ];
}

module.exports = [
  {
    files: [SOURCE_FILES],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [
        { category: 'unit-test', pattern: '**/*.spec.ts' },
        { category: 'component-test', pattern: '**/*.spec.tsx' },
      ],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export', 'require'],
      'import/resolver': { [workspaceResolver]: {} },
      'import-x/resolver': { [workspaceResolver]: {} },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: workspacePolicies }] },
  },
  { files: [WEB_SOURCE_FILES], rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: webPolicies }] } },
  ...declaredDependencies(),
];
