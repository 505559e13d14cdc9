import { EMPTY_LIVE_STATE } from '@cdi/contracts';
import { row, section } from './roster.fixture';
import { flagsText, writingWordsText } from './writing-progress';

describe('writingWordsText', () => {
  it('says nothing before writing has started', () => {
    expect(writingWordsText(row({ candidateId: 'CAN0001' }))).toBeNull();
  });

  it('gives the words of each task once writing has started', () => {
    const writing = row({
      candidateId: 'CAN0001',
      sections: [section('writing', 'open', { startedAt: '2026-11-22T10:00:00.000Z' })],
      writingWords: { task1: 152, task2: 0 },
    });
    expect(writingWordsText(writing)).toEqual({ short: 'T1 152 · T2 0', long: 'Task 1 152 words, Task 2 0 words' });
  });
});

describe('flagsText', () => {
  const asAuthored = { listening: {}, reading: {} };
  const flagged = (flags: typeof EMPTY_LIVE_STATE.flagged) =>
    row({ candidateId: 'CAN0001', live: { ...EMPTY_LIVE_STATE, flagged: flags } });

  it('says nothing when no question is flagged', () => {
    expect(flagsText(flagged({ listening: [], reading: [], writing: [] }), asAuthored)).toBeNull();
  });

  it('counts the flags and names them by section, writing by task', () => {
    expect(flagsText(flagged({ listening: [4, 12], reading: [7], writing: [2] }), asAuthored)).toEqual({
      count: 4,
      short: '4 · L 4, 12 · R 7 · Task 2',
      long: '4 flagged for review: Listening questions 4, 12; Reading question 7; Writing task 2',
    });
  });

  it("names flagged questions by the candidate's paper: the passage in slot 1 holds 1-14", () => {
    const row27 = row({
      candidateId: 'CAN0001',
      live: { ...EMPTY_LIVE_STATE, flagged: { listening: [], reading: [27, 1], writing: [] } },
    });
    const paper = { listening: {}, reading: { '27': 1, '1': 15 } };
    expect(flagsText(row27, paper)).toMatchObject({
      short: '2 · R 1, 15',
      long: '2 flagged for review: Reading questions 1, 15',
    });
  });
});
