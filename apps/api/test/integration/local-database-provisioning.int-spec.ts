import { randomBytes } from 'node:crypto';
import {
  createDataSource,
  DEVELOPMENT_OWNER_ROLE,
  dropDatabase,
  ensureDatabase,
  ownerLoginUrl,
  provisionLocalDatabase,
  runMigrations,
  TENANT_APP_ROLE,
} from '@cdi/db';

/**
 * What `npm start` and the test stacks do on a local server as its superuser (ADR 0010): both logins,
 * the database owned by the owner's, and a database an earlier version migrated as the superuser
 * handed to the owner, who then migrates it and creates its new tables with the app's grants.
 */
describe('provisioning a local database', () => {
  const databases: string[] = [];
  function adminUrlOf(suffix: string): string {
    const url = new URL(process.env.TEST_DATABASE_ADMIN_URL!);
    url.pathname = `${url.pathname}_${suffix}_${randomBytes(2).toString('hex')}`;
    databases.push(url.toString());
    return url.toString();
  }
  afterAll(async () => {
    for (const url of databases) await dropDatabase(url);
  });

  /** The owners of the database and of everything in its schema but an extension's members. */
  const OWNERS = `SELECT DISTINCT owner::regrole::text AS owner FROM (
      SELECT c.relowner AS owner FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
      UNION ALL
      SELECT p.proowner FROM pg_proc p
       WHERE p.pronamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
      UNION ALL
      SELECT t.typowner FROM pg_type t WHERE t.typnamespace = 'public'::regnamespace AND t.typtype = 'e'
      UNION ALL
      SELECT datdba FROM pg_database WHERE datname = current_database()
    ) owned`;

  it('hands a database migrated as the superuser to the owner, who migrates it on with the grants the app needs', async () => {
    const adminUrl = adminUrlOf('legacy');
    await ensureDatabase(adminUrl);
    await runMigrations(adminUrl); // as an earlier npm start did: everything the superuser's

    const ownerUrl = await provisionLocalDatabase(adminUrl);
    expect(ownerUrl).toBe(ownerLoginUrl(adminUrl));
    await provisionLocalDatabase(adminUrl); // again: nothing left to hand over, nothing refused

    const asOwner = await createDataSource({ url: ownerUrl, poolSize: 1 }).initialize();
    try {
      expect(await asOwner.query(OWNERS)).toEqual([{ owner: DEVELOPMENT_OWNER_ROLE }]);
      expect(await runMigrations(ownerUrl)).toEqual([]);
      // A table a later migration adds (as the owner now) reaches the app through the default grants.
      await asOwner.query('CREATE TABLE provisioning_probe (id int)');
      const [grants] = await asOwner.query(
        `SELECT has_table_privilege($1, 'provisioning_probe', 'INSERT') AS probe,
                has_table_privilege($1, 'users', 'SELECT') AS users,
                has_function_privilege($1, 'login_id_taken(text, uuid)', 'EXECUTE') AS "loginIdTaken"`,
        [TENANT_APP_ROLE],
      );
      expect(grants).toEqual({ probe: true, users: true, loginIdTaken: true });
    } finally {
      await asOwner.destroy();
    }
  });

  it('provisions a fresh database twice at once (another run on the server) and migrates it as the owner', async () => {
    const adminUrl = adminUrlOf('fresh');
    const [ownerUrl] = await Promise.all([provisionLocalDatabase(adminUrl), provisionLocalDatabase(adminUrl)]);
    expect((await runMigrations(ownerUrl!)).length).toBeGreaterThan(0);

    const asOwner = await createDataSource({ url: ownerUrl!, poolSize: 1 }).initialize();
    try {
      expect(await asOwner.query(OWNERS)).toEqual([{ owner: DEVELOPMENT_OWNER_ROLE }]);
      const [{ trgm }] = await asOwner.query(`SELECT count(*)::int AS trgm FROM pg_extension WHERE extname = 'pg_trgm'`);
      expect(trgm).toBe(1); // a trusted extension: the database's owner installs it
    } finally {
      await asOwner.destroy();
    }
  });
});
