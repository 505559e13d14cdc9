import {
  AssignmentArrangementPaths,
  AssignmentArrangementTexts,
  type AssignmentCandidate,
  ExamEvents,
  InvigilationPaths,
  pathTo,
  type SectionAck,
  type StudentListItem,
  StudentPaths,
  type TimelineResponse,
} from '@cdi/contracts';
import { emitAck, examScenario, type ExamScenario, examSocket } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** A candidate's special arrangements: extra time on the server's clock, the timeline, the roster's time left. */
describe('special arrangements', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let admin: string;

  const setArrangements = (studentId: string, json: unknown) =>
    stack.http.request<{ arrangements?: unknown; error?: string }>('PUT', pathTo(StudentPaths.arrangements, { id: studentId }), {
      token: admin,
      json,
    });

  const setOwn = (i: number, json: unknown) =>
    stack.http.request<{ candidate?: AssignmentCandidate; error?: string }>(
      'PUT',
      pathTo(AssignmentArrangementPaths.one, { id: scenario.assignmentId, userId: scenario.studentIds[i]! }),
      { token: admin, json },
    );

  /** Starts Listening on the candidate's socket. */
  async function startListening(i: number): Promise<SectionAck> {
    const socket = await examSocket(stack.http.baseUrl, scenario.tokens[i]!);
    try {
      const attemptId = scenario.attemptIds[i]!;
      await emitAck(socket, ExamEvents.join, { attemptId });
      return await emitAck<SectionAck>(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    } finally {
      socket.disconnect();
    }
  }

  /** Starts Listening; answers its minutes from start to deadline. */
  async function listeningMinutes(i: number): Promise<number> {
    const started = await startListening(i);
    if (!started.ok) throw new Error(started.message);
    const listening = started.snapshot.sections.find((s) => s.section === 'listening')!;
    return (Date.parse(listening.deadlineAt!) - Date.parse(listening.startedAt!)) / 60_000;
  }

  beforeAll(async () => {
    stack = await sharedTestStack();
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    scenario = await examScenario(stack, tenant, 5);
    admin = scenario.adminToken;
  });
  afterAll(() => stack.close());

  it('gives a candidate with 25 % extra time 37.5 minutes of Listening, and records it on their timeline', async () => {
    const set = await setArrangements(scenario.studentIds[0]!, { extra_time_percent: 25 });
    expect(set.status).toBe(200);
    expect(set.body.arrangements).toEqual({ extra_time_percent: 25, extra_time_minutes: 0, text_size: null });
    expect(await listeningMinutes(0)).toBe(37.5);
    expect(await listeningMinutes(1)).toBe(30);

    const timeline = await stack.http.get<TimelineResponse>(
      pathTo(InvigilationPaths.timeline, { attemptId: scenario.attemptIds[0]! }),
      admin,
    );
    expect(timeline.body.events).toContainEqual(
      expect.objectContaining({ type: 'arrangements', payload: expect.objectContaining({ extra_time_percent: 25 }) }),
    );
  });

  it('adds minutes to the share, keeps what a change leaves out, and shows them on the student', async () => {
    const id = scenario.studentIds[2]!;
    await setArrangements(id, { extra_time_percent: 50, text_size: 'large' });
    const set = await setArrangements(id, { extra_time_minutes: 5 });
    expect(set.body.arrangements).toEqual({ extra_time_percent: 50, extra_time_minutes: 5, text_size: 'large' });
    // 30 × 1.5 + 5.
    expect(await listeningMinutes(2)).toBe(50);
    const student = await stack.http.get<{ user: StudentListItem }>(pathTo(StudentPaths.user, { id }), admin);
    expect(student.body.user.arrangements).toEqual({ extra_time_percent: 50, extra_time_minutes: 5, text_size: 'large' });
  });

  it('refuses arrangements out of range with the field’s message', async () => {
    const tooMuch = await setArrangements(scenario.studentIds[1]!, { extra_time_percent: 150 });
    expect([tooMuch.status, tooMuch.body.error]).toEqual([400, 'Extra time must be at most 100 %']);
    const empty = await setArrangements(scenario.studentIds[1]!, {});
    expect(empty.status).toBe(400);
  });

  it("gives a candidate extra time for one assignment over their profile's, field by field, and lists it", async () => {
    await setArrangements(scenario.studentIds[3]!, { extra_time_percent: 25 });
    const set = await setOwn(3, { extra_time_minutes: 10 });
    expect(set.status).toBe(200);
    expect(set.body.candidate).toMatchObject({
      profile: { extra_time_percent: 25, extra_time_minutes: 0 },
      own: { opens_at: null, closes_at: null, extra_time_percent: null, extra_time_minutes: 10 },
      attempt_status: 'not_started',
    });
    // 30 × 1.25 + 10: the profile's share stays, the assignment adds its minutes.
    expect(await listeningMinutes(3)).toBe(47.5);
    const list = await stack.http.get<{ candidates: AssignmentCandidate[] }>(
      pathTo(AssignmentArrangementPaths.list, { id: scenario.assignmentId }),
      admin,
    );
    expect(list.body.candidates).toHaveLength(5);
    expect(list.body.candidates.filter((c) => c.own !== null).map((c) => c.user_id)).toEqual([scenario.studentIds[3]]);
  });

  it('gives a candidate their own window: they cannot start before it opens, and can once it is cleared', async () => {
    const opensAt = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await setOwn(4, { opens_at: opensAt })).status).toBe(200);
    const refused = await startListening(4);
    expect(refused).toMatchObject({ ok: false, code: 'notOpenYet' });
    const dashboard = await stack.http.get<{ assignedTests: { assignment_id: string; opens_at: string | null }[] }>(
      '/admin/test-making/student/assigned-tests',
      scenario.tokens[4]!,
    );
    expect(dashboard.body.assignedTests.find((t) => t.assignment_id === scenario.assignmentId)!.opens_at).toBe(opensAt);

    const cleared = await stack.http.request(
      'DELETE',
      pathTo(AssignmentArrangementPaths.one, { id: scenario.assignmentId, userId: scenario.studentIds[4]! }),
      { token: admin },
    );
    expect(cleared.status).toBe(200);
    expect(await startListening(4)).toMatchObject({ ok: true });
  });

  it('refuses a window that closes before it opens, and a student who is not a candidate', async () => {
    const backwards = await setOwn(1, {
      opens_at: new Date(Date.now() + 120 * 60_000).toISOString(),
      closes_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    expect(backwards.status).toBe(400);
    const stranger = await stack.http.request<{ error?: string }>(
      'PUT',
      pathTo(AssignmentArrangementPaths.one, { id: scenario.assignmentId, userId: scenario.assignmentId }),
      { token: admin, json: { extra_time_percent: 10 } },
    );
    expect([stranger.status, stranger.body.error]).toEqual([404, AssignmentArrangementTexts.candidateNotFound]);
  });
});
