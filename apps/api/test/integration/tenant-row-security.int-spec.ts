import { acrossTenants, asTenant, createDataSource, initializeIsolated, TENANT_APP_ROLE } from '@cdi/db';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { examScenario } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/**
 * Row-level security, the second wall behind the repositories' tenant filters: a connection set up
 * as the api's (login cdi_app, scope per unit of work) sees only its tenant's rows even in a query
 * that forgets the tenant, and cannot write another tenant's. The login itself is the wall: no role
 * switch, no missing scope and no table of sessions or tenants takes it past the policies.
 */
describe('tenant row-level security', () => {
  let stack: TestStack;
  let isolated: DataSource;
  let tenantTables: string[];
  let tenantA: string;
  let tenantB: string;

  beforeAll(async () => {
    stack = await sharedTestStack({ worker: true });
    const dev = await developerToken(stack.http);
    const [a, b] = [await createTenant(stack.http, dev), await createTenant(stack.http, dev)];
    tenantA = a.id;
    tenantB = b.id;
    // Both tenants get students, groups, a test, an assignment and attempts: rows in most tables.
    await examScenario(stack, a, 2);
    await examScenario(stack, b, 2);
    isolated = await initializeIsolated(createDataSource({ url: stack.env.DATABASE_URL!, poolSize: 2 }), 'none');
    const rows: { table_name: string }[] = await stack.dataSource.query(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY table_name`,
    );
    tenantTables = rows.map((r) => r.table_name);
  }, 120_000);
  afterAll(async () => {
    await isolated?.destroy();
    await stack?.close();
  });

  /** Each tenant-owned table's rows per tenant, as the isolated connection sees them in the current scope. */
  async function visibleTenants(): Promise<Map<string, Set<string | null>>> {
    const seen = new Map<string, Set<string | null>>();
    for (const table of tenantTables) {
      // Deliberately unscoped: no tenant filter at all.
      const rows: { tenant_id: string | null }[] = await isolated.query(`SELECT DISTINCT tenant_id FROM ${table}`);
      seen.set(table, new Set(rows.map((r) => r.tenant_id)));
    }
    return seen;
  }

  it('every tenant-owned table, and tenants itself, has row-level security with the tenant policy', async () => {
    const secured: { relname: string }[] = await stack.dataSource.query(
      `SELECT c.relname FROM pg_class c JOIN pg_policy p ON p.polrelid = c.oid
        WHERE c.relrowsecurity AND p.polname = 'tenant_rows' AND c.relname = ANY($1)`,
      [[...tenantTables, 'tenants']],
    );
    expect(tenantTables.length).toBeGreaterThanOrEqual(17);
    expect(secured.map((r) => r.relname).sort()).toEqual([...tenantTables, 'tenants'].sort());
  });

  it('works as the application role, which does not own the tables', async () => {
    const [{ current_user: role }] = await isolated.query('SELECT current_user');
    expect(role).toBe(TENANT_APP_ROLE);
  });

  it("the api and the worker log in as the application's role: no superuser, no BYPASSRLS, no table of its own", async () => {
    const logins: { app: string; role: string; superuser: boolean; bypass: boolean; tables: number }[] =
      await stack.dataSource.query(
        `SELECT DISTINCT a.application_name AS app, r.rolname AS role, r.rolsuper AS superuser, r.rolbypassrls AS bypass,
                (SELECT count(*) FROM pg_class c WHERE c.relowner = r.oid AND c.relkind IN ('r', 'p'))::int AS tables
           FROM pg_stat_activity a JOIN pg_roles r ON r.oid = a.usesysid
          WHERE a.datname = current_database() AND a.application_name IN ('cdi-api', 'cdi-worker')
          ORDER BY app`,
      );
    const expected = { role: TENANT_APP_ROLE, superuser: false, bypass: false, tables: 0 };
    expect(logins).toEqual([
      { app: 'cdi-api', ...expected },
      { app: 'cdi-worker', ...expected },
    ]);
  });

  it('the database, its tables, sequences and functions belong to one owner: a plain login the app cannot become', async () => {
    const owners: { owner: string }[] = await stack.dataSource.query(
      `SELECT DISTINCT owner::regrole::text AS owner FROM (
         SELECT c.relowner AS owner FROM pg_class c
          WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'S', 'v', 'm')
         UNION ALL
         SELECT p.proowner FROM pg_proc p
          WHERE p.pronamespace = 'public'::regnamespace
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
         UNION ALL
         SELECT datdba FROM pg_database WHERE datname = current_database()
       ) owned`,
    );
    expect(owners).toHaveLength(1);
    const owner = owners[0]!.owner;
    const [{ current_user: arranger }] = await stack.dataSource.query('SELECT current_user');
    expect(owner).toBe(arranger); // the tests arrange as the owner, as migrations and the demo data run
    const [role] = await stack.dataSource.query(
      `SELECT rolsuper AS superuser, rolbypassrls AS bypass, rolcreaterole AS "createRole", rolcreatedb AS "createDb",
              pg_has_role($2, oid, 'MEMBER') AS "appIsMember"
         FROM pg_roles WHERE rolname = $1`,
      [owner, TENANT_APP_ROLE],
    );
    expect(role).toEqual({ superuser: false, bypass: false, createRole: false, createDb: false, appIsMember: false });
  });

  it("refuses to connect the api's or the worker's pool on the owner's login", async () => {
    const asOwner = createDataSource({ url: stack.env.DATABASE_OWNER_URL!, poolSize: 1 });
    await expect(initializeIsolated(asOwner, 'none')).rejects.toThrow(/is a superuser|owns the product's tables/);
    expect(asOwner.isInitialized).toBe(false);
  });

  describe("from the application's own login, outside the pool's scoping", () => {
    let app: Client;
    let owner: string;

    beforeAll(async () => {
      app = new Client({ connectionString: stack.env.DATABASE_URL });
      await app.connect();
      [{ owner }] = await stack.dataSource.query(`SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'attempts'`);
    });
    afterAll(() => app?.end());

    const count = async (sql: string, values: unknown[] = []) =>
      (await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) rows`, values)).rows[0]!.n;

    it('RESET ROLE leaves it the application role, still seeing no tenant', async () => {
      await app.query('RESET ROLE');
      expect((await app.query('SELECT current_user AS role')).rows[0].role).toBe(TENANT_APP_ROLE);
      expect(await count(`SELECT 1 FROM attempts WHERE tenant_id = $1`, [tenantA])).toBe(0);
      expect(await count(`SELECT 1 FROM users`)).toBe(0);
    });

    it("SET ROLE to the tables' owner is refused", async () => {
      expect(owner).not.toBe(TENANT_APP_ROLE);
      await expect(app.query(`SET ROLE "${owner}"`)).rejects.toThrow(/permission denied to set role/);
    });

    it("with the scope unset it reads none of another tenant's rows, nor any tenant", async () => {
      await app.query(`SELECT set_config('app.tenant_ids', $1, false)`, [tenantA]);
      expect(await count(`SELECT 1 FROM users WHERE tenant_id = $1`, [tenantA])).toBeGreaterThan(0);
      expect(await count(`SELECT 1 FROM users WHERE tenant_id = $1`, [tenantB])).toBe(0);
      expect((await app.query(`SELECT id FROM tenants`)).rows).toEqual([{ id: tenantA }]);
      await app.query(`SELECT set_config('app.tenant_ids', '', false)`);
      expect(await count(`SELECT 1 FROM tenants`)).toBe(0);
      expect(await count(`SELECT 1 FROM users WHERE tenant_id = $1`, [tenantA])).toBe(0);
    });

    it('cannot read, change or list sessions: only the functions, one token at a time', async () => {
      await expect(app.query(`SELECT * FROM sessions`)).rejects.toThrow(/permission denied/);
      await expect(app.query(`UPDATE sessions SET revoked_at = NULL`)).rejects.toThrow(/permission denied/);
      await expect(app.query(`DELETE FROM sessions`)).rejects.toThrow(/permission denied/);
      expect(await count(`SELECT * FROM session_live('not a token hash', now())`)).toBe(0);
    });

    it("a tenant's scope cannot sign another tenant's users out, nor purge sessions", async () => {
      const [{ id: userOfB }] = await stack.dataSource.query(
        `SELECT u.id FROM users u JOIN sessions s ON s.user_id = u.id AND s.revoked_at IS NULL
          WHERE u.tenant_id = $1 LIMIT 1`,
        [tenantB],
      );
      await app.query(`SELECT set_config('app.tenant_ids', $1, false)`, [tenantA]);
      await app.query(`SELECT sessions_revoke_for_user($1, now())`, [userOfB]);
      await expect(app.query(`SELECT sessions_purge_ended_before(now())`)).rejects.toThrow(/platform/);
      await app.query(`SELECT set_config('app.tenant_ids', '', false)`);
      const [{ n }] = await stack.dataSource.query(
        `SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`,
        [userOfB],
      );
      expect(n).toBeGreaterThan(0);
    });

    it('may create nothing in the schema', async () => {
      await expect(app.query(`CREATE TABLE planted (id int)`)).rejects.toThrow(/permission denied/);
    });
  });

  it("an unscoped query in a tenant's scope sees that tenant's rows and no other tenant's", async () => {
    const seen = await asTenant(tenantA, () => visibleTenants());
    for (const [table, tenants] of seen) {
      expect({ table, others: [...tenants].filter((t) => t !== tenantA) }).toEqual({ table, others: [] });
    }
    // Not an empty wall: the tenant's own rows are there.
    for (const table of ['users', 'groups', 'tests', 'assignments', 'attempts', 'attempt_sections']) {
      expect({ table, own: seen.get(table)?.has(tenantA) }).toEqual({ table, own: true });
    }
    const other = await asTenant(tenantB, () =>
      isolated.query(`SELECT count(*)::int AS n FROM attempts WHERE tenant_id = $1`, [tenantA]),
    );
    expect(other[0].n).toBe(0);
  });

  it('outside any scope the tables show nothing', async () => {
    const seen = await visibleTenants();
    for (const [table, tenants] of seen) expect({ table, rows: tenants.size }).toEqual({ table, rows: 0 });
  });

  it("a tenant's scope cannot write another tenant's rows", async () => {
    await expect(
      asTenant(tenantA, () => isolated.query(`INSERT INTO groups (tenant_id, name) VALUES ($1, 'Planted group')`, [tenantB])),
    ).rejects.toThrow(/row-level security/);
    const updated = await asTenant(tenantA, () =>
      isolated.query(`UPDATE groups SET name = 'Renamed' WHERE tenant_id = $1`, [tenantB]),
    );
    expect(updated[1]).toBe(0);
    const deleted = await asTenant(tenantA, () => isolated.query(`DELETE FROM users WHERE tenant_id = $1`, [tenantB]));
    expect(deleted[1]).toBe(0);
    const [{ n }] = await stack.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE tenant_id = $1`, [tenantB]);
    expect(n).toBeGreaterThan(0);
  });

  it("the platform's scope sees every tenant", async () => {
    const seen = await acrossTenants(() => visibleTenants());
    // The run's database holds other tests' tenants too.
    expect([tenantA, tenantB].filter((t) => seen.get('attempts')?.has(t))).toEqual([tenantA, tenantB]);
  });

  /** As the tables' owner, below the policies: only the keys stand in the way. */
  const anAttemptOf = async (tenantId: string): Promise<string> =>
    (await stack.dataSource.query(`SELECT id FROM attempts WHERE tenant_id = $1 LIMIT 1`, [tenantId]))[0].id;
  const insertAnswer = (attemptId: string, tenantId: string) =>
    stack.dataSource.query(
      `INSERT INTO answers (attempt_id, tenant_id, section, question, value, seq) VALUES ($1, $2, 'reading', '1', 'x', 1)`,
      [attemptId, tenantId],
    );
  const insertTimelineRow = (attemptId: string, tenantId: string) =>
    stack.dataSource.query(`INSERT INTO attempt_events (attempt_id, tenant_id, type) VALUES ($1, $2, 'connected')`, [
      attemptId,
      tenantId,
    ]);

  it("an answer and a timeline row belong to their attempt's tenant (one key on attempt and tenant)", async () => {
    const attemptOfA = await anAttemptOf(tenantA);
    await expect(insertAnswer(attemptOfA, tenantB)).rejects.toMatchObject({ code: '23503' });
    await expect(insertTimelineRow(attemptOfA, tenantB)).rejects.toMatchObject({ code: '23503' });
  });

  // Last: it deletes tenant B.
  it("deleting a tenant deletes its attempts' answers and timelines", async () => {
    const attemptOfB = await anAttemptOf(tenantB);
    await insertAnswer(attemptOfB, tenantB);
    await insertTimelineRow(attemptOfB, tenantB);
    await stack.dataSource.query(`DELETE FROM tenants WHERE id = $1`, [tenantB]);
    const [left] = await stack.dataSource.query(
      `SELECT (SELECT count(*) FROM answers WHERE tenant_id = $1)::int AS answers,
              (SELECT count(*) FROM attempt_events WHERE tenant_id = $1)::int AS events`,
      [tenantB],
    );
    expect(left).toEqual({ answers: 0, events: 0 });
  });
});
