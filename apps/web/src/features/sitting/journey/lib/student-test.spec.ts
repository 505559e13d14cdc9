import {
  dueLabel,
  firstListeningAudio,
  partCountLabel,
  partsOfSection,
  sectionsWithParts,
  submitOutcome,
  type TestPart,
} from './student-test';

const part = (section: TestPart['section'], n: number, audio_url: string | null = null): TestPart => ({
  id: `${section}-${n}`,
  section,
  part: n,
  title: `${section} ${n}`,
  test_group: '',
  audio_url,
});

const parts = [
  part('writing', 2),
  part('listening', 3, '/a3'),
  part('listening', 1),
  part('listening', 2, '/a2'),
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

  it('plays the recording of the first listening part that has one', () => {
    expect(firstListeningAudio(parts)).toBe('/a2');
    expect(firstListeningAudio([part('reading', 1)])).toBeNull();
  });

  it('labels the due date and the part counts', () => {
    expect(dueLabel(null)).toBe('No due date');
    expect(dueLabel('2026-11-05T09:30:00.000Z')).toMatch(/^Due: 2026-11-0[45] \d\d:\d\d$/);
    expect(partCountLabel(1)).toBe('1 part');
    expect(partCountLabel(4)).toBe('4 parts');
  });

  it('submits only a finished attempt and offers to continue any other', () => {
    expect(submitOutcome('completed')).toBe('submitted');
    expect(submitOutcome('in_progress')).toBe('continue');
    expect(submitOutcome('not_started')).toBe('continue');
  });
});
