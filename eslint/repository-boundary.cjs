// Repositories are the only I/O boundary (docs/adr/0001): TypeORM and pg are reached only from
// *.repository.ts files, libs/db (entities, migrations, the data-source config, shared repositories)
// and libs/connections (which hands the DataSource to Nest). Services and controllers take
// repositories, and `Transactions` from libs/db for a unit of work. Outside the rule on purpose:
// integration tests, e2e support, the bench and scripts, which arrange and inspect rows straight
// in the database as a client the product does not trust.
module.exports = {
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
};
