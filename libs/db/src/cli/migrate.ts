import { appLoginUrl, ensureAppLogin } from '../database-logins';
import { ownerDatabaseUrl } from '../data-source';
import { ensureDatabase, runMigrations } from '../provisioning';

/**
 * `node libs/db/dist/cli/migrate.js`: as the owner (DATABASE_OWNER_URL), creates the database if
 * needed, applies migrations, and makes sure the api's and the worker's login (DATABASE_URL) works.
 */
async function main(): Promise<void> {
  const ownerUrl = ownerDatabaseUrl(process.env);
  await ensureDatabase(ownerUrl);
  const ran = await runMigrations(ownerUrl);
  await ensureAppLogin(ownerUrl, process.env.DATABASE_URL ?? appLoginUrl(ownerUrl));
  console.log(ran.length ? `Applied migrations: ${ran.join(', ')}` : 'Database schema is up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
