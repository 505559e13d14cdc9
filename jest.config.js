// Unit tests (co-located *.spec.ts) and integration tests (test/integration/*.int-spec.ts against real
// Postgres and Redis). NestJS 12 ships ESM only, so @swc/jest compiles it to CommonJS with the rest.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/|pdfjs-dist/)'],
  moduleNameMapper: { '^@cdi/(contracts|exam-core|db|credentials|connections)$': '<rootDir>/libs/$1/src/index.ts' },
  testEnvironment: 'node',
  rootDir: __dirname,
};

module.exports = {
  cacheDirectory: path.join(__dirname, '.cache/jest'),
  // Integration tests drive real processes; a slow machine must not fail them on time alone.
  testTimeout: 90_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,apps}/*/src/**/*.spec.ts', '<rootDir>/content/**/*.spec.ts', '<rootDir>/eslint/*.spec.ts'],
    },
    {
      ...shared,
      // React components rendered into jsdom with Testing Library; styles are not loaded.
      displayName: 'component',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.tsx'],
      setupFiles: ['<rootDir>/apps/web/test/jsdom-setup.ts'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
      moduleNameMapper: { ...shared.moduleNameMapper, '\\.css$': '<rootDir>/apps/web/test/style-stub.cjs' },
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/apps/*/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/apps/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/support/global-teardown.ts',
    },
  ],
};
