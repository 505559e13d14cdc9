import {
  StudentPaths,
  TestHistoryResponseSchema,
  type AssignedTestDetailResponse,
  type AttemptResultResponse,
  AttemptPaths,
  ExamEvents,
  pathTo,
  ResultPaths,
  type SectionContentResponse,
  TestMakingPaths,
} from '@cdi/contracts';
import { expandKey } from '@cdi/exam-core';
import {
  examSocket,
  invigilatorSocket,
  watchedRoster,
  type ExamTestSocket,
  type InvigilateTestSocket,
} from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, insertStudent, issueSession } from '../support/fixtures';
import { insertSampleParts, type LoadedPart, type SampleSection } from '../support/sample-parts';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** The first accepted reading of an authored question's key. */
const rightAnswer = (part: LoadedPart, question: number) => {
  const entry = part.solution!.answers[String(question)]!;
  return entry.letters ? entry.letters.join(', ') : expandKey(entry.accept![0]!)[0]!;
};

describe('a paper numbered as the candidate meets it: Reading passages in swapped slots', () => {
  let stack: TestStack;
  let tenant: CreatedTenant;
  let admin: string;
  let parts: LoadedPart[];
  let candidate: { token: string; attemptId: string; assignmentId: string };
  let studentId: string;
  let testId: string;
  let socket: ExamTestSocket;
  let invigilator: InvigilateTestSocket;
  const passage = (n: number) => parts.find((p) => p.section === 'reading' && p.part === n)!;

  beforeAll(async () => {
    stack = await sharedTestStack({ worker: true });
    tenant = await createTenant(stack.http, await developerToken(stack.http));
    admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    parts = await insertSampleParts(stack, tenant.id, 'Numbering Test');
    const student = await insertStudent(stack.dataSource, tenant.id, {}, 'student-pass-1');
    studentId = student.id;
    const ids = (section: SampleSection, order: number[]) =>
      order.map((n) => parts.find((p) => p.section === section && p.part === n)!.id);
    // Slot 1 holds the passage authored as questions 27-40, slot 2 the one authored 1-13, slot 3 14-26.
    const created = await stack.http.request<{ test: { id: string } }>('POST', '/admin/test-making/create-test', {
      token: admin,
      json: {
        title: 'Swapped passages',
        listeningParts: ids('listening', [1, 2, 3, 4]),
        readingParts: ids('reading', [3, 1, 2]),
        writingParts: ids('writing', [1, 2]),
        assignedToUserId: student.id,
      },
    });
    expect(created.status).toBe(201);
    testId = created.body.test.id;
    const token = await issueSession(stack.dataSource, student.id);
    const list = await stack.http.get<{ assignedTests: { attempt_id: string; assignment_id: string }[] }>(
      '/admin/test-making/student/assigned-tests',
      token,
    );
    const assigned = list.body.assignedTests[0]!;
    candidate = { token, attemptId: assigned.attempt_id, assignmentId: assigned.assignment_id };
    socket = await examSocket(stack.http.baseUrl, token);
    expect(await socket.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId: candidate.attemptId })).toMatchObject({
      ok: true,
    });
    invigilator = await invigilatorSocket(stack.http.baseUrl, admin);
  });
  afterAll(async () => {
    socket?.close();
    invigilator?.close();
    await stack.close();
  });

  let seq = 1;
  const start = async (section: SampleSection) =>
    expect(
      await socket.timeout(10_000).emitWithAck(ExamEvents.sectionStart, { attemptId: candidate.attemptId, section }),
    ).toMatchObject({ ok: true });
  const answer = async (section: SampleSection, question: string, value: string) =>
    expect(
      await socket
        .timeout(10_000)
        .emitWithAck(ExamEvents.answerSet, { attemptId: candidate.attemptId, section, question, value, seq: seq++ }),
    ).toMatchObject({ ok: true });
  const complete = async (section: SampleSection) =>
    expect(
      await socket.timeout(10_000).emitWithAck(ExamEvents.sectionComplete, { attemptId: candidate.attemptId, section }),
    ).toMatchObject({ ok: true });

  it("describes the test's Reading parts on the overview by the numbers the candidate will meet", async () => {
    const { body } = await stack.http.get<AssignedTestDetailResponse>(
      pathTo(TestMakingPaths.studentAssignedTest, { testId }),
      candidate.token,
    );
    expect(body.examParts.filter((p) => p.section === 'reading').map((p) => [p.part, p.question_range])).toEqual([
      [1, '1-14'],
      [2, '15-27'],
      [3, '28-40'],
    ]);
  });

  it('delivers Reading Part 1 as questions 1-14 and each next part continuing, to 40', async () => {
    await start('listening');
    await complete('listening');
    await start('reading');
    const { body } = await stack.http.get<SectionContentResponse>(
      pathTo(AttemptPaths.sectionContent, { attemptId: candidate.attemptId, section: 'reading' }),
      candidate.token,
    );
    expect(body.parts.map((p) => [p.part, p.id, p.question_range])).toEqual([
      [1, passage(3).id, '1-14'],
      [2, passage(1).id, '15-27'],
      [3, passage(2).id, '28-40'],
    ]);
    expect(body.parts[0]!.shown_numbers).toMatchObject({ '27': 1, '28': 2, '40': 14 });
    expect(body.parts[1]!.shown_numbers).toMatchObject({ '1': 15, '13': 27 });
    expect(body.parts[2]!.shown_numbers).toMatchObject({ '14': 28, '26': 40 });
  });

  it("shows the invigilator the candidate's position and flags as the paper numbers them", async () => {
    // Positions and flags go unacknowledged; the roster shows them once they have arrived.
    socket.emit(ExamEvents.position, {
      attemptId: candidate.attemptId,
      section: 'reading',
      part: 1,
      question: 27,
    });
    socket.emit(ExamEvents.flags, {
      attemptId: candidate.attemptId,
      section: 'reading',
      questions: [28],
    });
    const roster = await watchedRoster(
      invigilator,
      candidate.assignmentId,
      (r) => r.rows[0]?.live.flagged.reading.length === 1 && r.rows[0]?.live.question === 27,
    );
    const row = roster.rows[0]!;
    expect(row.live).toMatchObject({ section: 'reading', part: 1, question: 27 });
    const { shownNumbers } = roster;
    expect(shownNumbers.reading[String(row.live.question)]).toBe(1);
    expect(row.live.flagged.reading.map((n) => shownNumbers.reading[String(n)])).toEqual([2]);
    expect(shownNumbers.reading['1']).toBe(15);
    expect(shownNumbers.listening['1']).toBe(1);
  });

  it('marks by the authored key and reports each question by the number the candidate saw', async () => {
    // Right for the first question the candidate met (authored 27), wrong for authored 1 (shown as 15).
    await answer('reading', '27', rightAnswer(passage(3), 27));
    await answer('reading', '1', 'wrong answer');
    await complete('reading');
    await start('writing');
    await answer('writing', 'task1', 'A few words.');
    await complete('writing');

    const deadline = Date.now() + 20_000;
    let result: AttemptResultResponse['result'] | undefined;
    for (; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      const { body } = await stack.http.get<AttemptResultResponse>(
        pathTo(ResultPaths.attempt, { attemptId: candidate.attemptId }),
        admin,
      );
      if (body.result?.sections.find((s) => s.section === 'reading')?.status === 'marked') {
        result = body.result;
        break;
      }
    }
    const reading = result!.sections.find((s) => s.section === 'reading')!;
    expect(reading.raw_score).toBe(1);
    // Every number 1 to 40 once, in order (a choose-TWO covers two).
    expect(reading.questions.flatMap((q) => q.numbers)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(reading.questions[0]).toMatchObject({
      question: '1',
      numbers: [1],
      answer: rightAnswer(passage(3), 27),
      correct: true,
      marks: 1,
    });
    expect(reading.questions[0]!.correct_answers.length).toBeGreaterThan(0);
    const fifteenth = reading.questions.find((q) => q.question === '15');
    expect(fifteenth).toMatchObject({ question: '15', answer: 'wrong answer', correct: false, marks: 0 });

    // The assignment's per-question difficulty follows the same numbers.
    const assignment = await stack.http.get<{
      results: { questions: { section: string; question: string; share_correct: number }[] };
    }>(pathTo(ResultPaths.assignment, { assignmentId: candidate.assignmentId }), admin);
    const readingDifficulty = assignment.body.results.questions.filter((q) => q.section === 'reading');
    expect(readingDifficulty[0]).toMatchObject({ question: '1', share_correct: 1 });
    expect(readingDifficulty.find((q) => q.question === '15')).toMatchObject({ share_correct: 0 });

    // The student's page numbers the saved answers the same way (authored key → the number shown).
    const history = TestHistoryResponseSchema.parse(
      (await stack.http.get(pathTo(StudentPaths.testHistory, { id: studentId }), admin)).body,
    );
    const ofSection = (section: string) =>
      history.results.find((r) => r.attempt_id === candidate.attemptId && r.section === section)!;
    expect(ofSection('reading').answers).toMatchObject({ '27': rightAnswer(passage(3), 27), '1': 'wrong answer' });
    expect(ofSection('reading').shown_numbers).toMatchObject({ '27': 1, '40': 14, '1': 15, '26': 40 });
    expect(ofSection('writing').shown_numbers).toEqual({});
  });
});
