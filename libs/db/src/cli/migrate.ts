import { DEFAULT_DATABASE_URL } from '../data-source';
import { ensureDatabase, runMigrations } from '../provisioning';

/** `node libs/db/dist/cli/migrate.js`: creates the database if needed and applies migrations. */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  await ensureDatabase(url);
  const ran = await runMigrations(url);
  console.log(ran.length ? `Applied migrations: ${ran.join(', ')}` : 'Database schema is up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
