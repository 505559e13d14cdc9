import type { OutboxEntry } from '../../../../shared/exam-engine';
import { attemptsStillSending } from './sign-out';

const entry = (attemptId: string, createdAt: number, state: OutboxEntry['state'] = 'pending'): OutboxEntry => ({
  attemptId,
  section: 'reading',
  question: String(createdAt),
  value: 'x',
  seq: createdAt,
  state,
  createdAt,
});

describe('attemptsStillSending', () => {
  it('lists each attempt with pending answers once, the one waiting longest first', () => {
    const entries = [entry('b', 5), entry('a', 9), entry('b', 2), entry('a', 1)];
    expect(attemptsStillSending(entries, new Set())).toEqual(['a', 'b']);
  });

  it('does not wait for refused answers nor for attempts this session cannot join', () => {
    const entries = [entry('a', 1, 'refused'), entry('b', 2), entry('c', 3)];
    expect(attemptsStillSending(entries, new Set(['b']))).toEqual(['c']);
    expect(attemptsStillSending([], new Set())).toEqual([]);
  });
});
