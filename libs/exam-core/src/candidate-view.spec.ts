import { ExamPartSchema, ListeningPartSchema, ReadingPassageSchema, WritingTaskSchema } from '@cdi/contracts';
import { candidateView } from './candidate-view';

const group = {
  type: 'short_answer',
  instructions: 'Answer.',
  authorNotes: 'Answer 3 is tricky',
  questions: [{ number: 1, text: 'Who called?' }],
};
const listening = ListeningPartSchema.parse({
  section: 'listening',
  part: 1,
  title: 'Part 1',
  transcript: 'MAN: Hello, this is Tom.',
  authorNotes: 'Recorded 2024',
  questionGroups: [group],
});

describe('candidateView', () => {
  it('removes the listening transcript', () => expect(candidateView(listening)).not.toHaveProperty('transcript'));
  it("removes the part's author notes", () => expect(candidateView(listening)).not.toHaveProperty('authorNotes'));
  it("removes every group's author notes", () => {
    expect(candidateView(listening).questionGroups[0]).not.toHaveProperty('authorNotes');
  });
  it('leaves no trace of author-only text anywhere', () => {
    const text = JSON.stringify(candidateView(listening));
    expect(text).not.toContain('Tom');
    expect(text).not.toContain('tricky');
    expect(text).not.toContain('2024');
  });
  it('keeps everything a candidate needs', () => {
    expect(candidateView(listening)).toEqual({
      section: 'listening',
      part: 1,
      title: 'Part 1',
      questionGroups: [
        { type: 'short_answer', instructions: 'Answer.', maxWords: 3, questions: [{ number: 1, text: 'Who called?' }] },
      ],
    });
  });
  it('does not change the part it is given', () => {
    const before = structuredClone(listening);
    candidateView(listening);
    expect(listening).toEqual(before);
  });
  it('returns a copy that does not share nested objects', () => {
    const view = candidateView(listening);
    expect(view.questionGroups[0]).not.toBe(listening.questionGroups[0]);
  });
  it('removes author notes from a reading passage and keeps the passage', () => {
    const passage = ReadingPassageSchema.parse({
      section: 'reading',
      part: 1,
      passage_title: 'Pencils',
      source_text: [{ letter: 'A', text: 'Graphite.' }],
      authorNotes: 'source: encyclopaedia',
      questionGroups: [group],
    });
    const view = candidateView(passage);
    expect(view).not.toHaveProperty('authorNotes');
    expect(view.source_text).toEqual([{ letter: 'A', text: 'Graphite.' }]);
  });
  it('removes author notes from a writing task and keeps its limits', () => {
    const task = WritingTaskSchema.parse({
      section: 'writing',
      part: 1,
      prompt: 'Describe.',
      authorNotes: 'band 7 model attached',
    });
    expect(candidateView(task)).toEqual({
      section: 'writing',
      part: 1,
      prompt: 'Describe.',
      time_limit_minutes: 20,
      word_count_minimum: 150,
    });
  });
  it('works on any parsed exam part', () => {
    const part = ExamPartSchema.parse({ section: 'writing', part: 2, prompt: 'Discuss.' });
    expect(candidateView(part)).toMatchObject({ section: 'writing', prompt: 'Discuss.' });
  });
});
