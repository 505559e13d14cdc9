import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { ListeningPartSchema, SolutionSchema } from '@cdi/contracts';
import { markPart, markSectionParts } from './part-marking';

const part1 = ListeningPartSchema.parse({
  section: 'listening',
  part: 1,
  title: 'Part 1',
  questionGroups: [
    {
      type: 'form_completion',
      instructions: 'Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
      maxWords: 2,
      firstNumber: 1,
      fields: [
        { label: 'Address', content: '{{blank}} Road' },
        { label: 'Arrival', content: '{{blank}}' },
        { label: 'Room', content: 'with a {{blank}}' },
      ],
    },
    { type: 'true_false_not_given', instructions: 'Judge.', questions: [{ number: 4, text: 'It rained.' }] },
    {
      type: 'multiple_choice',
      instructions: 'Choose.',
      questions: [
        { number: 5, text: 'Which?', options: { A: 'a', B: 'b', C: 'c' } },
        { number: 6, text: 'Which TWO?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, allowMultiple: true },
      ],
    },
  ],
});
const solution1 = SolutionSchema.parse({
  section: 'listening',
  part: 1,
  answers: {
    '1': { accept: ['27 Hill / twenty-seven Hill'] },
    '2': { accept: ['4(th) Aug(ust) / 04/08'] },
    '3': { accept: ['(sea) view'] },
    '4': { accept: ['NOT GIVEN'] },
    '5': { accept: ['B'] },
    '6': { letters: ['A', 'D'] },
  },
});
const part2 = ListeningPartSchema.parse({
  section: 'listening',
  part: 2,
  title: 'Part 2',
  questionGroups: [
    {
      type: 'short_answer',
      instructions: 'Write ONE WORD ONLY.',
      maxWords: 1,
      questions: [
        { number: 8, text: 'Colour?' },
        { number: 9, text: 'Where?' },
      ],
    },
  ],
});
const solution2 = SolutionSchema.parse({
  section: 'listening',
  part: 2,
  answers: { '8': { accept: ['colour / color'] }, '9': { accept: ['internet'] } },
});

describe('markPart', () => {
  it('marks each slot with its limit and key, in question order, unanswered ones too', () => {
    const result = markPart(part1, solution1, { '6': 'd, c', '1': 'twenty seven hill', '2': '4th August', '4': 'NG' });
    expect(result).toEqual({
      raw: 3,
      max: 7,
      questions: [
        { question: '1', numbers: [1], marks: 1, max: 1, answer: 'twenty seven hill', correct: true },
        { question: '2', numbers: [2], marks: 1, max: 1, answer: '4th August', correct: true },
        { question: '3', numbers: [3], marks: 0, max: 1, answer: '', correct: false },
        { question: '4', numbers: [4], marks: 0, max: 1, answer: 'NG', correct: false },
        { question: '5', numbers: [5], marks: 0, max: 1, answer: '', correct: false },
        { question: '6', numbers: [6, 7], marks: 1, max: 2, answer: 'd, c', correct: false },
      ],
    });
  });

  it.each([
    ['1', '27 Hill', 1],
    ['1', 'twenty-seven Hill', 1],
    ['1', '27 Hill Road', 0],
    ['2', '04/08', 1],
    ['2', 'fourth Aug', 1],
    ['2', '4 August 2026', 0],
    ['3', 'view', 1],
    ['3', 'Sea View.', 1],
    ['3', 'a sea view', 0],
    ['4', 'not given', 1],
    ['4', 'NG', 0],
    ['5', 'b', 1],
    ['5', 'B, C', 0],
    ['6', 'A, D', 2],
    ['6', 'A, B, D', 0],
  ])('question %s answered %p earns %i', (question, answer, marks) => {
    const mark = markPart(part1, solution1, { [question]: answer }).questions.find((q) => q.question === question);
    expect(mark?.marks).toBe(marks);
  });

  it('ignores answers to questions the part lacks, and inherited keys', () => {
    const answers = Object.create({ '1': '27 Hill' }) as Record<string, string>;
    answers['40'] = 'x';
    expect(markPart(part1, solution1, answers)).toMatchObject({ raw: 0, max: 7 });
  });

  it('gives 0 to a slot the solution has no key for', () => {
    const { '3': _missing, ...rest } = solution1.answers;
    const mark = markPart(part1, { ...solution1, answers: rest }, { '3': 'view' });
    expect(mark.questions[2]).toEqual({ question: '3', numbers: [3], marks: 0, max: 1, answer: 'view', correct: false });
  });
});

describe('markSectionParts', () => {
  const parts = [
    { part: part2, solution: solution2 },
    { part: part1, solution: solution1 },
  ];

  it('sums the parts and lists every slot in question order', () => {
    const result = markSectionParts(parts, { '8': 'Color', '9': 'the internet', '5': 'B' });
    expect(result.raw).toBe(2);
    expect(result.max).toBe(9);
    expect(result.questions.map((q) => [q.question, q.marks])).toEqual([
      ['1', 0],
      ['2', 0],
      ['3', 0],
      ['4', 0],
      ['5', 1],
      ['6', 0],
      ['8', 1],
      ['9', 0],
    ]);
  });

  it('scores an empty sheet 0 out of the marks available', () => {
    expect(markSectionParts(parts, {})).toMatchObject({ raw: 0, max: 9 });
  });

  // Marking is pure: the same answers in any insertion order, marked any number of times, give one result.
  const answerValues = fc.constantFrom(
    '27 Hill',
    'twenty-seven hill',
    '4th Aug',
    'view',
    'NOT GIVEN',
    'B',
    'A, D',
    'd',
    'colour',
    'internet',
    '',
    '  ',
    'x y z',
  );
  const sheets = fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9', '12'), answerValues);

  it('depends only on the answers, never on their order or on earlier runs', () => {
    fc.assert(
      fc.property(sheets, fc.infiniteStream(fc.nat()), (sheet, seeds) => {
        const entries = Object.entries(sheet);
        const shuffled = entries
          .map((entry) => ({ entry, seed: seeds.next().value as number }))
          .sort((a, b) => a.seed - b.seed)
          .map(({ entry }) => entry);
        const first = markSectionParts(parts, sheet);
        const reordered = markSectionParts(parts, Object.fromEntries(shuffled));
        const reversed = markSectionParts([...parts].reverse(), Object.fromEntries(entries.reverse()));
        expect(reordered).toEqual(first);
        expect(reversed).toEqual(first);
        expect(markSectionParts(parts, sheet)).toEqual(first);
        expect(first.raw).toBe(first.questions.reduce((sum, q) => sum + q.marks, 0));
        expect(first.raw).toBeLessThanOrEqual(first.max);
      }),
    );
  });

  it('does not change the answers it is given', () => {
    const sheet = { '1': '27 Hill', '6': 'A, D' };
    markSectionParts(parts, sheet);
    expect(sheet).toEqual({ '1': '27 Hill', '6': 'A, D' });
  });
});

// The guide's listening example says what its keys accept; hold it to that.
describe('docs/content-format.md listening-part-1', () => {
  const guide = readFileSync(join(__dirname, '../../../docs/content-format.md'), 'utf8');
  const block = (kind: string) =>
    JSON.parse(new RegExp(`^\`\`\`json ${kind} listening-part-1\\n([\\s\\S]*?)^\`\`\``, 'm').exec(guide)?.[1] ?? '{}') as unknown;
  const part = ListeningPartSchema.parse(block('exam-part'));
  const solution = SolutionSchema.parse(block('solution'));

  it.each([
    ['2', 'twenty-seven Hill', 1],
    ['2', '27 Hill', 1],
    ['2', '27 Hill Road', 0],
    ['3', 'four', 1],
    ['3', '4', 1],
    ['4', '14', 1],
    ['4', '14th', 1],
    ['4', 'fourteen', 1],
    ['4', 'fourteenth', 1],
    ['4', '15th', 0],
    ['5', 'sea view', 1],
    ['5', 'view', 1],
    ['5', 'see view', 0],
  ])('question %s answered %p earns %i', (question, answer, marks) => {
    expect(markPart(part, solution, { [question]: answer }).questions.find((q) => q.question === question)?.marks).toBe(marks);
  });
});
