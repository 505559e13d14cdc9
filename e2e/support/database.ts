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

/** Gives a section of the candidate's attempt a shorter running time; it must not have started yet. */
export async function setSectionDuration(loginId: string, section: string, seconds: number): Promise<void> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE attempt_sections s
          SET duration_seconds = $3
         FROM attempts t
         JOIN users u ON u.id = t.user_id
        WHERE s.attempt_id = t.id AND lower(u.login_id) = lower($1) AND s.section = $2 AND s.started_at IS NULL`,
      [loginId, section, seconds],
    );
    if (rowCount !== 1) throw new Error(`No unstarted ${section} section for ${loginId}`);
  } finally {
    await client.end();
  }
}
