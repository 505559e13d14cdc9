import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { poolOf } from './raw-rows';

/**
 * The second wall of tenant isolation (ADR 0010): Postgres row-level security. Every tenant-owned
 * table has the policy `tenant_rows` (migration TenantRowSecurity), which shows and accepts a row only
 * when the connection's scope names the row's tenant or is the platform's. The scope of a unit of
 * work is set here, and each connection the pool hands out is switched to it before its first
 * statement, so a query that forgets its tenant filter still sees no other tenant's rows.
 */

/**
 * The role the api and the worker log in as (database-logins.ts): it owns nothing, is no superuser
 * and cannot bypass the policies, so they apply to every statement the processes run.
 */
export const TENANT_APP_ROLE = 'cdi_app';

/**
 * Whose rows the database shows: some tenants' (a candidate's or an admin's, or a batch of several
 * candidates' answers), the whole platform's (developers, and work done for every tenant), or none.
 */
export type TenantScope = { readonly tenantIds: readonly string[] } | 'platform' | 'none';

const scopes = new AsyncLocalStorage<TenantScope>();

/** Runs `work` with the database showing only the rows of `scope`. */
export function inTenantScope<T>(scope: TenantScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** Runs `work` with the database showing only this tenant's rows. */
export function asTenant<T>(tenantId: string, work: () => T): T {
  return scopes.run({ tenantIds: [tenantId] }, work);
}

/** Runs `work` with the database showing only these tenants' rows (work batched across tenants). */
export function asTenants<T>(tenantIds: readonly string[], work: () => T): T {
  return scopes.run({ tenantIds: [...new Set(tenantIds)] }, work);
}

/**
 * Runs `work` for the whole platform: every tenant's rows. Only for work that is not any one tenant's
 * (a developer's, a session lookup before the tenant is known, the housekeeping of every tenant);
 * each caller says why in a comment.
 */
export function acrossTenants<T>(work: () => T): T {
  return scopes.run('platform', work);
}

/** The scope of the running unit of work (`fallback` outside any). */
export function currentTenantScope(fallback: TenantScope): TenantScope {
  return scopes.getStore() ?? fallback;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ScopeSettings {
  key: string;
  allTenants: 'on' | '';
  tenantIds: string;
}

function settingsOf(scope: TenantScope): ScopeSettings {
  if (scope === 'platform') return { key: 'platform', allTenants: 'on', tenantIds: '' };
  if (scope === 'none') return { key: 'none', allTenants: '', tenantIds: '' };
  // A malformed id would make every statement fail on the cast; refuse it where it comes from.
  for (const id of scope.tenantIds) if (!UUID.test(id)) throw new Error(`Not a tenant id: ${id}`);
  const tenantIds = [...scope.tenantIds].sort().join(',');
  return { key: tenantIds, allTenants: '', tenantIds };
}

/** The settings a pooled connection holds now (its scope's key), remembered on the client itself. */
const appliedScope = new WeakMap<PoolClient, string>();

/**
 * Makes every connection of `pool` work in the scope of the unit of work that asked for it
 * (`fallback` outside any: 'none' in the api, so a forgotten scope shows nothing). A connection is
 * switched only when its scope differs from the one it holds, one statement; a transaction keeps the
 * scope it started in, as it holds one connection throughout.
 */
function isolateTenants(pool: Pool, fallback: TenantScope): void {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const scoped = async (scope: TenantScope): Promise<PoolClient> => {
    const settings = settingsOf(scope);
    const client = await connect();
    if (appliedScope.get(client) === settings.key) return client;
    try {
      await client.query(`SELECT set_config('app.all_tenants', $1, false), set_config('app.tenant_ids', $2, false)`, [
        settings.allTenants,
        settings.tenantIds,
      ]);
    } catch (error) {
      // A connection in an unknown state goes back to be closed, not reused.
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    appliedScope.set(client, settings.key);
    return client;
  };
  // pg-pool's own query() and TypeORM both take connections through connect(), with or without a callback.
  (pool as { connect: unknown }).connect = (
    callback?: (error: Error | undefined, client?: PoolClient, done?: () => void) => void,
  ) => {
    // The scope is read now, in the caller's context: the connection may come later from another's release.
    const pending = scoped(currentTenantScope(fallback));
    if (!callback) return pending;
    pending.then(
      (client) => callback(undefined, client, client.release.bind(client)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  };
}

/**
 * Refuses to run the api or the worker on a login that row-level security would not hold: a
 * superuser, a role with BYPASSRLS, or one that owns a table of this database or may `SET ROLE` to
 * its owner.
 */
async function assertAppLogin(dataSource: DataSource): Promise<void> {
  const [login] = (await dataSource.query(
    `SELECT r.rolname AS name, r.rolsuper AS superuser, r.rolbypassrls AS bypass,
            EXISTS (SELECT 1 FROM pg_class c WHERE c.relkind IN ('r', 'p') AND c.relnamespace = 'public'::regnamespace
                       AND pg_has_role(r.oid, c.relowner, 'MEMBER')) AS owner
       FROM pg_roles r WHERE r.rolname = session_user`,
  )) as { name: string; superuser: boolean; bypass: boolean; owner: boolean }[];
  const why = !login
    ? 'is unknown'
    : login.superuser
      ? 'is a superuser'
      : login.bypass
        ? 'bypasses row-level security'
        : login.owner
          ? "owns the product's tables or may become their owner"
          : null;
  if (why) {
    throw new Error(
      `DATABASE_URL logs in as ${login?.name ?? 'a role'}, which ${why}: the api and the worker need the application's ` +
        `login (role ${TENANT_APP_ROLE}), and migrations the owner's (DATABASE_OWNER_URL). See docs/deploy.md.`,
    );
  }
}

/** The fallback scope each isolated DataSource's connections were given. */
const isolatedWith = new WeakMap<DataSource, TenantScope>();

/**
 * Connects the api's or the worker's DataSource with its connections isolated as above, on a login
 * the policies hold.
 */
export async function initializeIsolated(dataSource: DataSource, fallback: TenantScope): Promise<DataSource> {
  await dataSource.initialize();
  try {
    await assertAppLogin(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  isolateTenants(poolOf(dataSource), fallback);
  isolatedWith.set(dataSource, fallback);
  return dataSource;
}

/** Isolates another pool of `dataSource`'s connections as its own are (nothing, if they are not). */
export function isolateLikeDataSource(dataSource: DataSource, pool: Pool): void {
  const fallback = isolatedWith.get(dataSource);
  if (fallback) isolateTenants(pool, fallback);
}
