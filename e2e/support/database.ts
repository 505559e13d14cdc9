import { Client } from 'pg';

/**
 * Runs `work` on a connection of its own to the product's database. Browser tests write here only
 * what the product has no screen for yet, or too much to make through the screens.
 */
export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every answer saved for a candidate's attempts, as section → question → value, read from Postgres. */
export async function savedAnswers(loginId: string): Promise<Record<string, Record<string, string>>> {
  return withDatabase(async (client) => {
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
  });
}

/** Gives a section of the candidate's attempt a shorter running time; it must not have started yet. */
export async function setSectionDuration(loginId: string, section: string, seconds: number): Promise<void> {
  return withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `UPDATE attempt_sections s
            SET duration_seconds = $3
           FROM attempts t
           JOIN users u ON u.id = t.user_id
          WHERE s.attempt_id = t.id AND lower(u.login_id) = lower($1) AND s.section = $2 AND s.started_at IS NULL`,
      [loginId, section, seconds],
    );
    if (rowCount !== 1) throw new Error(`No unstarted ${section} section for ${loginId}`);
  });
}

const FIRST_NAMES = ['Aziza', 'Bekzod', 'Dilnoza', 'Farrukh', 'Gulnora', 'Jasur', 'Kamola', 'Laziz', 'Madina', 'Nodir', 'Oysha'];
const LAST_NAMES = ['Alimova', 'Boboev', 'Ergasheva', 'Ismoilov', 'Karimova', 'Nazarov', 'Rahimova', 'Sobirov', 'Tursunova'];

export interface GroupSitting {
  assignmentId: string;
  testTitle: string;
  candidates: { loginId: string; name: string }[];
}

/**
 * A group of `count` new candidates (password as the demo candidates') given a copy of the demo
 * tenant's sample test under its own title, so no other browser test meets this assignment.
 * Written straight to Postgres: a full room is too many to make through the screens.
 */
export async function createGroupSitting(count: number, testTitle: string, loginPrefix: string): Promise<GroupSitting> {
  return withDatabase(async (client) => {
    await client.query('BEGIN');
    const source = await client.query<{ tenant_id: string; test_id: string; password_hash: string }>(
      `SELECT a.tenant_id, a.test_id, u.password_hash
           FROM assignments a JOIN users u ON u.tenant_id = a.tenant_id AND lower(u.login_id) = 'can0001'
          ORDER BY a.created_at LIMIT 1`,
    );
    const { tenant_id: tenantId, test_id: testId, password_hash: passwordHash } = source.rows[0]!;
    await client.query(`CREATE TEMP TABLE test_copy ON COMMIT DROP AS SELECT * FROM tests WHERE id = $1`, [testId]);
    const copy = await client.query<{ id: string }>(
      `UPDATE test_copy SET id = gen_random_uuid(), title = $1, created_at = now() RETURNING id`,
      [testTitle],
    );
    await client.query(`INSERT INTO tests SELECT * FROM test_copy`);
    const group = await client.query<{ id: string }>(`INSERT INTO groups (tenant_id, name) VALUES ($1, $2) RETURNING id`, [
      tenantId,
      `${testTitle} group`,
    ]);
    const candidates = Array.from({ length: count }, (_, i) => ({
      loginId: `${loginPrefix}${String(i + 1).padStart(2, '0')}`,
      first: FIRST_NAMES[i % FIRST_NAMES.length]!,
      // 11 and 9 have no common factor, so names repeat only after 99 candidates.
      last: LAST_NAMES[i % LAST_NAMES.length]!,
    }));
    await client.query(
      `WITH added AS (
           INSERT INTO users (tenant_id, role, login_id, first_name, last_name, password_hash)
           SELECT $1, 'test_taker', login_id, first_name, last_name, $2
             FROM unnest($3::text[], $4::text[], $5::text[]) AS c(login_id, first_name, last_name)
           RETURNING id)
         INSERT INTO group_members (group_id, user_id, tenant_id) SELECT $6, id, $1 FROM added`,
      [
        tenantId,
        passwordHash,
        candidates.map((c) => c.loginId),
        candidates.map((c) => c.first),
        candidates.map((c) => c.last),
        group.rows[0]!.id,
      ],
    );
    const assignment = await client.query<{ id: string }>(
      `INSERT INTO assignments (tenant_id, test_id, group_id) VALUES ($1, $2, $3) RETURNING id`,
      [tenantId, copy.rows[0]!.id, group.rows[0]!.id],
    );
    await client.query('COMMIT');
    return {
      assignmentId: assignment.rows[0]!.id,
      testTitle,
      candidates: candidates.map((c) => ({ loginId: c.loginId, name: `${c.first} ${c.last}` })),
    };
  });
}

/**
 * A new candidate in the demo group (so the sample test is assigned to them), signing in with the demo
 * password: a browser test that starts and finishes sections needs a candidate no other test uses.
 * Created in Postgres from CAN0001's row, as the product has no screen to add students yet.
 */
export async function newDemoCandidate(loginId: string): Promise<string> {
  return withDatabase(async (client) => {
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
  });
}

/**
 * A new group of the demo tenant with `count` new candidates and nothing assigned yet (so their
 * shuffle history is empty). Written straight to Postgres, as the groups screen is not built here.
 */
export async function createEmptyGroup(groupName: string, count: number, loginPrefix: string): Promise<void> {
  await withDatabase(async (client) => {
    await client.query('BEGIN');
    const source = await client.query<{ tenant_id: string; password_hash: string }>(
      `SELECT tenant_id, password_hash FROM users WHERE lower(login_id) = 'can0001'`,
    );
    const { tenant_id: tenantId, password_hash: passwordHash } = source.rows[0]!;
    const group = await client.query<{ id: string }>(`INSERT INTO groups (tenant_id, name) VALUES ($1, $2) RETURNING id`, [
      tenantId,
      groupName,
    ]);
    const logins = Array.from({ length: count }, (_, i) => `${loginPrefix}${String(i + 1).padStart(3, '0')}`);
    await client.query(
      `WITH added AS (
           INSERT INTO users (tenant_id, role, login_id, first_name, last_name, password_hash)
           SELECT $1, 'test_taker', login_id, 'Shuffle', login_id, $2 FROM unnest($3::text[]) AS c(login_id)
           RETURNING id)
         INSERT INTO group_members (group_id, user_id, tenant_id) SELECT $4, id, $1 FROM added`,
      [tenantId, passwordHash, logins, group.rows[0]!.id],
    );
    await client.query('COMMIT');
  });
}

/** How many assignments a group of the product has, and how many its members have one by one. */
export async function assignmentCounts(groupName: string): Promise<{ group: number; members: number }> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ group: string; members: string }>(
      `SELECT (SELECT count(*) FROM assignments a WHERE a.group_id = g.id) AS group,
              (SELECT count(*) FROM assignments a JOIN group_members m ON m.user_id = a.user_id WHERE m.group_id = g.id) AS members
         FROM groups g WHERE g.name = $1`,
      [groupName],
    );
    return { group: Number(rows[0]?.group ?? 0), members: Number(rows[0]?.members ?? 0) };
  });
}

/** The candidate's attempt of the assignment, submitted a minute ago after sitting for a few hours. */
export async function insertSubmittedAttempt(
  client: Client,
  assignmentId: string,
  loginId: string,
): Promise<{ id: string; tenantId: string }> {
  const attempt = await client.query<{ id: string; tenant_id: string }>(
    `INSERT INTO attempts (tenant_id, assignment_id, user_id, status, started_at, completed_at, completion_reason)
     SELECT a.tenant_id, a.id, u.id, 'completed', now() - interval '3 hours', now() - interval '1 minute', 'submitted'
       FROM assignments a JOIN users u ON u.tenant_id = a.tenant_id AND u.login_id = $2
      WHERE a.id = $1
     RETURNING id, tenant_id`,
    [assignmentId, loginId],
  );
  return { id: attempt.rows[0]!.id, tenantId: attempt.rows[0]!.tenant_id };
}

/**
 * The candidate's sitting of the assignment, submitted: Listening and Reading left blank and marked
 * as the worker marks them (0/40, band 0), the two essays waiting for an examiner. Written to
 * Postgres: sitting three sections through the screens is what the candidate tests are for.
 */
export async function submittedSitting(
  assignmentId: string,
  loginId: string,
  essays: { task1: string; task2: string },
): Promise<string> {
  return withDatabase(async (client) => {
    await client.query('BEGIN');
    const { id, tenantId } = await insertSubmittedAttempt(client, assignmentId, loginId);
    await client.query(
      `INSERT INTO section_results (attempt_id, section, tenant_id, status, raw_score, max_score, band, closed_at, marked_at)
       VALUES ($1, 'listening', $2, 'marked', 0, 40, 0, now() - interval '2 hours', now()),
              ($1, 'reading', $2, 'marked', 0, 40, 0, now() - interval '1 hour', now()),
              ($1, 'writing', $2, 'awaiting_marking', NULL, NULL, NULL, now() - interval '1 minute', NULL)`,
      [id, tenantId],
    );
    await client.query(
      `INSERT INTO answers (attempt_id, section, question, tenant_id, value, seq)
       VALUES ($1, 'writing', 'task1', $2, $3, 1), ($1, 'writing', 'task2', $2, $4, 2)`,
      [id, tenantId, essays.task1, essays.task2],
    );
    await client.query('COMMIT');
    return id;
  });
}
