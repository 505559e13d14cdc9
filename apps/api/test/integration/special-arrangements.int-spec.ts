import {
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

  /** Starts Listening on the candidate's socket; answers its minutes from start to deadline. */
  async function listeningMinutes(i: number): Promise<number> {
    const socket = await examSocket(stack.http.baseUrl, scenario.tokens[i]!);
    try {
      const attemptId = scenario.attemptIds[i]!;
      await emitAck(socket, ExamEvents.join, { attemptId });
      const started = await emitAck<SectionAck>(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
      if (!started.ok) throw new Error(started.message);
      const listening = started.snapshot.sections.find((s) => s.section === 'listening')!;
      return (Date.parse(listening.deadlineAt!) - Date.parse(listening.startedAt!)) / 60_000;
    } finally {
      socket.disconnect();
    }
  }

  beforeAll(async () => {
    stack = await sharedTestStack();
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    scenario = await examScenario(stack, tenant, 3);
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
});
