// The lint rules that keep the architecture, exercised on code that breaks them: each must be reported
// (and the same code where it is allowed must pass), so a config change that silences a rule fails here.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

const typeormImport = "import { DataSource } from 'typeorm';\nexport type Db = DataSource;\n";
const sqlCall = "export const rows = (db: { query(sql: string): unknown }) => db.query('select 1');\n";
// Built from parts so this file itself holds no focused test for a scan of the tree to find.
const focusedTestCall = `${['it', 'only'].join('.')}('runs alone', () => undefined);\n`;
const deepFeatureImport = "export { rosterAlerts } from '../invigilation/lib/roster-alerts';\n";

/** Code as if it were the file at `file` (relative to the repo root). */
const samples = {
  typeormInService: { file: 'apps/api/src/attempts/attempts.service.ts', code: typeormImport },
  typeormInRepository: { file: 'apps/api/src/attempts/attempts.repository.ts', code: typeormImport },
  sqlInController: { file: 'apps/api/src/invigilation/invigilation.controller.ts', code: sqlCall },
  sqlInRepository: { file: 'apps/api/src/invigilation/invigilation.repository.ts', code: sqlCall },
  appImportsApp: { file: 'apps/worker/src/shortcut.ts', code: "export { AppModule } from '../../api/src/app.module';\n" },
  deepFeatureImport: { file: 'apps/web/src/features/admin-console/shortcut.ts', code: deepFeatureImport },
  featureIndexImport: { file: 'apps/web/src/features/admin-console/shortcut.ts', code: "export * from '../invigilation';\n" },
  undeclaredPackage: {
    file: 'libs/exam-core/src/shortcut.ts',
    code: "import express from 'express';\nexport default express;\n",
  },
  focusedTest: { file: 'libs/exam-core/src/shortcut.spec.ts', code: focusedTestCall },
};

type Sample = keyof typeof samples;
let broken: Record<Sample, string[]>;

beforeAll(() => {
  // ESLint runs in its own process, as `npm run lint` runs it (its config loader needs native ESM).
  const names = Object.keys(samples) as Sample[];
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-text.mjs')], {
    cwd: root,
    input: JSON.stringify(names.map((name) => samples[name])),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as string[][];
  broken = Object.fromEntries(names.map((name, i) => [name, results[i]])) as Record<Sample, string[]>;
}, 120_000);

describe('house rules in npm run lint', () => {
  it('keeps TypeORM and pg out of services and controllers', () => {
    expect(broken.typeormInService).toContain('no-restricted-imports');
    expect(broken.typeormInRepository).not.toContain('no-restricted-imports');
  });

  it('keeps SQL in repositories', () => {
    expect(broken.sqlInController).toContain('no-restricted-syntax');
    expect(broken.sqlInRepository).not.toContain('no-restricted-syntax');
  });

  it('stops an app importing another app', () => {
    expect(broken.appImportsApp).toContain('boundaries/dependencies');
  });

  it('stops a web feature reaching past another feature’s index', () => {
    expect(broken.deepFeatureImport).toContain('boundaries/dependencies');
    expect(broken.featureIndexImport).not.toContain('boundaries/dependencies');
  });

  it('stops a workspace importing a package it does not declare', () => {
    expect(broken.undeclaredPackage).toContain('import-x/no-extraneous-dependencies');
  });

  it('refuses a focused test', () => {
    expect(broken.focusedTest).toContain('jest/no-focused-tests');
  });
});
