import { Client } from 'pg';
import { TENANT_APP_ROLE } from './tenant-isolation';

/**
 * The two logins of a deployment (ADR 0010). The owner (DATABASE_OWNER_URL) owns the schema and the
 * tables and runs migrations, provisioning and the demo data; the api and the worker log in as the
 * application's role (DATABASE_URL), which owns nothing, is no superuser and cannot bypass row-level
 * security, so neither `RESET ROLE` nor `SET ROLE` takes them past the policies.
 */

/** The local development password of the application's login (production names its own in DATABASE_URL). */
const DEVELOPMENT_APP_PASSWORD = 'cdi_app';

/** The application's login on the same server and database as the owner's URL (development and tests). */
export function appLoginUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = TENANT_APP_ROLE;
  url.password = DEVELOPMENT_APP_PASSWORD;
  return url.toString();
}

async function canLogIn(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, application_name: 'cdi-migrate' });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Makes the application's login of `appUrl` work, through the owner's connection: a role that can
 * log in with the URL's password, never a superuser, never bypassing row-level security, a member of
 * TENANT_APP_ROLE (which holds the privileges the migrations grant). Roles belong to the whole server
 * and other databases (test runs) share them: created when missing, never dropped. Nothing is asked
 * of the owner when the login works already (a production owner needs no CREATEROLE then).
 */
export async function ensureAppLogin(ownerUrl: string, appUrl: string): Promise<void> {
  if (await canLogIn(appUrl)) return;
  const { username, password } = new URL(appUrl);
  const role = decodeURIComponent(username);
  if (!/^[a-z_][a-z0-9_]*$/.test(role)) throw new Error(`Unsupported login name "${role}" in DATABASE_URL`);
  const owner = new Client({ connectionString: ownerUrl, application_name: 'cdi-migrate' });
  await owner.connect();
  try {
    const secret = password ? await owner.query('SELECT quote_literal($1::text) AS q', [decodeURIComponent(password)]) : null;
    const passwordClause = secret ? ` PASSWORD ${secret.rows[0].q as string}` : '';
    const attributes = `LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE${passwordClause}`;
    const exists = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    let refused: unknown = null;
    try {
      await owner.query(exists.rowCount ? `ALTER ROLE ${role} ${attributes}` : `CREATE ROLE ${role} ${attributes}`);
      if (role !== TENANT_APP_ROLE) await owner.query(`GRANT ${TENANT_APP_ROLE} TO ${role}`);
    } catch (error) {
      refused = error; // another run on the same server may have just done the same: the login decides
    }
    if (!(await canLogIn(appUrl))) {
      const why = refused instanceof Error ? refused.message : 'the server refuses it (a password missing in the URL?)';
      throw new Error(`The application's login ${role} (DATABASE_URL) cannot connect: ${why}`);
    }
  } finally {
    await owner.end();
  }
}

/** The local development owner's login (a deployment names its own owner in DATABASE_OWNER_URL). */
export const DEVELOPMENT_OWNER_ROLE = 'cdi_owner';
const DEVELOPMENT_OWNER_PASSWORD = 'cdi_owner';

/** The development owner's login on the same server and database as the administrator's URL. */
export function ownerLoginUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.username = DEVELOPMENT_OWNER_ROLE;
  url.password = DEVELOPMENT_OWNER_PASSWORD;
  return url.toString();
}

/** The advisory lock key provisioning holds, on the server and in the database it provisions. */
const PROVISIONING_LOCK = 0x0cd1_0001;

/** A login that may own a database and nothing beyond it: no superuser, no BYPASSRLS, no CREATEDB/CREATEROLE. */
const PLAIN_LOGIN = 'LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE';

/**
 * Repeats a step another run on the same server may be taking at the same moment (a role or a
 * database created twice, a catalog row updated twice), until it holds or fails three times.
 */
async function tolerateRaces(step: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function ensureLoginRole(admin: Client, role: string, password: string): Promise<void> {
  await tolerateRaces(async () => {
    const found = await admin.query<{ plain: boolean }>(
      `SELECT rolcanlogin AND NOT rolsuper AND NOT rolbypassrls AND NOT rolcreatedb AND NOT rolcreaterole AS plain
         FROM pg_roles WHERE rolname = $1`,
      [role],
    );
    if (found.rows[0]?.plain) return;
    await admin.query(`${found.rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} ${PLAIN_LOGIN} PASSWORD '${password}'`);
  });
}

/**
 * What the owner owns in the schema public, as the statements that hand it to the owner: tables,
 * views and free sequences (a table's own sequences and indexes follow it), functions, and types;
 * an extension's members stay the extension's.
 */
const HAND_OVER = `
  SELECT format('ALTER %s %s OWNER TO ${DEVELOPMENT_OWNER_ROLE}', kind, name) AS statement FROM (
    SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                          WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END AS kind, c.oid::regclass::text AS name, c.relowner AS owner
      FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT CASE p.prokind WHEN 'p' THEN 'PROCEDURE' WHEN 'a' THEN 'AGGREGATE' ELSE 'FUNCTION' END,
           p.oid::regprocedure::text, p.proowner
      FROM pg_proc p
     WHERE p.pronamespace = 'public'::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.oid::regtype::text, t.typowner
      FROM pg_type t
     WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'r')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  ) owned
  WHERE owner <> '${DEVELOPMENT_OWNER_ROLE}'::regrole`;

/**
 * Provisions a database on a local server (`npm start`, the test stacks, e2e, the bench) through its
 * administrator's URL (the server's superuser), the way a deployment is provisioned by hand
 * (docs/deploy.md): the owner's login (`cdi_owner`) and the application's (`cdi_app`), both plain
 * logins; the database owned by the owner, and in it whatever an earlier run left to the
 * administrator (a database migrated as the superuser) handed to the owner. Roles belong to the whole
 * server and concurrent runs share them: created when missing, never dropped. The owner is a member of
 * `cdi_app` (so the migrations' grants to it need no CREATEROLE) and nothing more. Returns the owner's
 * URL of the database, for the migrations, the demo data and the tests' own queries.
 */
export async function provisionLocalDatabase(adminUrl: string): Promise<string> {
  const target = new URL(adminUrl);
  const database = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(database)) throw new Error(`Unsupported database name "${database}"`);
  const serverUrl = new URL(adminUrl);
  serverUrl.pathname = '/postgres';

  const server = new Client({ connectionString: serverUrl.toString(), application_name: 'cdi-migrate' });
  await server.connect();
  try {
    // One provisioning at a time on the server (test runs start together): catalog rows such as a
    // role's or a default privilege's are not safe to write from two sessions at once.
    await server.query('SELECT pg_advisory_lock($1)', [PROVISIONING_LOCK]);
    await ensureLoginRole(server, DEVELOPMENT_OWNER_ROLE, DEVELOPMENT_OWNER_PASSWORD);
    await ensureLoginRole(server, TENANT_APP_ROLE, DEVELOPMENT_APP_PASSWORD);
    await tolerateRaces(async () => {
      const member = await server.query<{ yes: boolean }>(`SELECT pg_has_role($1, $2, 'MEMBER') AS yes`, [
        DEVELOPMENT_OWNER_ROLE,
        TENANT_APP_ROLE,
      ]);
      if (!member.rows[0]?.yes) await server.query(`GRANT ${TENANT_APP_ROLE} TO ${DEVELOPMENT_OWNER_ROLE}`);
    });
    await tolerateRaces(async () => {
      const found = await server.query<{ owner: string }>(
        'SELECT datdba::regrole::text AS owner FROM pg_database WHERE datname = $1',
        [database],
      );
      if (!found.rowCount) await server.query(`CREATE DATABASE "${database}" OWNER ${DEVELOPMENT_OWNER_ROLE}`);
      else if (found.rows[0]?.owner !== DEVELOPMENT_OWNER_ROLE)
        await server.query(`ALTER DATABASE "${database}" OWNER TO ${DEVELOPMENT_OWNER_ROLE}`);
    });
  } finally {
    await server.end();
  }

  const inside = new Client({ connectionString: adminUrl, application_name: 'cdi-migrate' });
  await inside.connect();
  try {
    // Advisory locks belong to one database: this one's hand-over waits for another run's of it.
    await inside.query('BEGIN');
    await inside.query('SELECT pg_advisory_xact_lock($1)', [PROVISIONING_LOCK]);
    // Servers before PostgreSQL 15 give the schema to the superuser; 15 and later to the database's owner.
    await inside.query(`
      DO $$ BEGIN
        IF (SELECT nspowner::regrole::text FROM pg_namespace WHERE nspname = 'public')
           NOT IN ('pg_database_owner', '${DEVELOPMENT_OWNER_ROLE}') THEN
          ALTER SCHEMA public OWNER TO ${DEVELOPMENT_OWNER_ROLE};
        END IF;
      END $$`);
    const handOver = await inside.query<{ statement: string }>(HAND_OVER);
    for (const { statement } of handOver.rows) await inside.query(statement);
    // The grants an earlier migration made for the tables its login would create, now for the owner's.
    await inside.query(`
      ALTER DEFAULT PRIVILEGES FOR ROLE ${DEVELOPMENT_OWNER_ROLE} IN SCHEMA public
        GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${TENANT_APP_ROLE};
      ALTER DEFAULT PRIVILEGES FOR ROLE ${DEVELOPMENT_OWNER_ROLE} IN SCHEMA public
        GRANT USAGE, SELECT ON SEQUENCES TO ${TENANT_APP_ROLE}`);
    await inside.query('COMMIT');
  } finally {
    await inside.end();
  }
  return ownerLoginUrl(adminUrl);
}
