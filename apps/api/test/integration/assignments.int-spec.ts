import {
  type AssignedTest,
  type AssignmentListItem,
  AssignmentTexts,
  type CompositionPart,
  ExamErrorCodes,
  ExamEvents,
  fillText,
  type InvigilationAssignment,
  type JoinAck,
  type SectionAck,
} from '@cdi/contracts';
import { AssignmentEntity, AttemptEntity, AuditLogEntity } from '@cdi/db';
import type { Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket, insertCompletedPart } from '../support/exam-sockets';
import { createTenant, developerToken, insertStudent, type CreatedTenant } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

type ListBody = { success: boolean; assignments: AssignmentListItem[]; total: number; page: number; pageSize: number };
type CreatedBody = { success: boolean; assignment: AssignmentListItem; error?: string; field?: string };

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** Assignments of tests to groups and students: listing, composition, create, delete and the opening window. */
describe('assignments', () => {
  let stack: TestStack;
  let a: CreatedTenant;
  let b: CreatedTenant;
  let scenario: ExamScenario;
  let adminB: string;
  let testId: string;
  let groupAssignmentId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await sharedTestStack();
    const dev = await developerToken(stack.http);
    a = await createTenant(stack.http, dev);
    b = await createTenant(stack.http, dev);
    scenario = await examScenario(stack, a, 3, { openDashboards: false });
    adminB = await stack.http.login(b.adminLoginId, b.adminPassword);
    const listed = await stack.http.get<ListBody>('/admin/test-making/assignments', scenario.adminToken);
    testId = listed.body.assignments[0]!.test_id;
    groupAssignmentId = listed.body.assignments[0]!.assignment_id;
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => stack.close());

  const admin = () => scenario.adminToken;
  const assign = (json: Record<string, unknown>, token = admin()) =>
    stack.http.request<CreatedBody>('POST', '/assignments', { token, json });
  const list = (query = '', token = admin()) => stack.http.get<ListBody>(`/admin/test-making/assignments${query}`, token);

  /** The candidate's attempt of one assignment, from their dashboard (which creates it). */
  async function attemptOf(student: number, assignmentId: string): Promise<{ attemptId: string; test: AssignedTest }> {
    const dashboard = await stack.http.get<{ assignedTests: AssignedTest[] }>(
      '/admin/test-making/student/assigned-tests',
      scenario.tokens[student]!,
    );
    const test = dashboard.body.assignedTests.find((t) => t.assignment_id === assignmentId)!;
    return { attemptId: test.attempt_id, test };
  }

  async function start(student: number, attemptId: string, section: 'listening' | 'reading' = 'listening') {
    const socket = await examSocket(stack.http.baseUrl, scenario.tokens[student]!);
    sockets.push(socket);
    const joined = await emitAck<JoinAck>(socket, ExamEvents.join, { attemptId });
    if (!joined.ok) throw new Error(`join refused: ${joined.message}`);
    return { socket, ack: await emitAck<SectionAck>(socket, ExamEvents.sectionStart, { attemptId, section }) };
  }

  it('lists assignments by page with the target, the test and how many have started', async () => {
    const listed = await list('?page=1&pageSize=10');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ success: true, total: 1, page: 1, pageSize: 10 });
    expect(listed.body.assignments[0]).toMatchObject({
      assignment_id: groupAssignmentId,
      id: groupAssignmentId,
      test_id: testId,
      test_title: 'Engine test',
      target_type: 'group',
      group_id: scenario.groupId,
      user_id: null,
      due_at: null,
      opens_at: null,
      closes_at: null,
      active: true,
      started_count: 0,
      submitted_count: 0,
      released_count: 0,
    });
    expect(typeof listed.body.assignments[0]!.group_name).toBe('string');
    expect(Date.parse(listed.body.assignments[0]!.assigned_at)).not.toBeNaN();
  });

  it('gives the composition of an assigned test in slot order', async () => {
    const composition = await stack.http.get<{ success: boolean; examParts: CompositionPart[] }>(
      `/admin/test-making/assigned-test/${testId}`,
      admin(),
    );
    expect(composition.status).toBe(200);
    expect(composition.body.examParts.map((p) => [p.section, p.part])).toEqual([
      ['listening', 1],
      ['reading', 1],
      ['writing', 1],
    ]);
    expect(composition.body.examParts[0]).toEqual({
      id: expect.any(String),
      section: 'listening',
      part: 1,
      title: 'listening 1',
      test_group: 'Engine Test',
    });
  });

  it('assigns a test to a student with notes and a window, and audits it', async () => {
    const made = await assign({
      test_id: testId,
      user_id: scenario.studentIds[0],
      opens_at: inHours(2),
      closes_at: inHours(5),
      notes: '  Room 4  ',
    });
    expect(made.status).toBe(201);
    expect(made.body.assignment).toMatchObject({
      target_type: 'student',
      user_id: scenario.studentIds[0],
      group_id: null,
      group_name: null,
      first_name: 'Test',
      last_name: 'Student',
      candidate_id: scenario.studentLogins[0],
      notes: 'Room 4',
      started_count: 0,
    });
    expect(Date.parse(made.body.assignment.opens_at!)).toBeGreaterThan(Date.now());
    const audit = await stack.dataSource
      .getRepository(AuditLogEntity)
      .findOneBy({ action: 'assignment.create', targetId: made.body.assignment.id });
    expect(audit).not.toBeNull();
  });

  it('validates the target and the window', async () => {
    const both = await assign({ test_id: testId, group_id: scenario.groupId, user_id: scenario.studentIds[0] });
    expect(both.body).toMatchObject({ success: false, error: AssignmentTexts.oneTarget, field: 'group_id' });
    expect((await assign({ test_id: testId })).body.error).toBe(AssignmentTexts.oneTarget);
    const reversed = await assign({ test_id: testId, group_id: scenario.groupId, opens_at: inHours(3), closes_at: inHours(2) });
    expect(reversed.body).toMatchObject({ error: AssignmentTexts.closesBeforeOpens, field: 'closes_at' });
    const past = await assign({ test_id: testId, group_id: scenario.groupId, closes_at: inHours(-1) });
    expect(past.body).toMatchObject({ error: AssignmentTexts.closesInPast, field: 'closes_at' });
    const missingTest = await assign({ test_id: '00000000-0000-4000-8000-000000000000', group_id: scenario.groupId });
    expect(missingTest.status).toBe(404);
    expect(missingTest.body.error).toBe(AssignmentTexts.testNotFound);
  });

  it('refuses to start before the opening time, shows the time on the dashboard, and starts once open', async () => {
    const made = await assign({ test_id: testId, user_id: scenario.studentIds[1], opens_at: inHours(1) });
    const id = made.body.assignment.id;
    const { attemptId, test } = await attemptOf(1, id);
    expect(test.opens_at).toBe(made.body.assignment.opens_at);

    const early = await start(1, attemptId);
    expect(early.ack).toEqual({ ok: false, code: 'notOpenYet', message: ExamErrorCodes.notOpenYet });

    const invigilation = await stack.http.get<{ assignments: InvigilationAssignment[] }>(
      '/admin/invigilation/assignments',
      admin(),
    );
    expect(invigilation.body.assignments.find((x) => x.id === id)?.opens_at).toBe(made.body.assignment.opens_at);

    await stack.dataSource.getRepository(AssignmentEntity).update({ id }, { opensAt: new Date(Date.now() - 1000) });
    const open = await emitAck<SectionAck>(early.socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    expect(open.ok).toBe(true);
  });

  it('refuses to begin after the closing time, but lets a candidate who began before it go on', async () => {
    const made = await assign({ test_id: testId, user_id: scenario.studentIds[2], closes_at: inHours(1) });
    const id = made.body.assignment.id;
    const { attemptId } = await attemptOf(2, id);
    const late = await assign({ test_id: testId, group_id: scenario.groupId, closes_at: inHours(1) });
    const { attemptId: lateAttempt } = await attemptOf(2, late.body.assignment.id);

    const began = await start(2, attemptId);
    expect(began.ack.ok).toBe(true);
    const closedAt = new Date(Date.now() - 1000);
    await stack.dataSource.getRepository(AssignmentEntity).update({ id }, { closesAt: closedAt });
    await stack.dataSource.getRepository(AssignmentEntity).update({ id: late.body.assignment.id }, { closesAt: closedAt });

    // Begun before closing: the next section still starts.
    await emitAck(began.socket, ExamEvents.sectionComplete, { attemptId, section: 'listening' });
    const next = await emitAck<SectionAck>(began.socket, ExamEvents.sectionStart, { attemptId, section: 'reading' });
    expect(next.ok).toBe(true);

    const refused = await start(2, lateAttempt);
    expect(refused.ack).toEqual({ ok: false, code: 'sittingClosed', message: ExamErrorCodes.sittingClosed });
  });

  it('shows only the latest active assignment per target on the Active tab, and all on History', async () => {
    const all = await list('?pageSize=100');
    const active = await list('?pageSize=100&activeOnly=1&latestPerTarget=1');
    expect(all.body.total).toBe(all.body.assignments.length);
    const targets = active.body.assignments.map((x) => x.group_id ?? x.user_id);
    expect(new Set(targets).size).toBe(targets.length);
    // The group has two assignments: the Active tab shows the newer one.
    const groupRows = all.body.assignments.filter((x) => x.group_id === scenario.groupId);
    expect(groupRows).toHaveLength(2);
    expect(active.body.assignments.filter((x) => x.group_id === scenario.groupId).map((x) => x.id)).toEqual([groupRows[0]!.id]);

    // An inactive assignment leaves the Active tab (and the older one of its target shows again).
    await stack.dataSource.getRepository(AssignmentEntity).update({ id: groupRows[0]!.id }, { active: false });
    const after = await list('?pageSize=100&activeOnly=1&latestPerTarget=1');
    expect(after.body.assignments.filter((x) => x.group_id === scenario.groupId).map((x) => x.id)).toEqual([groupRows[1]!.id]);
    await stack.dataSource.getRepository(AssignmentEntity).update({ id: groupRows[0]!.id }, { active: true });

    const paged = await list('?page=2&pageSize=2');
    expect(paged.body.assignments.map((x) => x.id)).toEqual(all.body.assignments.slice(2, 4).map((x) => x.id));
  });

  it('deletes an assignment nobody has started, and refuses with a clear message while anyone sits it', async () => {
    const spare = await assign({ test_id: testId, group_id: scenario.groupId });
    const removed = await stack.http.request('DELETE', `/assignments/${spare.body.assignment.id}`, { token: admin() });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect(await stack.dataSource.getRepository(AssignmentEntity).findOneBy({ id: spare.body.assignment.id })).toBeNull();
    expect(
      await stack.dataSource
        .getRepository(AuditLogEntity)
        .findOneBy({ action: 'assignment.delete', targetId: spare.body.assignment.id }),
    ).not.toBeNull();

    const started = (await list('?pageSize=100')).body.assignments.find((x) => x.started_count > 0)!;
    expect(started.submitted_count).toBe(0);
    const refused = await stack.http.request('DELETE', `/assignments/${started.id}`, { token: admin() });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: fillText(AssignmentTexts.cannotDeleteSitting, { n: started.started_count }),
    });
    expect(await stack.dataSource.getRepository(AssignmentEntity).findOneBy({ id: started.id })).not.toBeNull();
  });

  it('deletes an assignment candidates have submitted only when the request names it, and says how many', async () => {
    const made = await assign({ test_id: testId, user_id: scenario.studentIds[2] });
    const id = made.body.assignment.id;
    const { attemptId } = await attemptOf(2, id);
    // Submitted, with the result released: what a finished sitting leaves.
    await stack.dataSource
      .getRepository(AttemptEntity)
      .update({ id: attemptId }, { status: 'completed', releasedAt: new Date() });
    const listed = (await list('?pageSize=100')).body.assignments.find((x) => x.id === id)!;
    expect(listed).toMatchObject({ started_count: 1, submitted_count: 1, released_count: 1 });

    const refusal = {
      success: false,
      error: fillText(AssignmentTexts.confirmNameMismatch, { n: 1, title: 'Engine test' }),
      field: 'confirm_name',
    };
    const unnamed = await stack.http.request('DELETE', `/assignments/${id}`, { token: admin() });
    expect([unnamed.status, unnamed.body]).toEqual([409, refusal]);
    const misnamed = await stack.http.request('DELETE', `/assignments/${id}?confirm_name=engine%20test`, { token: admin() });
    expect([misnamed.status, misnamed.body]).toEqual([409, refusal]);
    expect(await stack.dataSource.getRepository(AttemptEntity).findOneBy({ id: attemptId })).not.toBeNull();

    const named = await stack.http.request('DELETE', `/assignments/${id}?confirm_name=Engine%20test`, { token: admin() });
    expect(named.status).toBe(200);
    expect(await stack.dataSource.getRepository(AssignmentEntity).findOneBy({ id })).toBeNull();
    expect(await stack.dataSource.getRepository(AttemptEntity).findOneBy({ id: attemptId })).toBeNull();
    const audit = await stack.dataSource.getRepository(AuditLogEntity).findOneBy({ action: 'assignment.delete', targetId: id });
    expect(audit?.details).toMatchObject({ submitted: 1 });
  });

  it('sets and clears the opening and closing times of an assignment, and audits it', async () => {
    const made = await assign({ test_id: testId, group_id: scenario.groupId, notes: 'Hall' });
    const id = made.body.assignment.id;
    const put = (json: unknown, token = admin()) => stack.http.request<CreatedBody>('PUT', `/assignments/${id}`, { token, json });

    const opens = inHours(1);
    const closes = inHours(3);
    const set = await put({ opens_at: opens, closes_at: closes });
    expect(set.status).toBe(200);
    expect(set.body.assignment).toMatchObject({ id, notes: 'Hall' });
    expect(Date.parse(set.body.assignment.opens_at!)).toBe(Date.parse(opens));
    expect(Date.parse(set.body.assignment.closes_at!)).toBe(Date.parse(closes));

    expect((await put({ opens_at: closes, closes_at: opens })).body).toMatchObject({
      error: AssignmentTexts.closesBeforeOpens,
      field: 'closes_at',
    });
    expect((await put({ closes_at: inHours(-1) })).body).toMatchObject({
      error: AssignmentTexts.closesInPast,
      field: 'closes_at',
    });

    // A closing time already past may stay as it is while the notes change.
    const past = new Date(Date.now() - HOUR);
    await stack.dataSource.getRepository(AssignmentEntity).update({ id }, { closesAt: past, opensAt: null });
    const notes = await put({ closes_at: past.toISOString(), notes: 'Hall B' });
    expect(notes.status).toBe(200);
    expect(notes.body.assignment.notes).toBe('Hall B');

    const cleared = await put({});
    expect(cleared.body.assignment).toMatchObject({ opens_at: null, closes_at: null, notes: 'Hall B' });
    expect(await stack.dataSource.getRepository(AuditLogEntity).countBy({ action: 'assignment.update', targetId: id })).toBe(3);
    expect((await put({}, adminB)).status).toBe(404);
    await stack.http.request('DELETE', `/assignments/${id}`, { token: admin() });
  });

  it('answers 404 to another tenant’s admin on every assignment call, and lists only their own', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const deleteForeign = await stack.http.request('DELETE', `/assignments/${groupAssignmentId}`, { token: adminB });
    const deleteMissing = await stack.http.request('DELETE', `/assignments/${missing}`, { token: adminB });
    expect(deleteForeign.status).toBe(404);
    expect(deleteForeign.body).toEqual(deleteMissing.body);
    const compositionForeign = await stack.http.get(`/admin/test-making/assigned-test/${testId}`, adminB);
    const compositionMissing = await stack.http.get(`/admin/test-making/assigned-test/${missing}`, adminB);
    expect(compositionForeign.status).toBe(404);
    expect(compositionForeign.body).toEqual(compositionMissing.body);
    expect((await stack.http.get('/admin/test-making/assigned-test/not-a-uuid', adminB)).status).toBe(404);

    // B can give neither A's test nor to A's group or student.
    const partB = await insertCompletedPart(stack.dataSource, b.id, 'reading', 1);
    const testB = await stack.http.request<{ test: { id: string } }>('POST', '/admin/test-making/create-test', {
      token: adminB,
      json: { title: 'B test', readingParts: [partB.id] },
    });
    const studentB = await insertStudent(stack.dataSource, b.id);
    expect((await assign({ test_id: testId, user_id: studentB.id }, adminB)).status).toBe(404);
    const toForeignGroup = await assign({ test_id: testB.body.test.id, group_id: scenario.groupId }, adminB);
    expect(toForeignGroup.status).toBe(404);
    expect(toForeignGroup.body.error).toBe(AssignmentTexts.targetNotFound);
    expect((await assign({ test_id: testB.body.test.id, user_id: scenario.studentIds[0] }, adminB)).status).toBe(404);
    expect((await assign({ test_id: testB.body.test.id, user_id: studentB.id }, adminB)).status).toBe(201);

    const listedB = await list('', adminB);
    expect(listedB.body.total).toBe(1);
    expect(listedB.body.assignments[0]!.user_id).toBe(studentB.id);
    expect(await stack.dataSource.getRepository(AssignmentEntity).findOneBy({ id: groupAssignmentId })).not.toBeNull();
  });
});
