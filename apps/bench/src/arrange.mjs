// @ts-check
// The exam being sat, written straight into the bench database in a handful of statements: a tenant,
// one admin (invigilator) per group, N candidates sharing ONE argon2 hash (nobody signs in: sessions
// are inserted as token hashes, as the api's tests do), groups of 50, three completed parts, a test,
// one assignment per group, and each candidate's attempt with its three sections. The morning's centre
// (arrangeCentre) stops before the test: its candidates sign in, and the api creates their attempts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './stack.mjs';

/**
 * @typedef {{ index: number; userId: string; attemptId: string; assignmentId: string; token: string }} CandidateSeat
 * @typedef {{ userId: string; assignmentId: string; token: string }} InvigilatorSeat
 * @typedef {{ tenantId: string; password: string; candidateLogins: string[]; groupIds: string[]; developerLogin: string }} Centre
 */

const PART_FIXTURE = path.join(repoRoot, 'apps/api/test/fixtures/listening-part.json');

/**
 * The product's own hasher and session-token helpers, so what is stored is exactly what sign-in would
 * write. Loaded when arranging: the lib is built by the bench's own build step, after this module loads.
 */
const credentials = () => import('@cdi/credentials');

/**
 * A tenant with its candidates (in groups of `groupSize`) and one admin per group, all sharing one
 * password (`password`, hashed once), inside the caller's transaction. Users come back in login order.
 * @param {pg.Client} db
 * @param {{ candidates: number; groupSize: number; runId: string }} shape
 */
async function insertCentre(db, { candidates, groupSize, runId }) {
  const { PasswordHasher } = await credentials();
  const password = `bench-${randomBytes(8).toString('hex')}`;
  const hash = await new PasswordHasher().hash(password);
  const groups = Math.ceil(candidates / groupSize);
  const [{ id: tenantId }] = (await db.query(`INSERT INTO tenants (name) VALUES ($1) RETURNING id`, [`Bench centre ${runId}`]))
    .rows;

  const users = async (role, count, prefix) =>
    (
      await db.query(
        `INSERT INTO users (tenant_id, role, login_id, first_name, last_name, password_hash)
         SELECT $1, $2, $3 || lpad(g::text, 5, '0'), 'Bench', $4 || g, $5 FROM generate_series(1, $6) g
         RETURNING id, login_id`,
        [tenantId, role, `${prefix}-${runId}-`, role === 'admin' ? 'Invigilator ' : 'Candidate ', hash, count],
      )
    ).rows.sort((a, b) => (a.login_id < b.login_id ? -1 : 1));
  const students = await users('test_taker', candidates, 'BC');
  const adminIds = (await users('admin', groups, 'BA')).map((r) => r.id);

  const groupIds = (
    await db.query(
      `INSERT INTO groups (tenant_id, name) SELECT $1, 'Bench room ' || lpad(g::text, 4, '0') FROM generate_series(1, $2) g RETURNING id, name`,
      [tenantId, groups],
    )
  ).rows
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => r.id);
  const groupOf = (/** @type {number} */ i) => Math.floor(i / groupSize);
  await db.query(
    `INSERT INTO group_members (group_id, user_id, tenant_id) SELECT g, u, $3 FROM unnest($1::uuid[], $2::uuid[]) AS m(g, u)`,
    [students.map((_, i) => groupIds[groupOf(i)]), students.map((r) => r.id), tenantId],
  );
  return { tenantId, password, hash, students, adminIds, groupIds, groupOf };
}

/**
 * The morning's centre: a tenant, its candidates in groups (no attempts, no sessions: they sign in with
 * `password`, and the api creates each attempt when its candidate first lists their tests), and a
 * developer who uploads the test (sample-test.mjs).
 * @param {string} databaseUrl
 * @param {{ candidates: number; groupSize: number; runId: string }} shape
 * @returns {Promise<Centre>}
 */
export async function arrangeCentre(databaseUrl, shape) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    const { tenantId, password, hash, students, groupIds } = await insertCentre(db, shape);
    const developerLogin = `BD-${shape.runId}`;
    await db.query(
      `INSERT INTO users (tenant_id, role, login_id, first_name, last_name, password_hash)
       VALUES (NULL, 'developer', $1, 'Bench', 'Developer', $2)`,
      [developerLogin, hash],
    );
    await db.query('COMMIT');
    await db.query('ANALYZE');
    return { tenantId, password, candidateLogins: students.map((r) => r.login_id), groupIds, developerLogin };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}

/**
 * `listeningSeconds`: the Listening section's length (IELTS: 30 minutes; the soak needs it to outlast it).
 * @param {string} databaseUrl
 * @param {{ candidates: number; groupSize: number; runId: string; listeningSeconds?: number }} shape
 * @returns {Promise<{ tenantId: string; candidates: CandidateSeat[]; invigilators: InvigilatorSeat[] }>}
 */
export async function arrange(databaseUrl, { candidates, groupSize, runId, listeningSeconds = 1800 }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { hashSessionToken, newSessionToken } = await credentials();
    await db.query('BEGIN');
    const centre = await insertCentre(db, { candidates, groupSize, runId });
    const { tenantId, adminIds, groupIds, groupOf } = centre;
    const studentIds = centre.students.map((r) => r.id);

    const content = JSON.parse(readFileSync(PART_FIXTURE, 'utf8'));
    const parts = {};
    for (const section of ['listening', 'reading', 'writing']) {
      parts[section] = (
        await db.query(
          `INSERT INTO exam_parts (tenant_id, section, part, title, test_group, processing_status, files, exam_data, question_count, processed_at)
           VALUES ($1, $2, 1, $3, 'Bench', 'completed', $4, $5, 10, now()) RETURNING id`,
          [
            tenantId,
            section,
            `Bench ${section} 1`,
            {
              json: { key: 'none', name: 'none.json', size: 1, mime: 'application/json' },
              solution: null,
              audio: null,
              images: [],
            },
            { ...content, section, part: 1 },
          ],
        )
      ).rows[0].id;
    }
    const [{ id: testId }] = (
      await db.query(
        `INSERT INTO tests (tenant_id, title, listening_part_1_id, reading_passage_1_id, writing_part_1_id)
         VALUES ($1, 'Bench mock', $2, $3, $4) RETURNING id`,
        [tenantId, parts.listening, parts.reading, parts.writing],
      )
    ).rows;
    const assignmentIds = (
      await db.query(
        `INSERT INTO assignments (tenant_id, test_id, group_id) SELECT $1, $2, g FROM unnest($3::uuid[]) WITH ORDINALITY AS x(g, n)
         ORDER BY n RETURNING id, group_id`,
        [tenantId, testId, groupIds],
      )
    ).rows;
    const assignmentOfGroup = new Map(assignmentIds.map((r) => [r.group_id, r.id]));
    const assignments = groupIds.map((g) => assignmentOfGroup.get(g));

    // Attempts and sections as AttemptsRepository.ensure writes them: listening available, the rest locked.
    const attemptRows = (
      await db.query(
        `INSERT INTO attempts (tenant_id, assignment_id, user_id) SELECT $1, a, u FROM unnest($2::uuid[], $3::uuid[]) AS x(a, u)
         RETURNING id, user_id`,
        [tenantId, studentIds.map((_, i) => assignments[groupOf(i)]), studentIds],
      )
    ).rows;
    const attemptOfUser = new Map(attemptRows.map((r) => [r.user_id, r.id]));
    await db.query(
      `INSERT INTO attempt_sections (attempt_id, section, tenant_id, status, duration_seconds)
       SELECT a.id, s.section, a.tenant_id, s.status, s.seconds FROM attempts a
       CROSS JOIN (VALUES ('listening', 'available', $2::int), ('reading', 'locked', 3600), ('writing', 'locked', 3600)) AS s(section, status, seconds)
       WHERE a.tenant_id = $1`,
      [tenantId, listeningSeconds],
    );

    // Sessions: the token's sha256 is all the server keeps (the same helpers as the api's sign-in).
    const students = studentIds.map((userId) => ({ userId, token: newSessionToken() }));
    const admins = adminIds.map((userId) => ({ userId, token: newSessionToken() }));
    const sessions = [...students, ...admins];
    await db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at, user_agent, ip_address)
       SELECT h, u, now() + interval '3 hours', 'bench', '127.0.0.1' FROM unnest($1::text[], $2::uuid[]) AS s(h, u)`,
      [sessions.map((s) => hashSessionToken(s.token)), sessions.map((s) => s.userId)],
    );
    await db.query('COMMIT');
    await db.query('ANALYZE'); // fresh tables: give the planner real row counts before the load starts

    return {
      tenantId,
      candidates: students.map(({ userId, token }, i) => ({
        index: i,
        userId,
        attemptId: attemptOfUser.get(userId),
        assignmentId: assignments[groupOf(i)],
        token,
      })),
      invigilators: admins.map(({ userId, token }, g) => ({ userId, assignmentId: assignments[g], token })),
    };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}
