import { acrossTenants, asTenant, createDataSource, initializeIsolated, TENANT_APP_ROLE } from '@cdi/db';
import type { DataSource } from 'typeorm';
import { examScenario } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

/**
 * Row-level security, the second wall behind the repositories' tenant filters: a connection set up
 * as the api's (role cdi_app, scope per unit of work) sees only its tenant's rows even in a query
 * that forgets the tenant, and cannot write another tenant's.
 */
describe('tenant row-level security', () => {
  let stack: TestStack;
  let isolated: DataSource;
  let tenantTables: string[];
  let tenantA: string;
  let tenantB: string;

  beforeAll(async () => {
    stack = await startTestStack();
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

  it('every tenant-owned table has row-level security with the tenant policy', async () => {
    const secured: { relname: string }[] = await stack.dataSource.query(
      `SELECT c.relname FROM pg_class c JOIN pg_policy p ON p.polrelid = c.oid
        WHERE c.relrowsecurity AND p.polname = 'tenant_rows' AND c.relname = ANY($1)`,
      [tenantTables],
    );
    expect(tenantTables.length).toBeGreaterThanOrEqual(17);
    expect(secured.map((r) => r.relname).sort()).toEqual([...tenantTables].sort());
  });

  it('works as the application role, which does not own the tables', async () => {
    const [{ current_user: role }] = await isolated.query('SELECT current_user');
    expect(role).toBe(TENANT_APP_ROLE);
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
