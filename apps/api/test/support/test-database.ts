import { createDataSource, provisionLocalDatabase, runMigrations, Transactions } from '@cdi/db';
import { loadApiEnv } from '../../src/config/api-env';
import { SecretBox } from '../../src/credentials/secret-box';
import { seedDemoData } from '../../src/demo/seed-demo';

/**
 * Makes a fresh database ready for the test processes, as `npm start` does: provisioned through the
 * server administrator's URL (`adminUrl`: both logins, the database owned by the owner's), migrated
 * and loaded with the demo data (the tests sign in as its developer) as the owner. Returns the
 * owner's URL; the api and the worker log in as `appLoginUrl` of it.
 */
export async function prepareTestDatabase(adminUrl: string): Promise<string> {
  const ownerUrl = await provisionLocalDatabase(adminUrl);
  await runMigrations(ownerUrl);
  const dataSource = await createDataSource({ url: ownerUrl, poolSize: 2 }).initialize();
  try {
    await seedDemoData(
      new Transactions(dataSource),
      new SecretBox(loadApiEnv({ NODE_ENV: 'test', ALLOW_DEMO_SECRET: 'true' }).APP_SECRET),
    );
  } finally {
    await dataSource.destroy();
  }
  return ownerUrl;
}
