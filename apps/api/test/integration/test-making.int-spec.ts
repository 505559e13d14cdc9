import { AdminJobEvents, type AdminJobProgress, TestMakingPaths, pathTo } from '@cdi/contracts';
import {
  AssignmentEntity,
  AuditLogEntity,
  ExamPartEntity,
  GroupEntity,
  GroupMemberEntity,
  TestEntity,
  TestHistoryRepository,
} from '@cdi/db';
import type { Socket } from 'socket.io-client';
import { insertCompletedPart, invigilatorSocket } from '../support/exam-sockets';
import { createTenant, developerToken, insertStudent, insertStudents, type CreatedTenant, unique } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

type Section = 'listening' | 'reading' | 'writing';
interface Part {
  id: string;
  section: Section;
  part: number;
}

/** Spec 3 §7 test making: available parts, templates, assignment, histories, shuffles as jobs, exposure. */
describe('test making', () => {
  let stack: TestStack;
  let a: CreatedTenant;
  let b: CreatedTenant;
  let adminA: string;
  let adminB: string;
  const parts: Record<string, Part> = {};
  let groupA: string;
  let studentA: string;
  let foreignPart: string;

  const post = <T = Record<string, unknown>>(path: string, json: unknown, token = adminA) =>
    stack.http.request<T>('POST', path, { token, json });

  const addPart = async (key: string, tenantId: string, section: Section, part: number) => {
    const row = await insertCompletedPart(stack.dataSource, tenantId, section, part);
    parts[key] = { id: row.id, section, part };
    return row.id;
  };

  beforeAll(async () => {
    stack = await sharedTestStack({ worker: true });
    const dev = await developerToken(stack.http);
    a = await createTenant(stack.http, dev);
    b = await createTenant(stack.http, dev);
    for (const n of [1, 2, 3, 4]) await addPart(`L${n}`, a.id, 'listening', n);
    await addPart('L1b', a.id, 'listening', 1);
    for (const n of [1, 2, 3, 4]) await addPart(`R${n}`, a.id, 'reading', n > 3 ? 3 : n);
    for (const n of [1, 2]) await addPart(`W${n}`, a.id, 'writing', n);
    foreignPart = await addPart('foreign', b.id, 'listening', 1);
    // A part still being ingested is not offered.
    await stack.dataSource
      .getRepository(ExamPartEntity)
      .update({ id: await addPart('pending', a.id, 'writing', 1) }, { processingStatus: 'pending' });
    groupA = (await stack.dataSource.getRepository(GroupEntity).save({ tenantId: a.id, name: unique('Group'), sizeLimit: null }))
      .id;
    studentA = (await insertStudent(stack.dataSource, a.id, { firstName: 'Ada', lastName: 'Lovelace' })).id;
    adminA = await stack.http.login(a.adminLoginId, a.adminPassword);
    adminB = await stack.http.login(b.adminLoginId, b.adminPassword);
  });
  afterAll(() => stack.close());

  it('lists the usable parts by section and test group, without another tenant’s or unfinished ones', async () => {
    const res = await stack.http.get<{
      success: boolean;
      parts: Record<Section, Record<string, { id: string; part: number }[]>>;
    }>(TestMakingPaths.availableParts, adminA);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.parts.listening)).toEqual(['Engine Test']);
    expect(res.body.parts.listening['Engine Test']!.map((p) => p.part)).toEqual([1, 1, 2, 3, 4]);
    const ids = Object.values(res.body.parts).flatMap((groups) =>
      Object.values(groups)
        .flat()
        .map((p) => p.id),
    );
    expect(ids).toHaveLength(11);
    expect(ids).not.toContain(foreignPart);
    expect(ids).not.toContain(parts.pending!.id);
  });

  describe('create-test refusals', () => {
    const refusal = async (body: Record<string, unknown>) => {
      const res = await post<{ success: boolean; error: string; field?: string }>(TestMakingPaths.createTest, {
        title: 'T',
        isTemplate: true,
        ...body,
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      return res.body;
    };
    it('requires a title and a part', async () => {
      expect(await refusal({ title: '  ', listeningParts: [parts.L1!.id] })).toMatchObject({
        error: 'Test title is required',
        field: 'title',
      });
      expect((await refusal({})).error).toBe('Please select at least one test part');
    });
    it('keeps listening and writing parts to the slot of their number and parts to their section', async () => {
      expect((await refusal({ listeningParts: [parts.L2!.id] })).error).toBe(
        'Listening Part 2 can only be placed in Part 2 slot',
      );
      expect((await refusal({ writingParts: [null, parts.W1!.id] })).error).toBe(
        'Writing Part 1 can only be placed in Part 1 slot',
      );
      expect((await refusal({ listeningParts: [parts.R1!.id] })).error).toBe(
        'Reading parts cannot be placed in Listening section',
      );
    });
    it('uses a part once', async () => {
      expect((await refusal({ readingParts: [parts.R1!.id, parts.R1!.id] })).error).toBe('This part is already used in the test');
    });
    it('never places two passages authored with the same question numbers in one test (their answers would be mixed up)', async () => {
      const repository = stack.dataSource.getRepository(ExamPartEntity);
      const passages = await Promise.all(
        ['27-40', '27-40', '1-13'].map(async (questionRange) => {
          const row = await insertCompletedPart(stack.dataSource, a.id, 'reading', 3);
          await repository.update({ id: row.id }, { questionRange });
          return row.id;
        }),
      );
      try {
        expect(await refusal({ readingParts: [passages[0], null, passages[1]] })).toMatchObject({
          error:
            'Its questions 27-40 share numbers with the part already in Reading Passage 1 (27-40): the answers to both would be mixed up. Choose a part with other question numbers.',
          field: 'readingParts',
        });
        const accepted = await post(TestMakingPaths.createTest, {
          title: unique('Passages in any slot'),
          readingParts: [passages[0], passages[2]],
          isTemplate: true,
        });
        expect(accepted.status).toBe(201);
      } finally {
        await stack.dataSource.query(`DELETE FROM tests WHERE reading_passage_1_id = ANY($1) OR reading_passage_2_id = ANY($1)`, [
          passages,
        ]);
        await repository.delete(passages);
      }
    });
    it('refuses another tenant’s part as one that does not exist', async () => {
      expect((await refusal({ listeningParts: [foreignPart] })).error).toBe('A selected part does not exist or is not ready');
    });
  });

  describe('templates', () => {
    let templateId: string;

    it('saves a template, lists it with its slots and loads its parts', async () => {
      const title = unique('Template');
      const saved = await post<{ test: { id: string } }>(TestMakingPaths.createTest, {
        title,
        description: 'For Monday',
        listeningParts: [parts.L1!.id, null, parts.L3!.id, null],
        readingParts: [null, parts.R2!.id],
        writingParts: [parts.W1!.id, null],
        isTemplate: true,
      });
      expect(saved.status).toBe(201);
      templateId = saved.body.test.id;
      const list = await stack.http.get<{ templates: Record<string, string | null>[] }>(TestMakingPaths.templates, adminA);
      expect(list.body.templates).toHaveLength(1);
      expect(list.body.templates[0]).toMatchObject({
        id: templateId,
        title,
        description: 'For Monday',
        listening_part_1_id: parts.L1!.id,
        listening_part_2_id: null,
        listening_part_3_id: parts.L3!.id,
        reading_passage_1_id: null,
        reading_passage_2_id: parts.R2!.id,
        writing_part_1_id: parts.W1!.id,
        writing_part_2_id: null,
      });
      const audit = await stack.dataSource.getRepository(AuditLogEntity).findOneBy({ targetId: templateId });
      expect(audit?.action).toBe('template.create');

      const loaded = await post<{ success: boolean; parts: { id: string }[] }>(TestMakingPaths.partsByIds, {
        partIds: [parts.L1!.id, parts.L3!.id, parts.R2!.id, parts.W1!.id, foreignPart],
      });
      expect(loaded.status).toBe(200);
      expect(loaded.body.parts.map((p) => p.id)).toEqual([parts.L1!.id, parts.L3!.id, parts.R2!.id, parts.W1!.id]);
    });

    it('assigns a copy of the template to a group and to a student, one call per target', async () => {
      const none = await post<{ error: string }>(TestMakingPaths.assignTemplate, { templateId, dueAt: null });
      expect(none.status).toBe(400);
      expect(none.body.error).toBe('Please select at least one group or student to assign the template to');

      const toGroup = await post<{ assignment: { id: string }; test: { id: string } }>(TestMakingPaths.assignTemplate, {
        templateId,
        assignedToGroupId: groupA,
        dueAt: null,
        notes: 'Bring headphones',
      });
      expect(toGroup.status).toBe(201);
      const assignment = await stack.dataSource
        .getRepository(AssignmentEntity)
        .findOneByOrFail({ id: toGroup.body.assignment.id });
      expect(assignment).toMatchObject({ groupId: groupA, userId: null, notes: 'Bring headphones', dueAt: null, tenantId: a.id });
      const copy = await stack.dataSource.getRepository(TestEntity).findOneByOrFail({ id: toGroup.body.test.id });
      expect(copy).toMatchObject({ isTemplate: false, listeningPart1Id: parts.L1!.id, readingPassage2Id: parts.R2!.id });
      expect(copy.id).not.toBe(templateId);

      const toStudent = await post(TestMakingPaths.assignTemplate, { templateId, assignedToUserId: studentA, dueAt: null });
      expect(toStudent.status).toBe(201);
      const audit = await stack.dataSource.getRepository(AuditLogEntity).findBy({ action: 'assignment.create', tenantId: a.id });
      expect(audit.length).toBeGreaterThanOrEqual(2);
    });

    it('tells a student’s and a group’s history as exam_upload_id items', async () => {
      const student = await stack.http.get<{ success: boolean; history: { exam_upload_id: string }[] }>(
        pathTo(TestMakingPaths.studentHistory, { studentId: studentA }),
        adminA,
      );
      expect(student.status).toBe(200);
      expect(student.body.history.map((h) => h.exam_upload_id).sort()).toEqual(
        [parts.L1!.id, parts.L3!.id, parts.R2!.id, parts.W1!.id].sort(),
      );
      const group = await stack.http.get<{ history: { exam_upload_id: string }[] }>(
        pathTo(TestMakingPaths.groupHistory, { groupId: groupA }),
        adminA,
      );
      expect(group.body.history).toHaveLength(4);
    });

    it('deletes a template (assigned copies stay) and answers 404 for it afterwards', async () => {
      const removed = await stack.http.request('DELETE', pathTo(TestMakingPaths.template, { id: templateId }), { token: adminA });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ success: true });
      expect((await stack.http.get<{ templates: unknown[] }>(TestMakingPaths.templates, adminA)).body.templates).toEqual([]);
      expect(
        (await stack.http.request('DELETE', pathTo(TestMakingPaths.template, { id: templateId }), { token: adminA })).status,
      ).toBe(404);
      expect(await stack.dataSource.getRepository(AssignmentEntity).countBy({ tenantId: a.id })).toBe(2);
      const audit = await stack.dataSource
        .getRepository(AuditLogEntity)
        .findOneBy({ action: 'template.delete', targetId: templateId });
      expect(audit).not.toBeNull();
    });
  });

  describe('shuffle jobs', () => {
    let socket: Socket;
    const events: AdminJobProgress[] = [];
    beforeAll(async () => {
      socket = (await invigilatorSocket(stack.http.baseUrl, adminA)) as unknown as Socket;
      socket.on(AdminJobEvents.progress, (event: AdminJobProgress) => events.push(event));
    });
    afterAll(() => socket.close());

    const until = async (condition: () => boolean) => {
      for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(condition()).toBe(true);
    };

    const finished = async <T extends { state: string }>(path: string): Promise<T> => {
      for (let i = 0; i < 200; i++) {
        const res = await stack.http.get<T>(path, adminA);
        expect(res.status).toBe(200);
        if (res.body.state === 'completed' || res.body.state === 'failed') return res.body;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${path} did not finish`);
    };

    it('shuffles for a student avoiding their history, says which parts are missing and suggests the title', async () => {
      const started = await post<{ success: boolean; jobId: string }>(TestMakingPaths.shuffle, {
        targetType: 'student',
        targetId: studentA,
      });
      expect(started.status).toBe(202);
      const result = await finished<{
        state: string;
        result: {
          composition: { listeningParts: (string | null)[]; readingParts: (string | null)[]; writingParts: (string | null)[] };
          parts: { id: string }[];
          missing: { listening: number[]; reading: number[]; writing: number[] };
          warning: string | null;
          suggestedTitle: string;
        };
      }>(pathTo(TestMakingPaths.shuffleJob, { jobId: started.body.jobId }));
      expect(result.state).toBe('completed');
      const { composition, missing, warning, suggestedTitle } = result.result;
      // History: L1, L3, R2, W1. Left: L1b, L2, L4; R1, R3, R3'; W2.
      expect(composition.listeningParts).toEqual([parts.L1b!.id, parts.L2!.id, null, parts.L4!.id]);
      expect([...composition.readingParts].sort()).toEqual([parts.R1!.id, parts.R3!.id, parts.R4!.id].sort());
      expect(composition.writingParts).toEqual([null, parts.W2!.id]);
      expect(missing).toEqual({ listening: [3], reading: [], writing: [1] });
      expect(warning).toBe(
        'Test shuffled, but some parts are missing: Listening Parts: 3; Writing Parts: 1. Please upload more test parts to complete the test.',
      );
      expect(suggestedTitle).toBe('Shuffled Test for Ada Lovelace');
      expect(result.result.parts).toHaveLength(7);
      await until(() => events.some((e) => e.jobId === started.body.jobId && e.state === 'completed'));
      expect(events.filter((e) => e.jobId === started.body.jobId).map((e) => e.kind)).toContain('shuffle');
    });

    it('gives each member of a group a test avoiding their own history, with progress on the admin’s socket', async () => {
      const group = await stack.dataSource
        .getRepository(GroupEntity)
        .save({ tenantId: a.id, name: unique('Per student'), sizeLimit: null });
      const members = await insertStudents(stack.dataSource, a.id, 3);
      await stack.dataSource
        .getRepository(GroupMemberEntity)
        .insert(members.map((m) => ({ groupId: group.id, userId: m.id, tenantId: a.id })));
      // The first member has already been given L2 and R1.
      const given = await post<{ test: { id: string } }>(TestMakingPaths.createTest, {
        title: 'Earlier',
        listeningParts: [null, parts.L2!.id],
        readingParts: [parts.R1!.id],
        assignedToUserId: members[0]!.id,
      });
      expect(given.status).toBe(201);

      const started = await post<{ jobId: string }>(TestMakingPaths.shufflePerStudent, { groupId: group.id });
      expect(started.status).toBe(202);
      const outcome = await finished<{
        state: string;
        done: number;
        total: number;
        result: { created: number; incomplete: { studentId: string }[] };
      }>(pathTo(TestMakingPaths.shufflePerStudentJob, { jobId: started.body.jobId }));
      expect(outcome).toMatchObject({ state: 'completed', done: 3, total: 3, result: { created: 3 } });
      expect(outcome.result.incomplete.map((i) => i.studentId)).toContain(members[0]!.id);

      const assignments = await stack.dataSource.getRepository(AssignmentEntity).findBy({ tenantId: a.id });
      for (const member of members) {
        const own = assignments.filter((x) => x.userId === member.id);
        expect(own.length).toBeGreaterThanOrEqual(1);
      }
      const firstTests = assignments.filter((x) => x.userId === members[0]!.id && x.testId !== given.body.test.id);
      expect(firstTests).toHaveLength(1);
      const test = await stack.dataSource.getRepository(TestEntity).findOneByOrFail({ id: firstTests[0]!.testId });
      expect(test.listeningPart2Id).toBeNull();
      expect([test.readingPassage1Id, test.readingPassage2Id, test.readingPassage3Id]).not.toContain(parts.R1!.id);
      expect(test.title).toBe('Shuffled Test for Test Student');

      await until(() => events.some((e) => e.jobId === started.body.jobId && e.state === 'completed'));
      // What a re-run of the job (after its worker died) would skip: every member it served.
      const served = await new TestHistoryRepository(stack.dataSource).studentsDoneByJob(a.id, started.body.jobId);
      expect([...served].sort()).toEqual(members.map((m) => m.id).sort());
      const progress = events.filter((e) => e.jobId === started.body.jobId);
      expect(progress.map((e) => e.done)).toEqual(expect.arrayContaining([1, 2, 3]));
      expect(progress.at(-1)).toMatchObject({ state: 'completed', done: 3, total: 3, kind: 'shuffle' });
    });

    it('reports exposure: what each student has seen and how much of the bank is left', async () => {
      const res = await stack.http.get<{
        bank: { listening: number[]; reading: number; writing: number[] };
        students: { id: string; seen: string[]; left: { listening: number[] }; full_tests_left: number }[];
      }>(`${TestMakingPaths.exposure}?studentId=${studentA}`, adminA);
      expect(res.status).toBe(200);
      expect(res.body.bank).toEqual({ listening: [2, 1, 1, 1], reading: 4, writing: [1, 1] });
      expect(res.body.students).toHaveLength(1);
      expect(res.body.students[0]!.seen.sort()).toEqual([parts.L1!.id, parts.L3!.id, parts.R2!.id, parts.W1!.id].sort());
      expect(res.body.students[0]!.left.listening).toEqual([1, 1, 0, 1]);
      expect(res.body.students[0]!.full_tests_left).toBe(0);
      const neither = await stack.http.get(TestMakingPaths.exposure, adminA);
      expect(neither.status).toBe(400);
    });
  });

  describe('isolation: another tenant’s ids answer 404 on every test-making route', () => {
    let templateOfA: string;
    let jobOfA: string;
    beforeAll(async () => {
      templateOfA = (
        await post<{ test: { id: string } }>(TestMakingPaths.createTest, {
          title: 'A only',
          listeningParts: [parts.L1!.id],
          isTemplate: true,
        })
      ).body.test.id;
      jobOfA = (await post<{ jobId: string }>(TestMakingPaths.shuffle, { targetType: 'group', targetId: groupA })).body.jobId;
    });

    it('hides A’s templates, groups, students and jobs from B', async () => {
      const asB = (method: string, path: string, json?: unknown) => stack.http.request(method, path, { token: adminB, json });
      expect((await stack.http.get<{ templates: unknown[] }>(TestMakingPaths.templates, adminB)).body.templates).toEqual([]);
      const b404 = [
        await asB('DELETE', pathTo(TestMakingPaths.template, { id: templateOfA })),
        await asB('POST', TestMakingPaths.assignTemplate, { templateId: templateOfA, assignedToUserId: studentA, dueAt: null }),
        await asB('GET', pathTo(TestMakingPaths.groupHistory, { groupId: groupA })),
        await asB('GET', pathTo(TestMakingPaths.studentHistory, { studentId: studentA })),
        await asB('POST', TestMakingPaths.shuffle, { targetType: 'group', targetId: groupA }),
        await asB('POST', TestMakingPaths.shuffle, { targetType: 'student', targetId: studentA }),
        await asB('GET', pathTo(TestMakingPaths.shuffleJob, { jobId: jobOfA })),
        await asB('GET', pathTo(TestMakingPaths.shufflePerStudentJob, { jobId: jobOfA })),
        await asB('POST', TestMakingPaths.shufflePerStudent, { groupId: groupA }),
        await asB('GET', `${TestMakingPaths.exposure}?groupId=${groupA}`),
        await asB('GET', `${TestMakingPaths.exposure}?studentId=${studentA}`),
      ];
      expect(b404.map((r) => r.status)).toEqual(b404.map(() => 404));
      const parts = await asB('POST', TestMakingPaths.partsByIds, { partIds: [templateOfA, foreignPart] });
      expect((parts.body as { parts: { id: string }[] }).parts.map((p) => p.id)).toEqual([foreignPart]);
      // A's template is untouched.
      expect(await stack.dataSource.getRepository(TestEntity).existsBy({ id: templateOfA })).toBe(true);
    });

    it('refuses the calls to a candidate', async () => {
      const student = await insertStudent(stack.dataSource, a.id, {}, 'student-pass-1');
      const token = await stack.http.login(student.loginId, 'student-pass-1');
      expect((await stack.http.get(TestMakingPaths.templates, token)).status).toBe(403);
      expect((await stack.http.get(TestMakingPaths.availableParts, token)).status).toBe(403);
    });
  });
});
