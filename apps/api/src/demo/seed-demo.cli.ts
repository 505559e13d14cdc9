import { createDataSource, ownerDatabaseUrl, Transactions } from '@cdi/db';
import { loadApiEnv } from '../config/api-env';
import { SecretBox } from '../credentials/secret-box';
import { seedDemoData } from './seed-demo';

/** `node apps/api/dist/demo/seed-demo.cli.js`: loads the demo data as the owner (DATABASE_OWNER_URL); refuses in production. */
async function main(): Promise<void> {
  const env = loadApiEnv();
  if (env.NODE_ENV === 'production') {
    console.log('Production mode: demo data is not loaded');
    return;
  }
  const dataSource = await createDataSource({
    url: ownerDatabaseUrl(process.env),
    poolSize: 2,
    applicationName: 'cdi-seed',
  }).initialize();
  try {
    await seedDemoData(new Transactions(dataSource), new SecretBox(env.APP_SECRET));
    console.log('Demo data is loaded');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
