import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AnswerKeyTexts,
  type ErrorBody,
  ExamPartPaths,
  pathTo,
  type Solution,
  type SolutionCorrectionResponse,
} from '@cdi/contracts';
import { AssignmentEntity, AttemptEntity, AuditLogEntity, ExamPartEntity, SectionResultEntity, TestEntity } from '@cdi/db';
import { validateExamPart } from '@cdi/exam-core';
import { createTenant, type CreatedTenant, developerToken, insertStudent, unique } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

const SAMPLE = path.resolve(__dirname, '../../../../content/sample-test');
const read = (file: string) => JSON.parse(readFileSync(path.join(SAMPLE, file), 'utf8')) as unknown;

const FILES = { json: { key: 'none', name: 'content.json', size: 1, mime: 'application/json' }, audio: null, images: [] };
const SOLUTION_FILE = { key: 'none-solution', name: 'part-1.solution.json', size: 1, mime: 'application/json' };

describe('correcting an exam part answer key', () => {
  let stack: TestStack;
  let tenant: CreatedTenant;
  let dev: string;
  let admin: string;
  let listening1: string;
  let listening2: string;
  let writing1: string;
  let pendingPart: string;
  let key1: Solution;

  const keyPath = (id: string) => pathTo(ExamPartPaths.developerSolutionData, { id });
  const put = <T>(id: string, json: unknown, token = dev) => stack.http.request<T>('PUT', keyPath(id), { token, json });
  const storedKey = async (id: string) =>
    (await stack.dataSource.getRepository(ExamPartEntity).findOneByOrFail({ id })).solutionData;

  /** A sample part, validated as ingestion validates it, written straight to the tenant's bank. */
  async function insertPart(section: 'listening' | 'writing', part: number, file: string, withKey: boolean): Promise<string> {
    const validation = validateExamPart(read(`${file}.json`), withKey ? read(`${file}.solution.json`) : undefined);
    if (!validation.ok) throw new Error(`${file}: ${JSON.stringify(validation.problems)}`);
    const saved = await stack.dataSource.getRepository(ExamPartEntity).save({
      tenantId: tenant.id,
      section,
      part,
      title: `${section} ${part}`,
      testGroup: 'Key Test',
      processingStatus: 'completed',
      files: { ...FILES, solution: withKey ? SOLUTION_FILE : null },
      examData: validation.part!,
      solutionData: validation.solution ?? null,
      questionCount: 10,
    } as Partial<ExamPartEntity>);
    return saved.id;
  }

  beforeAll(async () => {
    stack = await sharedTestStack();
    dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    listening1 = await insertPart('listening', 1, 'listening/part-1', true);
    listening2 = await insertPart('listening', 2, 'listening/part-2', true);
    writing1 = await insertPart('writing', 1, 'writing/task-1', false);
    key1 = read('listening/part-1.solution.json') as Solution;
    pendingPart = (
      await stack.dataSource.getRepository(ExamPartEntity).save({
        tenantId: tenant.id,
        section: 'listening',
        part: 3,
        title: 'listening 3 (processing)',
        testGroup: 'Key Test',
        processingStatus: 'pending',
        files: { ...FILES, solution: SOLUTION_FILE },
      } as Partial<ExamPartEntity>)
    ).id;

    // Two tests and a template hold listening 1; attempts at the first test have marked sections.
    const tests = stack.dataSource.getRepository(TestEntity);
    const [used, alsoUsed] = await tests.save([
      { tenantId: tenant.id, title: unique('Key test'), listeningPart1Id: listening1, listeningPart2Id: listening2 },
      { tenantId: tenant.id, title: unique('Key test'), listeningPart1Id: listening1 },
      { tenantId: tenant.id, title: unique('Key template'), isTemplate: true, listeningPart1Id: listening1 },
      { tenantId: tenant.id, title: unique('Other test'), listeningPart1Id: null, listeningPart2Id: listening2 },
    ] as Partial<TestEntity>[]);
    const student = await insertStudent(stack.dataSource, tenant.id);
    const assignments = await stack.dataSource.getRepository(AssignmentEntity).save([
      { tenantId: tenant.id, testId: used!.id, userId: student.id },
      { tenantId: tenant.id, testId: alsoUsed!.id, userId: student.id },
    ]);
    const attempts = await stack.dataSource
      .getRepository(AttemptEntity)
      .save(assignments.map((a) => ({ tenantId: tenant.id, assignmentId: a.id, userId: student.id, status: 'completed' })));
    const closedAt = new Date();
    const result = (attemptId: string, section: 'listening' | 'reading', status: 'marked' | 'pending') => ({
      attemptId,
      section,
      status,
      tenantId: tenant.id,
      closedAt,
    });
    // Counted: the two marked listening sections. Not counted: a reading result and a pending listening one.
    await stack.dataSource
      .getRepository(SectionResultEntity)
      .insert([
        result(attempts[0]!.id, 'listening', 'marked'),
        result(attempts[0]!.id, 'reading', 'marked'),
        result(attempts[1]!.id, 'listening', 'marked'),
      ]);
    const another = await insertStudent(stack.dataSource, tenant.id);
    const sitting = await stack.dataSource
      .getRepository(AssignmentEntity)
      .save({ tenantId: tenant.id, testId: used!.id, userId: another.id });
    const third = await stack.dataSource
      .getRepository(AttemptEntity)
      .save({ tenantId: tenant.id, assignmentId: sitting.id, userId: another.id, status: 'in_progress' });
    await stack.dataSource.getRepository(SectionResultEntity).insert(result(third.id, 'listening', 'pending'));
  });

  afterAll(async () => {
    await stack.close();
  });

  it('saves a corrected key, audits which answers changed, and says how far the old key reached without re-marking', async () => {
    const corrected: Solution = {
      ...key1,
      answers: { ...key1.answers, '1': { accept: ['Brinton', 'Brington'] }, '6': { accept: ['town hall', 'townhall'] } },
    };
    const response = await put<SolutionCorrectionResponse>(listening1, corrected);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, tests_using: 2, sittings_marked: 2 });
    expect(response.body.exam).toMatchObject({ id: listening1, solution_data: corrected, has_solution: true });
    expect(response.body.exam.files.solution).toEqual({ name: SOLUTION_FILE.name, size: SOLUTION_FILE.size });
    expect(await storedKey(listening1)).toEqual(corrected);

    const audit = await stack.dataSource
      .getRepository(AuditLogEntity)
      .findOneByOrFail({ action: 'exam-part.solution-corrected', targetId: listening1 });
    expect(audit).toMatchObject({ tenantId: tenant.id, targetType: 'exam-part', details: { changed_keys: ['1', '6'] } });

    // Nothing was re-marked: the marked results are as they were.
    const marked = await stack.dataSource.getRepository(SectionResultEntity).countBy({ tenantId: tenant.id, status: 'marked' });
    expect(marked).toBe(3);
  });

  it('refuses a key that does not fit the part, listing every problem with its JSON path, and keeps the stored key', async () => {
    const before = await storedKey(listening1);
    const response = await put<ErrorBody>(listening1, {
      ...key1,
      answers: { ...key1.answers, '3': { accept: ['a qualified nurse'] }, '11': { accept: ['extra'] } },
    });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: AnswerKeyTexts.invalid });
    expect(response.body.problems).toEqual(
      expect.arrayContaining([
        { file: 'solution', path: 'answers["3"].accept[0]', message: expect.stringContaining('the limit is 1') },
        { file: 'solution', path: 'answers["11"]', message: 'There is no question 11 in this part' },
      ]),
    );
    expect(response.body.problems).toHaveLength(2);
    expect(await storedKey(listening1)).toEqual(before);
  });

  it('refuses a letter that is not one of the options', async () => {
    const key2 = read('listening/part-2.solution.json') as Solution;
    const response = await put<ErrorBody>(listening2, { ...key2, answers: { ...key2.answers, '11': { accept: ['Z'] } } });

    expect(response.status).toBe(400);
    expect(response.body.problems).toEqual([
      { file: 'solution', path: 'answers["11"].accept[0]', message: expect.stringContaining('"Z" is not one of the options') },
    ]);
    expect(await storedKey(listening2)).toEqual(key2);
  });

  it('refuses a body that is not a solution at all, with its paths', async () => {
    const response = await put<ErrorBody>(listening1, { section: 'listening', answers: {} });
    expect(response.status).toBe(400);
    expect(response.body.problems?.map((p) => p.path)).toEqual(expect.arrayContaining(['part']));

    const notObject = await put<ErrorBody>(listening1, ['not', 'a', 'key']);
    expect(notObject.status).toBe(400);
    expect(notObject.body.error).toBe(AnswerKeyTexts.notObject);
  });

  it('is for developers only: an admin of the part tenant gets 403', async () => {
    const response = await put<ErrorBody>(listening1, key1, admin);
    expect(response.status).toBe(403);
    expect(await storedKey(listening1)).not.toEqual(key1);
  });

  it('refuses writing parts and parts not processed yet, and answers 404 for an unknown part', async () => {
    const writing = await put<ErrorBody>(writing1, key1);
    expect(writing.status).toBe(409);
    expect(writing.body.error).toBe(AnswerKeyTexts.writingHasNoKey);
    expect(await storedKey(writing1)).toBeNull();

    const pending = await put<ErrorBody>(pendingPart, { ...key1, part: 3 });
    expect(pending.status).toBe(409);
    expect(pending.body.error).toBe(AnswerKeyTexts.notCompleted);

    const unknown = await put<ErrorBody>('00000000-0000-4000-8000-000000000000', key1);
    expect(unknown.status).toBe(404);
  });
});
