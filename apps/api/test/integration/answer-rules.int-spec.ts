import { DEADLINE_GRACE_MS } from '@cdi/contracts';
import { AnswerEntity, type AnswerWrite, AttemptSectionEntity, AttemptsRepository } from '@cdi/db';
import { examScenario, type ExamScenario } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** Whether a save is accepted, decided by the one statement that writes it (against real Postgres). */
describe('answer write rules (AttemptsRepository.saveAnswers)', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let tenantId: string;
  let repository: AttemptsRepository;

  beforeAll(async () => {
    stack = await sharedTestStack();
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    tenantId = tenant.id;
    scenario = await examScenario(stack, tenant, 1);
    repository = new AttemptsRepository(stack.dataSource);
  });
  afterAll(() => stack.close());

  const attemptId = () => scenario.attemptIds[0]!;
  const write = (over: Partial<AnswerWrite> = {}): AnswerWrite => ({
    attemptId: attemptId(),
    tenantId,
    section: 'listening',
    question: '1',
    value: 'library',
    seq: 1,
    ...over,
  });
  const listening = (state: Partial<AttemptSectionEntity>) =>
    stack.dataSource.getRepository(AttemptSectionEntity).update({ attemptId: attemptId(), section: 'listening' }, state);
  const now = new Date();
  const seconds = (n: number) => new Date(now.getTime() + n * 1000);

  it.each([
    ['an open section before its deadline', { status: 'open', deadlineAt: seconds(60), pausedAt: null }, null],
    [
      'an open section just past its deadline, within the grace',
      { status: 'open', deadlineAt: new Date(now.getTime() - DEADLINE_GRACE_MS + 100), pausedAt: null },
      null,
    ],
    [
      'an open section past its deadline and the grace',
      { status: 'open', deadlineAt: new Date(now.getTime() - DEADLINE_GRACE_MS - 1), pausedAt: null },
      'sectionClosed',
    ],
    ['a completed section', { status: 'completed', deadlineAt: seconds(60), pausedAt: null }, 'sectionClosed'],
    ['an open section without a deadline', { status: 'open', deadlineAt: null, pausedAt: null }, 'sectionClosed'],
    ['a paused section', { status: 'open', deadlineAt: seconds(60), pausedAt: seconds(-5) }, 'paused'],
    ['a section not started', { status: 'available', deadlineAt: null, pausedAt: null }, 'sectionLocked'],
    ['a locked section', { status: 'locked', deadlineAt: null, pausedAt: null }, 'sectionLocked'],
  ] as const)('%s: %s', async (_name, state, refusal) => {
    await listening(state);
    expect(await repository.saveAnswers([write({ seq: Date.now() })], now)).toEqual([{ refusal, written: refusal === null }]);
  });

  it('refuses a write naming another tenant, as if the section did not exist', async () => {
    await listening({ status: 'open', deadlineAt: seconds(60), pausedAt: null });
    const other = await createTenant(stack.http, await developerToken(stack.http));
    expect(await repository.saveAnswers([write({ tenantId: other.id, seq: Date.now() })], now)).toEqual([
      { refusal: 'sectionLocked', written: false },
    ]);
  });

  it('answers each write of a mixed batch in order, keeping the newest value of a question written twice', async () => {
    await listening({ status: 'open', deadlineAt: seconds(60), pausedAt: null });
    const base = Date.now();
    const results = await repository.saveAnswers(
      [
        write({ question: '5', value: 'older', seq: base + 1 }),
        write({ section: 'reading', question: '14', value: 'TRUE', seq: base + 2 }),
        write({ question: '5', value: 'newer', seq: base + 3 }),
        write({ question: '6', value: 'museum', seq: base + 4 }),
      ],
      now,
    );
    // The older value of question 5 is accepted but superseded in the same commit: only the newer is written.
    expect(results).toEqual([
      { refusal: null, written: false },
      { refusal: 'sectionLocked', written: false },
      { refusal: null, written: true },
      { refusal: null, written: true },
    ]);
    const saved = await stack.dataSource
      .getRepository(AnswerEntity)
      .find({ where: { attemptId: attemptId(), section: 'listening' } });
    expect(Object.fromEntries(saved.map((a) => [a.question, a.value]))).toMatchObject({ '5': 'newer', '6': 'museum' });
  });

  it('keeps a stored newer value when an older seq arrives later', async () => {
    await listening({ status: 'open', deadlineAt: seconds(60), pausedAt: null });
    const base = Date.now();
    await repository.saveAnswers([write({ question: '9', value: 'second', seq: base + 2 })], now);
    expect(await repository.saveAnswers([write({ question: '9', value: 'first', seq: base + 1 })], now)).toEqual([
      { refusal: null, written: false },
    ]);
    const stored = await stack.dataSource.getRepository(AnswerEntity).findOneByOrFail({ attemptId: attemptId(), question: '9' });
    expect(stored.value).toBe('second');
  });

  it('accepts a replay of a saved answer without writing it again: its saving time and the timeline keep the first save', async () => {
    await listening({ status: 'open', deadlineAt: seconds(60), pausedAt: null });
    const replayed = write({ question: '11', value: 'harbour', seq: Date.now() });
    const countLogged = async () =>
      Number(
        (
          (await stack.dataSource.query(
            `SELECT count(*) AS n FROM attempt_events WHERE attempt_id = $1 AND type = 'answer' AND payload->>'question' = '11'`,
            [attemptId()],
          )) as { n: string }[]
        )[0]!.n,
      );
    expect(await repository.saveAnswers([replayed], now)).toEqual([{ refusal: null, written: true }]);
    expect(await repository.saveAnswers([replayed], seconds(5))).toEqual([{ refusal: null, written: false }]);
    const stored = await stack.dataSource.getRepository(AnswerEntity).findOneByOrFail({ attemptId: attemptId(), question: '11' });
    expect(stored.updatedAt.getTime()).toBe(now.getTime());
    expect(await countLogged()).toBe(1);
  });
});
