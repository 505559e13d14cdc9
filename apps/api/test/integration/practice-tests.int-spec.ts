import { PracticeTestListResponseSchema, PracticeTestResponseSchema } from '@cdi/contracts';
import { startTestStack, type TestStack } from '../support/test-stack';

/** The public practice tests: no sign-in, and never an answer in what they send. */
describe('public practice tests', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it('lists the bundled reading practice test without signing in', async () => {
    const response = await stack.http.get('/tests');
    expect(response.status).toBe(200);
    const { tests } = PracticeTestListResponseSchema.parse(response.body);
    expect(tests).toContainEqual(
      expect.objectContaining({
        id: 'reading-practice-1',
        test_type: 'reading',
        duration_minutes: 60,
        total_questions: 40,
        passing_score: 30,
        is_active: true,
      }),
    );
  });

  it('serves the test with its three passages and no answers, transcripts or notes', async () => {
    const response = await stack.http.get('/tests/reading-practice-1');
    expect(response.status).toBe(200);
    const { test } = PracticeTestResponseSchema.parse(response.body);
    expect(test.parts).toHaveLength(3);
    expect(test.parts.map((p) => (p as { section: string }).section)).toEqual(['reading', 'reading', 'reading']);
    const text = JSON.stringify(response.body);
    for (const secret of ['"accept"', '"letters"', '"answers"', 'correctAnswer', 'authorNotes', 'transcript'])
      expect(text).not.toContain(secret);
  });

  it('answers 404 for a practice test that does not exist', async () => {
    expect((await stack.http.get('/tests/no-such-test')).status).toBe(404);
  });
});
