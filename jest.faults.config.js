// `npm run faults` (scripts/faults.mjs): the fault matrix, one *.fault.ts module per fault, against the
// real api, worker, Postgres and Redis like the integration tests, one file at a time.
const base = require('./jest.config.js');

const integration = base.projects.find((project) => project.displayName === 'integration');

module.exports = {
  cacheDirectory: base.cacheDirectory,
  testTimeout: 300_000,
  projects: [{ ...integration, displayName: 'faults', testMatch: ['<rootDir>/apps/*/test/faults/**/*.fault.ts'] }],
};
