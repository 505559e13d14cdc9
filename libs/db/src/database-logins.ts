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
