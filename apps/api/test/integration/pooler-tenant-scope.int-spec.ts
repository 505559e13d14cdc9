import { dataSourceOptions, initializeIsolated, inTenantScope, type TenantScope } from '@cdi/db';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { examScenario } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { type PgBouncer, startPgBouncer } from '../support/pgbouncer';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/**
 * The tenant scope is session state: each connection the api's pool hands out is switched to its unit
 * of work's scope (set_config at checkout, ADR 0010). Behind PgBouncer that holds in session mode,
 * the mode docs/deploy.md prescribes, and would not in transaction mode.
 */
describe('the tenant scope behind a connection pooler (PgBouncer)', () => {
  let stack: TestStack;
  let tenantA: string;
  let tenantB: string;

  beforeAll(async () => {
    stack = await sharedTestStack();
    const dev = await developerToken(stack.http);
    const [a, b] = [await createTenant(stack.http, dev), await createTenant(stack.http, dev)];
    [tenantA, tenantB] = [a.id, b.id];
    await examScenario(stack, a, 2);
    await examScenario(stack, b, 2);
  }, 120_000);
  afterAll(() => stack?.close());

  /** Whose attempts a query with no tenant filter sees, and on which Postgres backend it ran. */
  const UNFILTERED = `SELECT (SELECT array_agg(DISTINCT tenant_id::text) FROM attempts) AS tenants, pg_backend_pid() AS pid`;

  describe('in session mode', () => {
    let bouncer: PgBouncer;
    let isolated: DataSource;

    beforeAll(async () => {
      // Two connections to Postgres for many of the api's: every unit of work below gets a backend
      // another one (of another scope) used just before it.
      bouncer = await startPgBouncer(stack.env.DATABASE_URL!, 'session', 2);
      isolated = await initializeIsolated(
        // maxUses 1: the pool opens a new connection to PgBouncer for each unit of work.
        new DataSource({ ...dataSourceOptions({ url: bouncer.url, poolSize: 6 }), extra: { maxUses: 1 } }),
        'none',
      );
    });
    afterAll(async () => {
      await isolated?.destroy();
      await bouncer?.stop();
    });

    it("each unit of work sees only its own scope's rows, on backends the other scopes used just before", async () => {
      const scopes: { scope: TenantScope; sees: string[] | null }[] = [
        { scope: { tenantIds: [tenantA] }, sees: [tenantA] },
        { scope: { tenantIds: [tenantB] }, sees: [tenantB] },
        { scope: 'none', sees: null },
      ];
      const units = Array.from({ length: 90 }, (_, i) => scopes[i % scopes.length]!);
      const results = await Promise.all(
        units.map(async ({ scope, sees }) => {
          const [row] = (await inTenantScope(scope, () => isolated.query(UNFILTERED))) as {
            tenants: string[] | null;
            pid: number;
          }[];
          return { expected: sees, seen: row!.tenants, pid: row!.pid };
        }),
      );
      expect(results.map((r) => r.seen)).toEqual(results.map((r) => r.expected));
      // The pooling was real: 90 units of three scopes went through at most two backends.
      expect(new Set(results.map((r) => r.pid)).size).toBeLessThanOrEqual(2);
    });
  });

  describe('in transaction mode', () => {
    let bouncer: PgBouncer;
    const clients: Client[] = [];

    beforeAll(async () => {
      bouncer = await startPgBouncer(stack.env.DATABASE_URL!, 'transaction', 1);
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.end()));
      await bouncer?.stop();
    });

    it("would hand one connection's scope to another's statements: why the layout needs session mode", async () => {
      const [scoped, unscoped] = [new Client(bouncer.url), new Client(bouncer.url)];
      clients.push(scoped, unscoped);
      await Promise.all(clients.map((client) => client.connect()));
      // What the pool does at checkout, on the first connection only.
      await scoped.query(`SELECT set_config('app.all_tenants', '', false), set_config('app.tenant_ids', $1, false)`, [tenantA]);
      // The second never set a scope, yet its statement runs on the backend the first one scoped.
      const { rows } = await unscoped.query<{ tenants: string[] | null }>(UNFILTERED);
      expect(rows[0]!.tenants).toEqual([tenantA]);
    });
  });
});
