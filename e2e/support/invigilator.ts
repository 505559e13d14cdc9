import { AuthPaths, INVIGILATE_NAMESPACE, InvigilateEvents, type InvigilatorActionAck } from '@cdi/contracts';
import { Client } from 'pg';
import { io } from 'socket.io-client';

/** The candidate's attempt and the assignment it belongs to, from Postgres. */
async function attemptOf(loginId: string): Promise<{ assignmentId: string; attemptId: string }> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ assignmentId: string; attemptId: string }>(
      `SELECT t.assignment_id AS "assignmentId", t.id AS "attemptId"
         FROM attempts t JOIN users u ON u.id = t.user_id
        WHERE lower(u.login_id) = lower($1)`,
      [loginId],
    );
    if (rows.length !== 1) throw new Error(`Expected one attempt for ${loginId}, found ${rows.length}`);
    return rows[0]!;
  } finally {
    await client.end();
  }
}

async function adminToken(loginId: string, password: string): Promise<string> {
  const response = await fetch(`${process.env.E2E_API_URL}/api${AuthPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ candidate_id: loginId, password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${loginId} failed (${response.status})`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * An invigilator's action on one candidate, sent the way the roster sends it: over the invigilation
 * socket, as the centre's admin (with what the action carries, e.g. a message's `text`). Resolves once
 * the server has applied it to that candidate.
 */
export async function invigilate(
  action:
    | typeof InvigilateEvents.pause
    | typeof InvigilateEvents.resume
    | typeof InvigilateEvents.message
    | typeof InvigilateEvents.forceSubmit,
  candidate: string,
  admin = { loginId: 'democentre', password: 'demo-pass-2026' },
  details: { text?: string } = {},
): Promise<void> {
  const targets = await attemptOf(candidate);
  const token = await adminToken(admin.loginId, admin.password);
  const socket = io(`${process.env.E2E_API_URL}${INVIGILATE_NAMESPACE}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const ack = (await socket.timeout(10_000).emitWithAck(action, {
      assignmentId: targets.assignmentId,
      attemptIds: [targets.attemptId],
      ...details,
    })) as InvigilatorActionAck;
    if (!ack.ok || ack.affected !== 1) throw new Error(`${action} was not applied to ${candidate}: ${JSON.stringify(ack)}`);
  } finally {
    socket.close();
  }
}
