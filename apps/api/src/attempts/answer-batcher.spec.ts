import type { AnswerAck } from '@cdi/contracts';
import type { AnswerWrite, AnswerWriteResult, AttemptsRepository, Clock, LiveFeed } from '@cdi/db';
import type { DatabaseHealthRepository } from '../health/database-health.repository';
import type { SocketEmitter } from '../live/socket-emitter';
import type { TrafficMeter } from '../live/traffic-meter';
import { AnswerBatcher } from './answer-batcher';

/** A commit the test finishes when it chooses, with the questions it carried. */
interface HeldCommit {
  questions: string[];
  finish(): void;
}

/** A batcher whose database holds each batch's commit until the test finishes it. */
function batcherWithHeldCommits() {
  const commits: HeldCommit[] = [];
  const attempts = {
    saveAnswers: (batch: readonly AnswerWrite[]) =>
      new Promise<AnswerWriteResult[]>((resolve) => {
        commits.push({
          questions: batch.map((w) => w.question),
          finish: () => resolve(batch.map(() => ({ refusal: null, written: true }))),
        });
      }),
  } as unknown as AttemptsRepository;
  const batcher = new AnswerBatcher(
    attempts,
    { toInvigilators: () => {} } as unknown as LiveFeed,
    { date: () => new Date('2026-11-29T09:00:00Z') } as unknown as Clock,
    { answerAcked: () => {} } as unknown as TrafficMeter,
    { emitLocally: () => {} } as unknown as SocketEmitter,
    { ping: async () => {} } as unknown as DatabaseHealthRepository,
  );
  let seq = 0;
  const acks: AnswerAck[] = [];
  const answer = (question: string) => {
    void batcher
      .submit(
        {
          attemptId: '00000000-0000-4000-8000-000000000001',
          tenantId: '00000000-0000-4000-8000-000000000002',
          section: 'reading',
          question,
          value: 'A',
          seq: ++seq,
        },
        '00000000-0000-4000-8000-000000000003',
      )
      .then((ack) => acks.push(ack));
  };
  return { batcher, commits, answer, acks };
}

/** Lets the batcher's promise callbacks run, with the clock where it is. */
const settleCallbacks = () => jest.advanceTimersByTimeAsync(0);

describe('AnswerBatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a batch when its first answer has waited the batch window (4 ms), with what came meanwhile', async () => {
    const { commits, answer } = batcherWithHeldCommits();
    answer('q1');
    await jest.advanceTimersByTimeAsync(2);
    answer('q2');
    await jest.advanceTimersByTimeAsync(1);
    expect(commits).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(commits.map((c) => c.questions)).toEqual([['q1', 'q2']]);
  });

  it('sends a full batch (256 answers) at once, without waiting for the window', async () => {
    const { commits, answer } = batcherWithHeldCommits();
    for (let i = 1; i <= 257; i++) answer(`q${i}`);
    expect(commits.map((c) => c.questions.length)).toEqual([256]);
    await jest.advanceTimersByTimeAsync(4);
    expect(commits.map((c) => c.questions)).toEqual([expect.any(Array), ['q257']]);
  });

  it('acknowledges each answer only once its batch has committed', async () => {
    const { commits, answer, acks } = batcherWithHeldCommits();
    answer('q1');
    await jest.advanceTimersByTimeAsync(4);
    expect(acks).toHaveLength(0);
    commits[0]!.finish();
    await settleCallbacks();
    expect(acks).toEqual([{ ok: true, seq: 1, savedAt: '2026-11-29T09:00:00.000Z' }]);
  });

  it('keeps answers that arrive during a commit for the rest of their window, not sending them off as the commit ends', async () => {
    const { commits, answer } = batcherWithHeldCommits();
    answer('q1');
    await jest.advanceTimersByTimeAsync(4); // commit 1: q1
    answer('q2');
    await jest.advanceTimersByTimeAsync(1);
    commits[0]!.finish();
    await settleCallbacks();
    // Commit 1 is done 1 ms into q2's window: q2 is not yet due, and waits for company.
    expect(commits).toHaveLength(1);
    answer('q3');
    await jest.advanceTimersByTimeAsync(3);
    expect(commits.map((c) => c.questions)).toEqual([['q1'], ['q2', 'q3']]);
  });

  it('holds at most two commits at once; what waited out its window meanwhile goes as soon as one ends', async () => {
    const { commits, answer } = batcherWithHeldCommits();
    answer('q1');
    await jest.advanceTimersByTimeAsync(4); // commit 1: q1
    answer('q2');
    await jest.advanceTimersByTimeAsync(4); // commit 2: q2
    answer('q3');
    await jest.advanceTimersByTimeAsync(4);
    answer('q4');
    await jest.advanceTimersByTimeAsync(6);
    // q3 and q4 are past their windows, but both commits are still running.
    expect(commits).toHaveLength(2);
    commits[1]!.finish();
    await settleCallbacks();
    expect(commits.map((c) => c.questions)).toEqual([['q1'], ['q2'], ['q3', 'q4']]);
  });

  it('settling commits what is queued at once, and returns when every batch has committed', async () => {
    const { batcher, commits, answer, acks } = batcherWithHeldCommits();
    answer('q1');
    await jest.advanceTimersByTimeAsync(4); // commit 1: q1
    answer('q2');
    let settled = false;
    void batcher.settle().then(() => (settled = true));
    await settleCallbacks();
    expect(commits.map((c) => c.questions)).toEqual([['q1'], ['q2']]);
    commits[0]!.finish();
    await settleCallbacks();
    expect(settled).toBe(false);
    answer('q3'); // arrives while settling: it is committed before settle returns
    commits[1]!.finish();
    await settleCallbacks();
    expect(commits.map((c) => c.questions)).toEqual([['q1'], ['q2'], ['q3']]);
    expect(settled).toBe(false);
    commits[2]!.finish();
    await settleCallbacks();
    expect(settled).toBe(true);
    expect(acks.map((a) => a.seq)).toEqual([1, 2, 3]);
  });
});
