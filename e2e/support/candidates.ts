import { Client } from 'pg';

/**
 * A new candidate in the demo group (so the sample test is assigned to them), signing in with the demo
 * password: a browser test that starts and finishes sections needs a candidate no other test uses.
 * Created in Postgres from CAN0001's row, as the product has no screen to add students yet.
 */
export async function newDemoCandidate(loginId: string): Promise<string> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `WITH template AS (
         SELECT u.tenant_id, u.password_hash, m.group_id
           FROM users u JOIN group_members m ON m.user_id = u.id
          WHERE u.login_id = 'CAN0001'),
       created AS (
         INSERT INTO users (tenant_id, role, login_id, first_name, last_name, password_hash)
         SELECT tenant_id, 'test_taker', $1, 'Test', $1, password_hash FROM template
         RETURNING id, tenant_id)
       INSERT INTO group_members (group_id, user_id, tenant_id)
       SELECT t.group_id, c.id, c.tenant_id FROM created c CROSS JOIN template t`,
      [loginId],
    );
    if (rowCount !== 1) throw new Error(`Could not add ${loginId} to the demo group`);
    return loginId;
  } finally {
    await client.end();
  }
}
