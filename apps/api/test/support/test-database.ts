import { appLoginUrl, createDataSource, ensureAppLogin, ensureDatabase, runMigrations, Transactions } from '@cdi/db';
import { loadApiEnv } from '../../src/config/api-env';
import { SecretBox } from '../../src/credentials/secret-box';
import { seedDemoData } from '../../src/demo/seed-demo';

/**
 * Makes a fresh database ready for the test processes, as its owner (`databaseUrl`): created,
 * migrated, the application's login working, and the demo data loaded once, as `npm start` loads it
 * (the tests sign in as its developer).
 */
export async function prepareTestDatabase(databaseUrl: string): Promise<void> {
  await ensureDatabase(databaseUrl);
  await runMigrations(databaseUrl);
  await ensureAppLogin(databaseUrl, appLoginUrl(databaseUrl));
  const dataSource = await createDataSource({ url: databaseUrl, poolSize: 2 }).initialize();
  try {
    await seedDemoData(
      new Transactions(dataSource),
      new SecretBox(loadApiEnv({ NODE_ENV: 'test', ALLOW_DEMO_SECRET: 'true' }).APP_SECRET),
    );
  } finally {
    await dataSource.destroy();
  }
}
