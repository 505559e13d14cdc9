import { insertSubmittedAttempt, withDatabase } from './database';

export interface DemoStudent {
  id: string;
  loginId: string;
  name: string;
}

/**
 * New students of the demo centre in no group, signing in with the demo password (CAN0001's): the
 * groups and assignments tests need students no other test moves. Written to Postgres, as this
 * branch has no screen to add students.
 */
export async function newDemoStudents(loginPrefix: string, names: [first: string, last: string][]): Promise<DemoStudent[]> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; login_id: string; first_name: string; last_name: string }>(
      `WITH template AS (SELECT tenant_id, password_hash FROM users WHERE login_id = 'CAN0001')
       INSERT INTO users (tenant_id, role, login_id, first_name, last_name, email, password_hash)
       SELECT t.tenant_id, 'test_taker', c.login_id, c.first_name, c.last_name, lower(c.login_id) || '@e2e.test', t.password_hash
         FROM template t, unnest($1::text[], $2::text[], $3::text[]) AS c(login_id, first_name, last_name)
       RETURNING id, login_id, first_name, last_name`,
      [names.map((_, i) => `${loginPrefix}${String(i + 1).padStart(2, '0')}`), names.map((n) => n[0]), names.map((n) => n[1])],
    );
    return rows
      .sort((a, b) => a.login_id.localeCompare(b.login_id))
      .map((r) => ({ id: r.id, loginId: r.login_id, name: `${r.first_name} ${r.last_name}` }));
  });
}

/** Marks one candidate as having started the assignment (their attempt in progress), as a sitting would. */
export async function startAttempt(assignmentId: string, loginId: string): Promise<void> {
  return withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO attempts (tenant_id, assignment_id, user_id, status, started_at)
       SELECT a.tenant_id, a.id, u.id, 'in_progress', now()
         FROM assignments a JOIN users u ON u.tenant_id = a.tenant_id AND u.login_id = $2
        WHERE a.id = $1
       ON CONFLICT (assignment_id, user_id) DO UPDATE SET status = 'in_progress', started_at = now()`,
      [assignmentId, loginId],
    );
    if (rowCount !== 1) throw new Error(`Could not start ${assignmentId} for ${loginId}`);
  });
}

/** Marks one candidate's attempt of the assignment as submitted, its results released too if asked, as a finished sitting would. */
export async function submitAttempt(assignmentId: string, loginId: string, { released = false } = {}): Promise<void> {
  return withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `UPDATE attempts t SET status = 'completed', released_at = CASE WHEN $3 THEN now() END
         FROM users u
        WHERE u.id = t.user_id AND t.assignment_id = $1 AND u.login_id = $2`,
      [assignmentId, loginId, released],
    );
    if (rowCount !== 1) throw new Error(`Could not submit ${assignmentId} for ${loginId}`);
  });
}

/**
 * A submitted sitting of the assignment with these Reading answers, its Reading section closed and
 * waiting for the marking (a re-mark asks the worker for it), Writing left empty and marked. Written
 * to Postgres: sitting a section through the screens is what the candidate tests are for.
 */
export async function submittedReading(assignmentId: string, loginId: string, answers: Record<string, string>): Promise<void> {
  return withDatabase(async (client) => {
    await client.query('BEGIN');
    const { id, tenantId } = await insertSubmittedAttempt(client, assignmentId, loginId);
    await client.query(
      `INSERT INTO section_results (attempt_id, section, tenant_id, status, closed_at)
       VALUES ($1, 'reading', $2, 'pending', now() - interval '1 hour')`,
      [id, tenantId],
    );
    const entries = Object.entries(answers);
    await client.query(
      `INSERT INTO answers (attempt_id, section, question, tenant_id, value, seq)
       SELECT $1, 'reading', q, $2, v, n FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS a(q, v, n)`,
      [id, tenantId, entries.map(([q]) => q), entries.map(([, v]) => v)],
    );
    await client.query('COMMIT');
  });
}
