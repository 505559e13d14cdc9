import { Client } from 'pg';

/** Every answer saved for a candidate's attempts, as section → question → value, read from Postgres. */
export async function savedAnswers(loginId: string): Promise<Record<string, Record<string, string>>> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ section: string; question: string; value: string }>(
      `SELECT a.section, a.question, a.value
         FROM answers a
         JOIN attempts t ON t.id = a.attempt_id
         JOIN users u ON u.id = t.user_id
        WHERE lower(u.login_id) = lower($1)`,
      [loginId],
    );
    const saved: Record<string, Record<string, string>> = {};
    for (const row of rows) (saved[row.section] ??= {})[row.question] = row.value;
    return saved;
  } finally {
    await client.end();
  }
}
