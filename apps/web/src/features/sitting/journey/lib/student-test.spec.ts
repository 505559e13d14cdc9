import {
  audioLabel,
  partCountLabel,
  partSummary,
  partsOfSection,
  sectionsWithParts,
  submitOutcome,
  type TestPart,
  windowLabels,
} from './student-test';

const part = (section: TestPart['section'], n: number, has_audio = false): TestPart => ({
  id: `${section}-${n}`,
  section,
  part: n,
  title: `${section} ${n}`,
  test_group: '',
  has_audio,
  question_range: null,
  question_count: 0,
  question_types: [],
  task_type: null,
  word_count_minimum: null,
});

const parts = [
  part('writing', 2),
  part('listening', 3, true),
  part('listening', 1),
  part('listening', 2, true),
  part('writing', 1),
];

describe('student test overview', () => {
  it('lists only the sections with parts, in sitting order, with their counts', () => {
    expect(sectionsWithParts(parts)).toEqual([
      { section: 'listening', partCount: 3 },
      { section: 'writing', partCount: 2 },
    ]);
  });

  it('sorts a section’s parts by part number', () => {
    expect(partsOfSection(parts, 'listening').map((p) => p.part)).toEqual([1, 2, 3]);
    expect(partsOfSection(parts, 'reading')).toEqual([]);
  });

  it('labels the window on the centre’s clock: due date, opening and closing times, or No due date', () => {
    const none = { id: 't', title: 'T', description: '', due_at: null, opens_at: null, closes_at: null, time_zone: 'UTC' };
    expect(windowLabels(none)).toEqual(['No due date']);
    expect(windowLabels({ ...none, opens_at: '2026-11-27T16:00:00.000Z', closes_at: '2026-11-27T18:22:00.000Z' })).toEqual([
      'Opens: 2026-11-27 16:00 UTC',
      'Closes: 2026-11-27 18:22 UTC',
    ]);
    expect(windowLabels({ ...none, due_at: '2026-07-05T09:30:00.000Z', time_zone: 'Europe/London' })).toEqual([
      'Due: 2026-07-05 10:30 GMT (London)',
    ]);
    expect(partCountLabel(1)).toBe('1 part');
    expect(partCountLabel(4)).toBe('4 parts');
  });

  it('submits only a finished attempt and offers to continue any other', () => {
    expect(submitOutcome('completed')).toBe('submitted');
    expect(submitOutcome('in_progress')).toBe('continue');
    expect(submitOutcome('not_started')).toBe('continue');
  });

  it('sums up a question part by its range, count and question types', () => {
    const listening: TestPart = {
      ...part('listening', 1),
      question_range: '1-10',
      question_count: 10,
      question_types: ['form_completion', 'multiple_choice_with_options'],
    };
    expect(partSummary(listening)).toBe('Questions 1-10 (10 questions): Form completion, Multiple choice with options.');
    expect(partSummary({ ...listening, question_range: null, question_count: 1, question_types: [] })).toBe('1 question.');
    expect(partSummary(part('reading', 1))).toBe('The content of this part is not available yet.');
  });

  it('sums up a writing task by its type and minimum words', () => {
    const task: TestPart = { ...part('writing', 1), task_type: 'multi_line_chart', word_count_minimum: 150 };
    expect(partSummary(task)).toBe('Multiple Line Graph: write at least 150 words.');
    expect(partSummary({ ...task, task_type: 'letter' })).toBe('letter: write at least 150 words.');
    expect(partSummary({ ...task, task_type: null })).toBe('Writing task: write at least 150 words.');
    expect(partSummary({ ...task, word_count_minimum: null })).toBe('Multiple Line Graph.');
    expect(partSummary(part('writing', 2))).toBe('The content of this part is not available yet.');
  });

  it('says whether a part has a recording, never where it is', () => {
    expect(audioLabel(part('listening', 1))).toBe('Audio: no');
    expect(audioLabel(part('listening', 2, true))).toBe('Audio: yes');
  });
});
