import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PRACTICE_MARKS_PER_MINUTE,
  PracticeMarkResponseSchema,
  PracticeTestListResponseSchema,
  PracticeTestResponseSchema,
  PracticeTexts,
  SolutionSchema,
} from '@cdi/contracts';
import { repoRoot } from '../../../../scripts/lib/processes.cjs';
import { startTestStack, type TestStack } from '../support/test-stack';

const TEST_ID = 'reading-practice-1';
const markPath = `/tests/${TEST_ID}/mark`;
const SOLUTION_FIELDS = ['"accept"', '"letters"', '"answers"', 'correctAnswer', 'correct_answers', 'authorNotes', 'transcript'];

/** The bundled test's right answers, as a candidate would give them, read from its solution files. */
function rightAnswers(): Record<string, string> {
  const folder = path.join(repoRoot, 'content/practice/reading-fallback');
  return Object.fromEntries(
    [1, 2, 3].flatMap((part) => {
      const solution = SolutionSchema.parse(JSON.parse(readFileSync(path.join(folder, `passage-${part}.solution.json`), 'utf8')));
      return Object.entries(solution.answers).map(([question, entry]) => [
        question,
        entry.letters ? entry.letters.join(', ') : entry.accept![0]!,
      ]);
    }),
  );
}

/** The public practice tests: no sign-in, and the correct answers only in the marking of a finished run. */
describe('public practice tests', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it('lists the bundled reading practice test without signing in, and no answers with it', async () => {
    const response = await stack.http.get('/tests');
    expect(response.status).toBe(200);
    const { tests } = PracticeTestListResponseSchema.parse(response.body);
    expect(tests).toContainEqual(
      expect.objectContaining({
        id: TEST_ID,
        test_type: 'reading',
        duration_minutes: 60,
        total_questions: 40,
        passing_score: 30,
        is_active: true,
      }),
    );
    const text = JSON.stringify(response.body);
    for (const secret of SOLUTION_FIELDS) expect(text).not.toContain(secret);
  });

  it('serves the test with its three passages and no answers, transcripts or notes', async () => {
    const response = await stack.http.get(`/tests/${TEST_ID}`);
    expect(response.status).toBe(200);
    const { test } = PracticeTestResponseSchema.parse(response.body);
    expect(test.parts).toHaveLength(3);
    expect(test.parts.map((p) => (p as { section: string }).section)).toEqual(['reading', 'reading', 'reading']);
    const text = JSON.stringify(response.body);
    for (const secret of SOLUTION_FIELDS) expect(text).not.toContain(secret);
    for (const answer of ['sheepskin', 'juniper', 'cannonball']) expect(text).not.toContain(`"${answer}"`);
  });

  it("answers 404 with 'Failed to fetch test' for a practice test that does not exist", async () => {
    const fetched = await stack.http.get('/tests/no-such-test');
    expect(fetched.status).toBe(404);
    expect(fetched.body.error).toBe(PracticeTexts.failedToFetchTest);
    for (const id of ['no-such-test', 'Not_An_Id']) {
      const marked = await stack.http.request('POST', `/tests/${id}/mark`, { json: { answers: {} } });
      expect(marked.status).toBe(404);
      expect(marked.body.error).toBe(PracticeTexts.failedToFetchTest);
    }
  });

  it('marks all right answers 40 out of 40, passed, with the correct answers for each question', async () => {
    const response = await stack.http.request('POST', markPath, { json: { answers: rightAnswers() } });
    expect(response.status).toBe(200);
    const { result } = PracticeMarkResponseSchema.parse(response.body);
    expect(result).toMatchObject({ test_id: TEST_ID, score: 40, total: 40, passing_score: 30, passed: true });
    expect(result.questions.every((q) => q.correct)).toBe(true);
    expect(result.questions.find((q) => q.question === '3')).toEqual({
      question: '3',
      numbers: [3],
      answer: 'sheepskin',
      correct: true,
      marks: 1,
      max_marks: 1,
      correct_answers: ['sheepskin'],
    });
    expect(result.questions.find((q) => q.question === '25')).toMatchObject({ numbers: [25, 26], marks: 2, max_marks: 2 });
    expect(JSON.stringify(response.body)).not.toContain('notes');
  });

  it('counts wrong and missing answers as 0 and shows what was right', async () => {
    const { '40': _unanswered, ...others } = rightAnswers();
    const answers = { ...others, '1': 'goats', '8': 'TRUE', '25': 'A, C' };
    const response = await stack.http.request('POST', markPath, { json: { answers } });
    expect(response.status).toBe(200);
    const { result } = PracticeMarkResponseSchema.parse(response.body);
    // 40 marks, less questions 1, 8 and 40, and one of the two letters of 25-26.
    expect(result).toMatchObject({ score: 36, total: 40, passed: true });
    expect(result.questions.find((q) => q.question === '1')).toMatchObject({
      answer: 'goats',
      correct: false,
      marks: 0,
      correct_answers: ['sheep'],
    });
    expect(result.questions.find((q) => q.question === '25')).toMatchObject({
      correct: false,
      marks: 1,
      correct_answers: ['A, B'],
    });
    expect(result.questions.find((q) => q.question === '40')).toMatchObject({ answer: '', correct: false });
  });

  it('fails a run below the passing score, and marks an empty run 0', async () => {
    const few = Object.fromEntries(Object.entries(rightAnswers()).slice(0, 20));
    const partial = PracticeMarkResponseSchema.parse(
      (await stack.http.request('POST', markPath, { json: { answers: few } })).body,
    );
    expect(partial.result.score).toBeLessThan(30);
    expect(partial.result.passed).toBe(false);
    const empty = PracticeMarkResponseSchema.parse((await stack.http.request('POST', markPath, { json: { answers: {} } })).body);
    expect(empty.result).toMatchObject({ score: 0, total: 40, passed: false });
    expect(empty.result.questions).toHaveLength(39); // 25-26 is one slot
  });

  it('refuses answers to questions outside 1-40 and answers that are too long', async () => {
    const outside = await stack.http.request('POST', markPath, { json: { answers: { '41': 'A' } } });
    expect(outside.status).toBe(400);
    const tooLong = await stack.http.request('POST', markPath, { json: { answers: { '1': 'x'.repeat(201) } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('answers.1');
    const notText = await stack.http.request('POST', markPath, { json: { answers: { '1': 7 } } });
    expect(notText.status).toBe(400);
  });
});

describe('practice marking rate limit', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it(`answers 429 with retryAfter after ${PRACTICE_MARKS_PER_MINUTE} marks in a minute from one address`, async () => {
    const mark = () => stack.http.request('POST', markPath, { json: { answers: {} } });
    for (let i = 0; i < PRACTICE_MARKS_PER_MINUTE; i++) expect((await mark()).status).toBe(200);
    const limited = await mark();
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(PracticeTexts.tooManyMarkRequests);
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(limited.body.retryAfter).toBeLessThanOrEqual(60);
  });
});
