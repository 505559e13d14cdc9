import type { Solution } from '@cdi/contracts';
import { changedAnswerKeys } from './answer-key-changes';

const key = (answers: Solution['answers']): Solution => ({ section: 'listening', part: 1, answers });

describe('changedAnswerKeys', () => {
  const before = key({ '1': { accept: ['Mill'] }, '2': { accept: ['B'] }, '10': { letters: ['A', 'C'] } });

  it('names nothing when the key is the same', () => {
    expect(changedAnswerKeys(before, key({ ...before.answers }))).toEqual([]);
  });

  it('names changed, added and removed entries in question order', () => {
    const after = key({ '1': { accept: ['Mill', 'mill road'] }, '10': { letters: ['A', 'D'] }, '3': { accept: ['C'] } });
    expect(changedAnswerKeys(before, after)).toEqual(['1', '2', '3', '10']);
  });

  it('counts a changed note as a change', () => {
    const after = key({ ...before.answers, '2': { accept: ['B'], notes: 'second door' } });
    expect(changedAnswerKeys(before, after)).toEqual(['2']);
  });

  it('names every entry when there was no key', () => {
    expect(changedAnswerKeys(null, before)).toEqual(['1', '2', '10']);
  });
});
