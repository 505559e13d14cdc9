import { appLoginUrl, ensureAppLogin, provisionLocalDatabase } from '../database-logins';
import { LOCAL_ADMIN_DATABASE_URL, ownerDatabaseUrl } from '../data-source';
import { ensureDatabase, runMigrations } from '../provisioning';

/**
 * `node libs/db/dist/cli/migrate.js`: as the owner (DATABASE_OWNER_URL), creates the database if
 * needed, applies migrations, and makes sure the api's and the worker's login (DATABASE_URL) works.
 * Without DATABASE_OWNER_URL (development), it first provisions the local server's default database
 * and both logins as the server's administrator.
 */
async function main(): Promise<void> {
  const ownerUrl = process.env.DATABASE_OWNER_URL
    ? ownerDatabaseUrl(process.env)
    : process.env.NODE_ENV === 'production'
      ? ownerDatabaseUrl(process.env) // refuses: production names its owner
      : await provisionLocalDatabase(LOCAL_ADMIN_DATABASE_URL);
  await ensureDatabase(ownerUrl);
  const ran = await runMigrations(ownerUrl);
  await ensureAppLogin(ownerUrl, process.env.DATABASE_URL ?? appLoginUrl(ownerUrl));
  console.log(ran.length ? `Applied migrations: ${ran.join(', ')}` : 'Database schema is up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
