import {
  type AcceptAnswerResponse,
  type AttemptResultResponse,
  type CandidateResultsResponse,
  type CreateStaffResponse,
  ExamEvents,
  type ItemAnalysis,
  ItemAnalysisPaths,
  type ItemAnalysisListItem,
  ItemAnalysisTexts,
  pathTo,
  ResultPaths,
  StaffPaths,
} from '@cdi/contracts';
import { AuditLogEntity, GroupEntity, GroupMemberEntity } from '@cdi/db';
import ExcelJS from 'exceljs';
import type { Socket } from 'socket.io-client';
import { examSocket } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, insertStudent, issueSession, unique } from '../support/fixtures';
import { insertSampleParts, type LoadedPart } from '../support/sample-parts';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/**
 * Item analysis against a hand-computed fixture: three candidates sit Reading Passage 1 (questions
 * 1-7 typed, 8-13 TRUE/FALSE/NOT GIVEN) with these answers, every other question left blank.
 *   raw 3: 1 soldiers (key), 3 wax (key), 8 FALSE (key)
 *   raw 2: 1 soldier,        3 wax (key), 8 FALSE (key)
 *   raw 0: 1 ' soldier',     3 candle,    8 TRUE
 */
const SITTINGS: Record<string, string>[] = [
  { '1': 'soldiers', '3': 'wax', '8': 'FALSE' },
  { '1': 'soldier', '3': 'wax', '8': 'FALSE' },
  { '1': ' soldier', '3': 'candle', '8': 'TRUE' },
];

describe('item analysis of an assignment, and accepting an alternative answer', () => {
  let stack: TestStack;
  let tenant: CreatedTenant;
  let admin: string;
  let parts: LoadedPart[];
  let assignmentId: string;
  const candidates: { token: string; attemptId: string }[] = [];
  const sockets: Socket[] = [];

  async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > until) throw new Error(`timed out waiting; last: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const analysis = async (token = admin) => {
    const response = await stack.http.get<{ analysis: ItemAnalysis }>(pathTo(ItemAnalysisPaths.one, { assignmentId }), token);
    expect(response.status).toBe(200);
    return response.body.analysis;
  };
  const item = (a: ItemAnalysis, question: string) => a.items.find((i) => i.section === 'reading' && i.question === question)!;
  const accept = (json: Record<string, string>, token = admin) =>
    stack.http.request<AcceptAnswerResponse & { error?: string }>(
      'POST',
      pathTo(ItemAnalysisPaths.acceptedAnswers, { assignmentId }),
      {
        token,
        json,
      },
    );
  const attemptResult = (attemptId: string) =>
    stack.http.get<AttemptResultResponse>(pathTo(ResultPaths.attempt, { attemptId }), admin);

  async function staff(roles: string[]): Promise<string> {
    const created = await stack.http.request<CreateStaffResponse>('POST', StaffPaths.list, {
      token: admin,
      json: { first_name: 'Ida', last_name: unique('Staff'), login_id: unique('staff'), roles },
    });
    expect(created.status).toBe(201);
    return stack.http.login(created.body.staff.login_id, created.body.password);
  }

  beforeAll(async () => {
    stack = await sharedTestStack({ worker: true });
    const dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    parts = await insertSampleParts(stack, tenant.id, 'Item analysis');
    const passage1 = parts.find((p) => p.section === 'reading' && p.part === 1)!;
    const group = await stack.dataSource
      .getRepository(GroupEntity)
      .save({ tenantId: tenant.id, name: unique('Item group'), sizeLimit: null });
    const students = await Promise.all(SITTINGS.map(() => insertStudent(stack.dataSource, tenant.id, {}, 'student-pass-1')));
    await stack.dataSource
      .getRepository(GroupMemberEntity)
      .insert(students.map((s) => ({ groupId: group.id, userId: s.id, tenantId: tenant.id })));
    const created = await stack.http.request('POST', '/admin/test-making/create-test', {
      token: admin,
      json: {
        title: 'Item analysis test',
        listeningParts: [],
        readingParts: [passage1.id],
        writingParts: [],
        assignedToGroupId: group.id,
      },
    });
    expect(created.status).toBe(201);
    for (const [i, answers] of SITTINGS.entries()) {
      const token = await issueSession(stack.dataSource, students[i]!.id);
      const list = await stack.http.get<{ assignedTests: { attempt_id: string; assignment_id: string }[] }>(
        '/admin/test-making/student/assigned-tests',
        token,
      );
      const { attempt_id: attemptId } = list.body.assignedTests[0]!;
      assignmentId = list.body.assignedTests[0]!.assignment_id;
      candidates.push({ token, attemptId });
      const socket = await examSocket(stack.http.baseUrl, token);
      sockets.push(socket);
      expect(await socket.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId })).toMatchObject({ ok: true });
      let seq = 1;
      // The test has only Reading: the candidate passes through the other sections empty, as a sitting does.
      for (const [section, given] of [
        ['listening', {}],
        ['reading', answers],
        ['writing', {}],
      ] as const) {
        expect(await socket.timeout(10_000).emitWithAck(ExamEvents.sectionStart, { attemptId, section })).toMatchObject({
          ok: true,
        });
        for (const [question, value] of Object.entries(given)) {
          expect(
            await socket.timeout(10_000).emitWithAck(ExamEvents.answerSet, { attemptId, section, question, value, seq: seq++ }),
          ).toMatchObject({
            ok: true,
          });
        }
        expect(await socket.timeout(10_000).emitWithAck(ExamEvents.sectionComplete, { attemptId, section })).toMatchObject({
          ok: true,
        });
      }
      await waitFor(
        () => attemptResult(attemptId),
        (r) => r.body.result?.status === 'ready',
      );
    }
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await stack.close();
  });

  it('lists the assignment with its marked sittings', async () => {
    const list = await stack.http.get<{ assignments: ItemAnalysisListItem[] }>(ItemAnalysisPaths.list, admin);
    expect(list.body.assignments).toEqual([
      expect.objectContaining({ assignment_id: assignmentId, test_title: 'Item analysis test', sittings: 3, released: 0 }),
    ]);
  });

  it('computes facility, discrimination, point-biserial, option counts and wrong answers as worked out by hand', async () => {
    const a = await analysis();
    expect(a.sittings).toEqual({ listening: 0, reading: 3 });
    expect(a.items.filter((i) => i.section === 'reading')).toHaveLength(13);

    // Ranked 3, 2, 0; thirds of one sitting each.
    const q1 = item(a, '1');
    expect(q1).toMatchObject({ kind: 'text', sittings: 3, blank: 0, discrimination: 1, key: ['soldiers', 'armies'] });
    expect(q1.facility).toBeCloseTo(1 / 3, 10);
    // x = 1, 0, 0 against the rest 2, 2, 0: r = (2/3) / sqrt(6/9 * 24/9) = 0.5.
    expect(q1.point_biserial).toBeCloseTo(0.5, 10);
    expect(q1.wrong_answers).toEqual([{ answer: 'soldier', count: 2 }]);

    const q3 = item(a, '3');
    expect(q3.facility).toBeCloseTo(2 / 3, 10);
    expect(q3.discrimination).toBe(1);
    // x = 1, 1, 0 against the rest 2, 1, 0: r = 1 / sqrt(6/9 * 2).
    expect(q3.point_biserial).toBeCloseTo(1 / Math.sqrt(12 / 9), 10);
    expect(q3.wrong_answers).toEqual([{ answer: 'candle', count: 1 }]);

    const q8 = item(a, '8');
    expect(q8.kind).toBe('judgement');
    expect(q8.options).toEqual([
      { key: 'TRUE', count: 1, correct: false },
      { key: 'FALSE', count: 2, correct: true },
      { key: 'NOT GIVEN', count: 0, correct: false },
    ]);

    const q2 = item(a, '2');
    expect(q2).toMatchObject({ facility: 0, blank: 3, discrimination: 0, point_biserial: null, flags: ['too_hard'] });
  });

  it('exports the same figures as an XLSX workbook', async () => {
    const response = await fetch(`${stack.http.baseUrl}/api${pathTo(ItemAnalysisPaths.export, { assignmentId })}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/item-analysis-item-analysis-test-.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet(ItemAnalysisTexts.title)!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...ItemAnalysisTexts.exportColumns]);
    const q1 = sheet.getRow(2).values as unknown[];
    expect(q1.slice(1, 8)).toEqual(['Reading', '1', 'Typed answer', 3, 0, 1 / 3, 1]);
    expect(q1[11]).toBe('soldier (2)');
  });

  it('refuses to accept a choice, a key answer, an unknown question, or for another centre', async () => {
    expect((await accept({ section: 'reading', question: '8', answer: 'TRUE' })).body.error).toBe(ItemAnalysisTexts.notTyped);
    const key = await accept({ section: 'reading', question: '1', answer: 'Soldiers' });
    expect([key.status, key.body.error]).toEqual([409, ItemAnalysisTexts.alreadyCorrect]);
    const unknown = await accept({ section: 'reading', question: '99', answer: 'x' });
    expect([unknown.status, unknown.body.error]).toEqual([400, ItemAnalysisTexts.noSuchQuestion]);
    expect((await accept({ section: 'listening', question: '1', answer: 'x' })).status).toBe(400);
    expect((await accept({ section: 'reading', question: '1', answer: '   ' })).status).toBe(400);

    const dev = await developerToken(stack.http);
    const other = await createTenant(stack.http, dev);
    const otherAdmin = await stack.http.login(other.adminLoginId, other.adminPassword);
    expect((await accept({ section: 'reading', question: '1', answer: 'soldier' }, otherAdmin)).status).toBe(404);
    expect((await stack.http.get(pathTo(ItemAnalysisPaths.one, { assignmentId }), otherAdmin)).status).toBe(404);
  });

  it('is open to examiners, closed to invigilators', async () => {
    const examiner = await staff(['examiner']);
    expect((await analysis(examiner)).items.length).toBeGreaterThan(0);
    const invigilator = await staff(['invigilator']);
    expect((await stack.http.get(pathTo(ItemAnalysisPaths.one, { assignmentId }), invigilator)).status).toBe(403);
    expect((await accept({ section: 'reading', question: '1', answer: 'soldier' }, invigilator)).status).toBe(403);
  });

  it('accepts an alternative: re-marks every candidate who gave it, released results included, and logs it', async () => {
    const released = await stack.http.request(
      'POST',
      pathTo(ResultPaths.releaseAttempt, { attemptId: candidates[1]!.attemptId }),
      {
        token: admin,
      },
    );
    expect(released.status).toBe(200);
    const before = await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, candidates[1]!.token);
    expect(before.body.sittings[0]!.sections[0]!.raw_score).toBe(2);

    const accepted = await accept({ section: 'reading', question: '1', answer: 'soldier' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ success: true, remarked: 2, released: 1 });
    // The same answer however it is typed is accepted once.
    const again = await accept({ section: 'reading', question: '1', answer: 'SOLDIER' });
    expect([again.status, again.body.error]).toEqual([409, ItemAnalysisTexts.alreadyAccepted]);

    const after = await waitFor(
      () => analysis(),
      // Sections being marked again are left out until marked: wait for all three.
      (a) => a.sittings.reading === 3 && item(a, '1').facility === 1,
    );
    expect(item(after, '1')).toMatchObject({
      wrong_answers: [],
      accepted_by_centre: ['soldier'],
      key: ['soldiers', 'armies'],
    });
    const mine = await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, candidates[1]!.token);
    expect(mine.body.sittings[0]!.sections[0]!.raw_score).toBe(3);
    // The one who did not give it is untouched.
    expect((await attemptResult(candidates[0]!.attemptId)).body.result.sections[0]!.raw_score).toBe(3);
    expect((await attemptResult(candidates[2]!.attemptId)).body.result.sections[0]!.raw_score).toBe(1);

    const [logged] = await stack.dataSource
      .getRepository(AuditLogEntity)
      .find({ where: { tenantId: tenant.id, action: 'results.accept-answer' }, order: { createdAt: 'ASC' } });
    expect(logged!.details).toMatchObject({ section: 'reading', question: '1', answer: 'soldier', remarked: 2, released: 1 });
  });
});
