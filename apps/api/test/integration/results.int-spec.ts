import {
  AdminConsolePaths,
  AssignmentPaths,
  type AssignmentResultsResponse,
  type AttemptResultResponse,
  type CandidateResultsResponse,
  DEFAULT_TENANT_SETTINGS,
  ExamEvents,
  MarkingPaths,
  pathTo,
  ResultPaths,
  type ScriptResponse,
  type ScriptsResponse,
  type CreateStaffResponse,
  type Solution,
  StaffPaths,
  StaffTexts,
} from '@cdi/contracts';
import { AuditLogEntity, ExamPartEntity, GroupEntity, GroupMemberEntity, SectionResultEntity } from '@cdi/db';
import { expandKey } from '@cdi/exam-core';
import ExcelJS from 'exceljs';
import type { Socket } from 'socket.io-client';
import { examSocket } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, insertStudent, issueSession, unique } from '../support/fixtures';
import { insertSampleParts, type LoadedPart, type SampleSection } from '../support/sample-parts';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** A right answer for each slot of a section: the first reading of the first key, or the letters of a choose-N. */
function rightAnswers(parts: LoadedPart[], section: SampleSection): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const part of parts.filter((p) => p.section === section)) {
    for (const [question, entry] of Object.entries(part.solution!.answers)) {
      answers[question] = entry.letters ? entry.letters.join(', ') : expandKey(entry.accept![0]!)[0]!;
    }
  }
  return answers;
}

const marksOf = (parts: LoadedPart[], section: SampleSection) =>
  parts
    .filter((p) => p.section === section)
    .flatMap((p) => Object.values(p.solution!.answers))
    .reduce((sum, entry) => sum + (entry.letters ? entry.letters.length : 1), 0);

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('results: marking a sitting, writing marks, release and exports', () => {
  let stack: TestStack;
  let tenant: CreatedTenant;
  let other: CreatedTenant;
  let admin: string;
  let otherAdmin: string;
  let parts: LoadedPart[];
  let assignmentId: string;
  let testId: string;
  const candidates: { id: string; token: string; attemptId: string }[] = [];
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

  const attemptResult = (attemptId: string, token = admin) =>
    stack.http.get<AttemptResultResponse>(pathTo(ResultPaths.attempt, { attemptId }), token);

  /** Sits every section on the candidate's own socket, saving `answers[section]` and finishing each. */
  async function sit(
    i: number,
    answers: Record<SampleSection, Record<string, string>>,
    { token, attemptId }: { token: string; attemptId: string } = candidates[i]!,
  ): Promise<void> {
    const socket = await examSocket(stack.http.baseUrl, token);
    sockets.push(socket);
    expect(await socket.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId })).toMatchObject({ ok: true });
    let seq = 1;
    for (const section of ['listening', 'reading', 'writing'] as const) {
      expect(await socket.timeout(10_000).emitWithAck(ExamEvents.sectionStart, { attemptId, section })).toMatchObject({
        ok: true,
      });
      for (const [question, value] of Object.entries(answers[section])) {
        const ack = await socket
          .timeout(10_000)
          .emitWithAck(ExamEvents.answerSet, { attemptId, section, question, value, seq: seq++ });
        expect(ack).toMatchObject({ ok: true });
      }
      expect(await socket.timeout(10_000).emitWithAck(ExamEvents.sectionComplete, { attemptId, section })).toMatchObject({
        ok: true,
      });
    }
  }

  /** A member of the centre's staff with the examiner role, signed in. */
  async function staffExaminer(): Promise<{ id: string; token: string }> {
    const created = await stack.http.request<CreateStaffResponse>('POST', StaffPaths.list, {
      token: admin,
      json: { first_name: 'Eva', last_name: unique('Examiner'), login_id: unique('examiner'), roles: ['examiner'] },
    });
    expect(created.status).toBe(201);
    return { id: created.body.staff.id, token: await stack.http.login(created.body.staff.login_id, created.body.password) };
  }

  /** A new student given a test of the two writing tasks, who sits it with these responses; answers the attempt once its script is listed. */
  async function writingOnlySitting(task1: string, task2: string): Promise<string> {
    const student = await insertStudent(stack.dataSource, tenant.id, {}, 'student-pass-1');
    const writingOnly = await stack.http.request<{ test: { id: string } }>('POST', '/admin/test-making/create-test', {
      token: admin,
      json: {
        title: 'Writing only',
        listeningParts: [],
        readingParts: [],
        writingParts: [1, 2].map((n) => parts.find((p) => p.section === 'writing' && p.content.part === n)!.id),
        assignedToUserId: student.id,
      },
    });
    expect(writingOnly.status).toBe(201);
    const token = await issueSession(stack.dataSource, student.id);
    const list = await stack.http.get<{ assignedTests: { attempt_id: string }[] }>(
      '/admin/test-making/student/assigned-tests',
      token,
    );
    const attemptId = list.body.assignedTests[0]!.attempt_id;
    await sit(-1, { listening: {}, reading: {}, writing: { task1, task2 } }, { token, attemptId });
    await waitFor(
      () => stack.http.get<ScriptsResponse>(MarkingPaths.scripts, admin),
      (r) => r.body.scripts.some((s) => s.attempt_id === attemptId),
    );
    return attemptId;
  }

  const submitMark = (attemptId: string, task: 1 | 2, criteria: Record<string, number>, token = admin, comment = '') =>
    stack.http.request<ScriptResponse>('PUT', pathTo(MarkingPaths.taskMark, { attemptId, task: String(task) }), {
      token,
      json: { criteria, comment, status: 'submitted' },
    });

  beforeAll(async () => {
    stack = await sharedTestStack({ worker: true });
    const dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    other = await createTenant(stack.http, dev);
    admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    otherAdmin = await stack.http.login(other.adminLoginId, other.adminPassword);
    parts = await insertSampleParts(stack, tenant.id, 'Results Test');
    const group = await stack.dataSource
      .getRepository(GroupEntity)
      .save({ tenantId: tenant.id, name: unique('Results group'), sizeLimit: null });
    const students = await Promise.all([0, 1].map(() => insertStudent(stack.dataSource, tenant.id, {}, 'student-pass-1')));
    await stack.dataSource
      .getRepository(GroupMemberEntity)
      .insert(students.map((s) => ({ groupId: group.id, userId: s.id, tenantId: tenant.id })));
    const ids = (section: SampleSection, n: number) =>
      Array.from({ length: n }, (_, i) => parts.find((p) => p.section === section && (p.content.part as number) === i + 1)!.id);
    const created = await stack.http.request<{ test: { id: string } }>('POST', '/admin/test-making/create-test', {
      token: admin,
      json: {
        title: 'Results test',
        listeningParts: ids('listening', 4),
        readingParts: ids('reading', 3),
        writingParts: ids('writing', 2),
        assignedToGroupId: group.id,
      },
    });
    expect(created.status).toBe(201);
    testId = created.body.test.id;
    for (const student of students) {
      const token = await issueSession(stack.dataSource, student.id);
      const list = await stack.http.get<{ assignedTests: { attempt_id: string; assignment_id: string }[] }>(
        '/admin/test-making/student/assigned-tests',
        token,
      );
      assignmentId = list.body.assignedTests[0]!.assignment_id;
      candidates.push({ id: student.id, token, attemptId: list.body.assignedTests[0]!.attempt_id });
    }
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await stack.close();
  });

  it('marks Listening and Reading by the key as each section closes, and leaves Writing to the examiners', async () => {
    const listening = { ...rightAnswers(parts, 'listening'), '1': 'wrongname', '2': 'nothing' };
    const reading = rightAnswers(parts, 'reading');
    for (const q of ['1', '2', '3']) reading[q] = 'wrong answer';
    await sit(0, { listening, reading, writing: { task1: words(120), task2: words(260) } });

    const result = await waitFor(
      () => attemptResult(candidates[0]!.attemptId),
      (r) => r.body.result?.status === 'awaiting_writing',
    );
    const [l, r, w] = result.body.result.sections;
    expect(l).toMatchObject({ section: 'listening', status: 'marked', max_score: marksOf(parts, 'listening') });
    expect(l!.raw_score).toBe(marksOf(parts, 'listening') - 2);
    expect(r!.raw_score).toBe(marksOf(parts, 'reading') - 3);
    // The published tables: 38/40 is Listening 8.5, 37/40 Academic Reading 8.5.
    expect([l!.max_score, l!.band, r!.max_score, r!.band]).toEqual([40, 8.5, 40, 8.5]);
    expect(w).toMatchObject({ section: 'writing', status: 'awaiting_marking', band: null });
    const first = l!.questions.find((q) => q.question === '1')!;
    expect(first).toMatchObject({ answer: 'wrongname', correct: false, marks: 0 });
    expect(first.correct_answers.length).toBeGreaterThan(0);
    expect(result.body.result.overall_band).toBeNull();
  });

  it('shows the candidate when results are due, and nothing of the key or bands before release', async () => {
    const { body } = await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, candidates[0]!.token);
    expect(body.sittings).toHaveLength(1);
    const sitting = body.sittings[0]!;
    expect(sitting).toMatchObject({ released: false, overall_band: null, sections: [], writing_feedback: [] });
    const promised = new Date(sitting.expected_by).getTime() - new Date(sitting.submitted_at).getTime();
    expect(promised).toBe(48 * 60 * 60 * 1000);
    expect(JSON.stringify(body)).not.toContain('correct_answers');
    // Releasing before the writing is marked is refused.
    const early = await stack.http.request('POST', pathTo(ResultPaths.releaseAttempt, { attemptId: candidates[0]!.attemptId }), {
      token: admin,
    });
    expect(early.status).toBe(409);
  });

  it('lists the script for marking with its word counts and under-length flag, and bands Writing from the rubric', async () => {
    const { body } = await stack.http.get<ScriptsResponse>(`${MarkingPaths.scripts}?status=to_mark`, admin);
    const script = body.scripts.find((s) => s.attempt_id === candidates[0]!.attemptId)!;
    expect(script.word_counts).toEqual([
      { task: 1, words: 120, minimum: 150 },
      { task: 2, words: 260, minimum: 250 },
    ]);
    const detail = await stack.http.get<ScriptResponse>(pathTo(MarkingPaths.script, { attemptId: script.attempt_id }), admin);
    expect(detail.body.script.tasks.map((t) => [t.task, t.under_length, t.prompt.length > 0])).toEqual([
      [1, true, true],
      [2, false, true],
    ]);
    expect(detail.body.script.tasks[0]!.chart).not.toBeNull();

    const draft = await stack.http.request<ScriptResponse>(
      'PUT',
      pathTo(MarkingPaths.taskMark, { attemptId: script.attempt_id, task: '1' }),
      {
        token: admin,
        json: { criteria: { ta: 6, cc: null, lr: null, gra: null }, comment: 'draft', status: 'draft' },
      },
    );
    expect(draft.body.script.tasks[0]!.status).toBe('draft');
    const incomplete = await stack.http.request(
      'PUT',
      pathTo(MarkingPaths.taskMark, { attemptId: script.attempt_id, task: '1' }),
      {
        token: admin,
        json: { criteria: { ta: 6, cc: null, lr: 7, gra: 7 }, status: 'submitted' },
      },
    );
    expect(incomplete.status).toBe(400);

    // Task 1: (6 + 6 + 7 + 7) / 4 = 6.5; Task 2: (7 + 7 + 7 + 6) / 4 = 6.75; Writing (6.5 + 2 × 6.75) / 3 = 6.67 → 6.5.
    expect((await submitMark(script.attempt_id, 1, { ta: 6, cc: 6, lr: 7, gra: 7 }, admin, 'Clear overview.')).status).toBe(200);
    const marked = await submitMark(script.attempt_id, 2, { ta: 7, cc: 7, lr: 7, gra: 6 }, admin, 'Well argued.');
    expect(marked.body.script).toMatchObject({ status: 'marked', writing_band: 6.5 });
    expect((await submitMark(script.attempt_id, 2, { ta: 9, cc: 9, lr: 9, gra: 9 })).status).toBe(409);

    const ready = await waitFor(
      () => attemptResult(script.attempt_id),
      (r) => r.body.result.status === 'ready',
    );
    // Overall: (8.5 + 8.5 + 6.5) / 3 = 7.83 → 8.0.
    expect(ready.body.result.sections.map((s) => s.band)).toEqual([8.5, 8.5, 6.5]);
    expect(ready.body.result.overall_band).toBe(8);
  });

  it('releases the bands, the answers against the key and the feedback to the candidate alone', async () => {
    const before = await stack.http.get<AssignmentResultsResponse>(pathTo(ResultPaths.assignment, { assignmentId }), admin);
    expect(before.body.results.rows.map((r) => [r.user_id, r.status])).toEqual(
      expect.arrayContaining([
        [candidates[0]!.id, 'ready'],
        [candidates[1]!.id, 'not_started'],
      ]),
    );
    const released = await stack.http.request<{ released: number }>(
      'POST',
      pathTo(ResultPaths.releaseAssignment, { assignmentId }),
      {
        token: admin,
      },
    );
    expect(released.body.released).toBe(1);
    const { body } = await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, candidates[0]!.token);
    const sitting = body.sittings[0]!;
    expect(sitting).toMatchObject({ released: true, overall_band: 8 });
    expect(sitting.sections.map((s) => [s.section, s.band])).toEqual([
      ['listening', 8.5],
      ['reading', 8.5],
      ['writing', 6.5],
    ]);
    expect(sitting.sections[0]!.questions.find((q) => q.question === '2')).toMatchObject({ answer: 'nothing', correct: false });
    expect(sitting.writing_feedback).toEqual([
      { task: 1, band: 6.5, criteria: { ta: 6, cc: 6, lr: 7, gra: 7 }, comment: 'Clear overview.', word_count: 120 },
      // 6.75, the mean of the criteria, is reported to the half band.
      { task: 2, band: 7, criteria: { ta: 7, cc: 7, lr: 7, gra: 6 }, comment: 'Well argued.', word_count: 260 },
    ]);
    // The other candidate has sat nothing: none of this is theirs.
    expect((await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, candidates[1]!.token)).body.sittings).toEqual([]);
  });

  it('re-marks with a corrected key and updates the raw score and bands', async () => {
    const part1 = parts.find((p) => p.section === 'listening' && p.content.part === 1)!;
    const corrected: Solution = {
      ...part1.solution!,
      answers: { ...part1.solution!.answers, '1': { accept: [...part1.solution!.answers['1']!.accept!, 'wrongname'] } },
    };
    await stack.dataSource.getRepository(ExamPartEntity).update({ id: part1.id }, { solutionData: corrected });
    const remark = await stack.http.request<{ queued: number }>('POST', pathTo(ResultPaths.remarkAssignment, { assignmentId }), {
      token: admin,
    });
    expect(remark.body.queued).toBe(2);
    const after = await waitFor(
      () => attemptResult(candidates[0]!.attemptId),
      // Both sections were set back to pending: wait for both, not only Listening.
      (r) => r.body.result.sections.every((s) => s.status === 'marked') && r.body.result.sections[0]!.raw_score === 39,
    );
    // 39/40 is Listening 9.0; overall (9 + 8.5 + 6.5) / 3 = 8.0.
    expect(after.body.result.sections[0]!.band).toBe(9);
    expect(after.body.result.overall_band).toBe(8);
    // Marking again without a change gives the same row.
    const before = await stack.dataSource
      .getRepository(SectionResultEntity)
      .findOneByOrFail({ attemptId: candidates[0]!.attemptId, section: 'reading' });
    await stack.http.request('POST', pathTo(ResultPaths.remarkAssignment, { assignmentId }), { token: admin });
    const again = await waitFor(
      () =>
        stack.dataSource
          .getRepository(SectionResultEntity)
          .findOneByOrFail({ attemptId: candidates[0]!.attemptId, section: 'reading' }),
      (row) => row.status === 'marked',
    );
    expect([again.rawScore, again.band, again.questions]).toEqual([before.rawScore, before.band, before.questions]);
    // Listening was marked again too: the tests after this one read the whole sitting.
    await waitFor(
      () => attemptResult(candidates[0]!.attemptId),
      (r) => r.body.result.sections.every((s) => s.status === 'marked'),
    );
  });

  it('tabulates the assignment, its band distribution and question difficulty, and exports the same numbers as CSV and XLSX', async () => {
    const { body } = await stack.http.get<AssignmentResultsResponse>(pathTo(ResultPaths.assignment, { assignmentId }), admin);
    const { rows, distribution, questions } = body.results;
    expect(rows).toHaveLength(2);
    const sat = rows.find((r) => r.attempt_id === candidates[0]!.attemptId)!;
    expect(sat).toMatchObject({
      status: 'released',
      listening: { raw_score: 39, band: 9 },
      reading: { band: 8.5 },
      writing_band: 6.5,
      overall_band: 8,
    });
    expect(rows.find((r) => r.user_id === candidates[1]!.id)).toMatchObject({ status: 'not_started', overall_band: null });
    expect(distribution).toEqual([{ band: 8, count: 1 }]);
    expect(questions.find((q) => q.section === 'reading' && q.question === '3')).toMatchObject({ share_correct: 0, marked: 1 });
    expect(questions.find((q) => q.section === 'reading' && q.question === '4')).toMatchObject({ share_correct: 1 });

    // Dates on the centre's clock: Ho Chi Minh City is UTC+7 all year.
    await stack.http.request('PUT', AdminConsolePaths.settings, {
      token: admin,
      json: { ...DEFAULT_TENANT_SETTINGS, time_zone: 'Asia/Ho_Chi_Minh' },
    });
    const completed = new Date(sat.completed_at!);
    const wallClock = new Date(Math.floor(completed.getTime() / 1000) * 1000 + 7 * 3_600_000).toISOString().slice(0, 19);

    const csv = await fetch(`${stack.http.baseUrl}/api${pathTo(ResultPaths.exportAssignment, { assignmentId })}?format=csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Candidate ID,Name,Status,Listening raw,Listening band,Reading raw,Reading band,Writing band,Speaking band,Overall band,Overall basis,Completed at',
    );
    const line = lines.find((l) => l.startsWith(sat.candidate_id))!.split(',');
    // No Speaking recorded: the overall is the L/R/W average, and the row says so.
    expect(line.slice(2, 11)).toEqual([
      'Released',
      '39',
      '9',
      String(sat.reading!.raw_score),
      '8.5',
      '6.5',
      '',
      '8',
      'L/R/W average',
    ]);
    expect(line[11]).toBe(`${wallClock}+07:00`);

    const xlsx = await fetch(`${stack.http.baseUrl}/api${pathTo(ResultPaths.exportAssignment, { assignmentId })}?format=xlsx`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('Results')!;
    const found = sheet.getSheetValues().find((row) => Array.isArray(row) && row[1] === sat.candidate_id) as unknown[];
    expect(found.slice(3, 9)).toEqual(['Released', 39, 9, sat.reading!.raw_score, 8.5, 6.5]);
    expect(found.slice(10, 12)).toEqual([8, 'L/R/W average']);
    // A real date cell (exceljs reads it back as a Date), formatted as a date and time.
    expect(found[12]).toBeInstanceOf(Date);
    expect((found[12] as Date).toISOString().slice(0, 19)).toBe(wallClock);
    const foundRow = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === sat.candidate_id)!;
    expect(foundRow.getCell(12).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    await stack.http.request('POST', AdminConsolePaths.settingsReset, { token: admin });
  });

  it('keeps another tenant out of every result, script and export', async () => {
    const attemptId = candidates[0]!.attemptId;
    for (const route of [
      pathTo(ResultPaths.attempt, { attemptId }),
      pathTo(ResultPaths.assignment, { assignmentId }),
      pathTo(MarkingPaths.script, { attemptId }),
      `${pathTo(ResultPaths.exportAssignment, { assignmentId })}?format=csv`,
      pathTo(ResultPaths.bandTables, { testId }),
    ]) {
      expect({ route, status: (await stack.http.get(route, otherAdmin)).status }).toEqual({ route, status: 404 });
    }
    const scripts = await stack.http.get<ScriptsResponse>(MarkingPaths.scripts, otherAdmin);
    expect(scripts.body.scripts).toEqual([]);
    // A candidate may not read the centre's view of their own sitting.
    expect((await attemptResult(attemptId, candidates[0]!.token)).status).toBe(403);
  });

  it('keeps a released result as released while the centre turns second marking on and off', async () => {
    const attemptId = candidates[0]!.attemptId;
    const snapshot = async () => {
      const mine = (await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, candidates[0]!.token)).body.sittings[0]!;
      const centre = (
        await stack.http.get<AssignmentResultsResponse>(pathTo(ResultPaths.assignment, { assignmentId }), admin)
      ).body.results.rows.find((r) => r.attempt_id === attemptId)!;
      const script = (await stack.http.get<ScriptsResponse>(`${MarkingPaths.scripts}?status=all`, admin)).body.scripts.find(
        (s) => s.attempt_id === attemptId,
      )!;
      return {
        candidate: {
          overall: mine.overall_band,
          sections: mine.sections.map((s) => [s.section, s.band]),
          feedback: mine.writing_feedback,
        },
        centre: { status: centre.status, writing: centre.writing_band, overall: centre.overall_band },
        script: { status: script.status, writing: script.writing_band },
      };
    };
    const released = await snapshot();
    expect(released.centre).toEqual({ status: 'released', writing: 6.5, overall: 8 });
    expect(released.candidate.sections).toEqual([
      ['listening', 9],
      ['reading', 8.5],
      ['writing', 6.5],
    ]);
    for (const second_marking of [true, false]) {
      const saved = await stack.http.request('PUT', MarkingPaths.settings, { token: admin, json: { second_marking } });
      expect(saved.status).toBe(200);
      // Long enough for the worker to band again whatever the change asked for: nothing released may move.
      const until = Date.now() + 3_000;
      while (Date.now() < until) {
        expect(await snapshot()).toEqual(released);
        await new Promise((r) => setTimeout(r, 250));
      }
      // The script says it was settled by one examiner, whatever the setting is now.
      const script = await stack.http.get<ScriptResponse>(pathTo(MarkingPaths.script, { attemptId }), admin);
      expect([script.body.script.status, script.body.script.second_marking]).toEqual(['marked', false]);
    }
    const row = await stack.dataSource.getRepository(SectionResultEntity).findOneByOrFail({ attemptId, section: 'writing' });
    expect([row.status, row.band, row.markingRule]).toEqual(['marked', 6.5, 'single']);
  });

  it('re-bands with a centre’s adjusted table the results not released, and released ones only when re-marked', async () => {
    const current = await stack.http.get<{ tables: unknown; is_default: boolean }>(
      pathTo(ResultPaths.bandTables, { testId }),
      admin,
    );
    expect(current.body.is_default).toBe(true);
    const bad = await stack.http.request('PUT', pathTo(ResultPaths.bandTables, { testId }), {
      token: admin,
      json: {
        reading_module: 'academic',
        listening: [
          [10, 5],
          [20, 6],
          [0, 0],
        ],
        reading: [[0, 0]],
      },
    });
    expect(bad.status).toBe(400);
    // A strict centre: 39 is only 8.5 in Listening.
    const tables = current.body.tables as { listening: [number, number][]; reading: [number, number][] };
    const strict = tables.listening.map(([min, band]) => (min === 39 ? [40, band] : [min, band]));
    const saved = await stack.http.request<{ is_default: boolean }>('PUT', pathTo(ResultPaths.bandTables, { testId }), {
      token: admin,
      json: { reading_module: 'academic', listening: strict, reading: tables.reading },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.is_default).toBe(false);
    // The one sitting is released: the new tables wait for an explicit re-mark.
    const logged = (action: string) =>
      stack.dataSource
        .getRepository(AuditLogEntity)
        .find({ where: { tenantId: tenant.id, action }, order: { createdAt: 'DESC' } });
    expect((await logged('results.band-tables'))[0]!.details).toMatchObject({ requeued: 0 });
    const kept = await attemptResult(candidates[0]!.attemptId);
    expect(kept.body.result.sections.map((s) => [s.status, s.band])).toEqual([
      ['marked', 9],
      ['marked', 8.5],
      ['marked', 6.5],
    ]);
    const mine = await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, candidates[0]!.token);
    expect(mine.body.sittings[0]!.sections[0]!.band).toBe(9);

    const remark = await stack.http.request<{ queued: number }>('POST', pathTo(ResultPaths.remarkAssignment, { assignmentId }), {
      token: admin,
    });
    expect(remark.body.queued).toBe(2);
    const rebanded = await waitFor(
      () => attemptResult(candidates[0]!.attemptId),
      (r) => r.body.result.sections[0]!.status === 'marked' && r.body.result.sections[0]!.band === 8.5,
    );
    expect(rebanded.body.result.sections[0]!.raw_score).toBe(39);
    const [entry] = await logged('results.remark');
    expect(entry!.details).toMatchObject({
      sections: 2,
      candidates: 1,
      released: 1,
      attemptIds: [candidates[0]!.attemptId],
      releasedAttemptIds: [candidates[0]!.attemptId],
    });
  });

  it('with second marking, two marks over a band apart call for a third, who decides', async () => {
    await stack.http.request('PUT', MarkingPaths.settings, { token: admin, json: { second_marking: true } });
    await sit(1, { listening: {}, reading: {}, writing: { task1: words(160), task2: words(0) } });
    const attemptId = candidates[1]!.attemptId;
    await waitFor(
      () => stack.http.get<ScriptsResponse>(MarkingPaths.scripts, admin),
      (r) => r.body.scripts.some((s) => s.attempt_id === attemptId),
    );
    // Task 2 has no words: settled at band 0 without an examiner.
    const [second, third] = (await Promise.all([staffExaminer(), staffExaminer()])).map((e) => e.token);
    const one = await submitMark(attemptId, 1, { ta: 5, cc: 5, lr: 5, gra: 5 });
    expect(one.body.script.tasks.map((t) => t.status)).toEqual(['needs_second', 'marked']);
    const blind = await stack.http.get<ScriptResponse>(pathTo(MarkingPaths.script, { attemptId }), second!);
    expect(blind.body.script.tasks[0]!.other_marks).toEqual([]);
    const two = await submitMark(attemptId, 1, { ta: 7, cc: 5, lr: 5, gra: 5 }, second!);
    expect(two.body.script.tasks[0]!.status).toBe('needs_third');
    expect(two.body.script.tasks[0]!.other_marks).toHaveLength(1);
    const three = await submitMark(attemptId, 1, { ta: 6, cc: 6, lr: 6, gra: 6 }, third!);
    expect(three.body.script.tasks.map((t) => [t.status, t.band])).toEqual([
      ['marked', 6],
      ['marked', 0],
    ]);
    // Writing (6 + 2 × 0) / 3 = 2.0.
    const result = await waitFor(
      () => attemptResult(attemptId),
      (r) => r.body.result.sections[2]!.status === 'marked',
    );
    expect(result.body.result.sections[2]!.band).toBe(2);
  });

  it('marks a test without Writing from what it holds: no script to mark, ready once Listening is marked', async () => {
    const student = await insertStudent(stack.dataSource, tenant.id, {}, 'student-pass-1');
    const listeningOnly = await stack.http.request<{ test: { id: string } }>('POST', '/admin/test-making/create-test', {
      token: admin,
      json: {
        title: 'Listening only',
        listeningParts: [parts.find((p) => p.section === 'listening' && p.content.part === 1)!.id, null, null, null],
        readingParts: [],
        writingParts: [],
        assignedToUserId: student.id,
      },
    });
    expect(listeningOnly.status).toBe(201);
    const token = await issueSession(stack.dataSource, student.id);
    const list = await stack.http.get<{ assignedTests: { attempt_id: string }[] }>(
      '/admin/test-making/student/assigned-tests',
      token,
    );
    const attemptId = list.body.assignedTests[0]!.attempt_id;
    await sit(-1, { listening: { '1': 'Brinton' }, reading: {}, writing: {} }, { token, attemptId });

    const ready = await waitFor(
      () => attemptResult(attemptId),
      (r) => r.body.result.status === 'ready',
    );
    expect(ready.body.result.sections.map((s) => [s.section, s.raw_score, s.max_score])).toEqual([['listening', 1, 10]]);
    // 1/10 is 4/40 scaled: Listening 2.5, which is the overall band too.
    expect([ready.body.result.sections[0]!.band, ready.body.result.overall_band]).toEqual([2.5, 2.5]);
    const scripts = await stack.http.get<ScriptsResponse>(MarkingPaths.scripts, admin);
    expect(scripts.body.scripts.some((s) => s.attempt_id === attemptId)).toBe(false);
    expect((await stack.http.get(pathTo(MarkingPaths.script, { attemptId }), admin)).status).toBe(404);
  });

  it('applies a change of second marking to the scripts still waiting: turned off, one mark settles a script', async () => {
    await stack.http.request('PUT', MarkingPaths.settings, { token: admin, json: { second_marking: true } });
    const attemptId = await writingOnlySitting(words(160), words(260));
    await submitMark(attemptId, 1, { ta: 6, cc: 6, lr: 6, gra: 6 });
    const one = await submitMark(attemptId, 2, { ta: 7, cc: 7, lr: 7, gra: 7 });
    expect(one.body.script.tasks.map((t) => t.status)).toEqual(['needs_second', 'needs_second']);

    await stack.http.request('PUT', MarkingPaths.settings, { token: admin, json: { second_marking: false } });
    // Writing (6 + 2 × 7) / 3 = 6.67 → 6.5, settled by the one examiner.
    const settled = await waitFor(
      () => attemptResult(attemptId),
      (r) => r.body.result.sections.find((x) => x.section === 'writing')?.status === 'marked',
    );
    expect(settled.body.result.sections.find((x) => x.section === 'writing')!.band).toBe(6.5);
    const row = await stack.dataSource.getRepository(SectionResultEntity).findOneByOrFail({ attemptId, section: 'writing' });
    expect(row.markingRule).toBe('single');
  });

  it('settles through three staff examiners by the centre’s tolerance and final rule, and keeps a settled band when they change', async () => {
    const saved = await stack.http.request<{ settings: unknown }>('PUT', MarkingPaths.settings, {
      token: admin,
      json: { second_marking: true, tolerance: 1.5, final_rule: 'average' },
    });
    expect(saved.body.settings).toEqual({ second_marking: true, tolerance: 1.5, final_rule: 'average' });
    const attemptId = await writingOnlySitting(words(160), words(260));
    const [first, second, senior] = await Promise.all([staffExaminer(), staffExaminer(), staffExaminer()]);

    await submitMark(attemptId, 1, { ta: 5, cc: 5, lr: 5, gra: 5 }, first.token);
    await submitMark(attemptId, 2, { ta: 6, cc: 6, lr: 6, gra: 6 }, first.token);
    // The first examiner is never the second marker of the same task.
    const again = await submitMark(attemptId, 1, { ta: 6, cc: 6, lr: 6, gra: 6 }, first.token);
    expect(again.status).toBe(409);
    // Task 1: 1.5 bands apart on TA, within the tolerance: the mean settles it (TA 5.75, the rest 5 → 5.1875).
    // Task 2: 2 bands apart: a senior examiner marks.
    await submitMark(attemptId, 1, { ta: 6.5, cc: 5, lr: 5, gra: 5 }, second.token);
    const two = await submitMark(attemptId, 2, { ta: 8, cc: 8, lr: 8, gra: 8 }, second.token);
    expect(two.body.script.tasks.map((t) => [t.status, t.band])).toEqual([
      ['marked', 5.1875],
      ['needs_third', null],
    ]);
    expect(two.body.script).toMatchObject({ tolerance: 1.5, final_rule: 'average' });
    // Each examiner's queue: the script waits for the senior, not for the two who marked it.
    const queue = async (token: string) =>
      (await stack.http.get<ScriptsResponse>(`${MarkingPaths.scripts}?mine=true`, token)).body.scripts.find(
        (item) => item.attempt_id === attemptId,
      );
    expect(await queue(first.token)).toBeUndefined();
    expect(await queue(second.token)).toBeUndefined();
    expect(await queue(senior.token)).toMatchObject({ status: 'needs_third', awaiting_me: true });
    expect((await queue(senior.token))!.markers).toHaveLength(2);
    // The senior's 7.5 is nearer the second mark (8): their mean, 7.75, is the task band.
    const three = await submitMark(attemptId, 2, { ta: 7.5, cc: 7.5, lr: 7.5, gra: 7.5 }, senior.token);
    expect(three.body.script.tasks.map((t) => [t.status, t.band])).toEqual([
      ['marked', 5.1875],
      ['marked', 7.75],
    ]);
    // Writing (5.1875 + 2 × 7.75) / 3 = 6.896 → 7.
    const writingBand = async () => (await attemptResult(attemptId)).body.result.sections.find((x) => x.section === 'writing');
    await waitFor(writingBand, (w) => w?.status === 'marked');
    expect((await writingBand())!.band).toBe(7);

    // Tighter settings later: the settled script, its band and its feedback stay as they were settled.
    await stack.http.request('PUT', MarkingPaths.settings, { token: admin, json: { tolerance: 0.5, final_rule: 'senior' } });
    const row = await stack.dataSource.getRepository(SectionResultEntity).findOneByOrFail({ attemptId, section: 'writing' });
    expect([row.markingRule, row.markingTolerance, row.markingFinal, row.band]).toEqual(['second', 1.5, 'average', 7]);
    const later = await attemptResult(attemptId);
    expect(later.body.result.writing_feedback.map((t) => [t.task, t.band, t.criteria])).toEqual([
      [1, 5, { ta: 5.75, cc: 5, lr: 5, gra: 5 }],
      [2, 8, { ta: 7.75, cc: 7.75, lr: 7.75, gra: 7.75 }],
    ]);
    const script = await stack.http.get<ScriptResponse>(pathTo(MarkingPaths.script, { attemptId }), admin);
    expect(script.body.script).toMatchObject({ status: 'marked', tolerance: 1.5, final_rule: 'average' });

    // Their marks are part of a candidate's result: an examiner who marked is suspended, not deleted.
    const removal = await stack.http.request('DELETE', pathTo(StaffPaths.one, { id: senior.id }), { token: admin });
    expect([removal.status, removal.body.error]).toEqual([409, StaffTexts.hasMarked]);
  });

  it('shows a released candidate only what the assignment’s release mode allows: bands, then raw scores, then the key', async () => {
    const view = async () => {
      const { body } = await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, candidates[0]!.token);
      return body.sittings[0]!;
    };
    const setMode = (release_mode: string) =>
      stack.http.request('PUT', pathTo(AssignmentPaths.one, { id: assignmentId }), {
        token: admin,
        json: { opens_at: null, closes_at: null, release_mode },
      });
    expect((await view()).released).toBe(true);
    const marked = (await attemptResult(candidates[0]!.attemptId)).body.result.sections.find((x) => x.section === 'listening')!;

    expect((await setMode('bands')).status).toBe(200);
    const bands = await view();
    expect(bands.release_mode).toBe('bands');
    const listening = bands.sections.find((x) => x.section === 'listening')!;
    expect([listening.band, listening.raw_score, listening.max_score, listening.questions]).toEqual([
      marked.band,
      null,
      null,
      [],
    ]);
    expect(JSON.stringify(bands)).not.toContain('correct_answers');

    await setMode('scores');
    const scores = (await view()).sections.find((x) => x.section === 'listening')!;
    expect([scores.raw_score, scores.max_score, scores.questions]).toEqual([marked.raw_score, marked.max_score, []]);

    await setMode('answers');
    const answers = (await view()).sections.find((x) => x.section === 'listening')!;
    expect(answers.questions.length).toBeGreaterThan(0);
    expect(answers.questions[0]).toHaveProperty('correct_answers');
  });
});
