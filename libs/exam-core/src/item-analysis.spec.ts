import { ReadingPassageSchema, SolutionSchema } from '@cdi/contracts';
import { analyseItems, sectionItemSlots, withAcceptedAlternatives, type MarkedSitting } from './item-analysis';
import { markSectionParts } from './part-marking';

/** Authored 11-15, shown 1-5: a typed answer, one option, a judgement and a choose-two (14-15). */
const content = ReadingPassageSchema.parse({
  section: 'reading',
  part: 2,
  passage_title: 'Libraries',
  source_text: [{ letter: 'A', text: 'Text.' }],
  questionGroups: [
    {
      type: 'short_answer',
      instructions: 'Write ONE WORD ONLY.',
      maxWords: 1,
      questions: [{ number: 11, text: 'Where?' }],
    },
    {
      type: 'multiple_choice',
      instructions: 'Choose.',
      questions: [
        { number: 12, text: 'Which?', options: { A: 'a', B: 'b', C: 'c' } },
        { number: 14, text: 'Which TWO?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, allowMultiple: true },
      ],
    },
    { type: 'true_false_not_given', instructions: 'Judge.', questions: [{ number: 13, text: 'It rained.' }] },
  ],
});
const solution = SolutionSchema.parse({
  section: 'reading',
  part: 2,
  answers: { '11': { accept: ['library'] }, '12': { accept: ['B'] }, '13': { accept: ['TRUE'] }, '14': { letters: ['A', 'C'] } },
});

describe('sectionItemSlots', () => {
  it('numbers the part as the paper shows it, with each slot kind, choices and key', () => {
    const slots = sectionItemSlots([{ content, solution }]);
    expect(slots).toEqual([
      { question: '1', numbers: [1], kind: 'text', choices: [], key: ['library'] },
      { question: '2', numbers: [2], kind: 'option', choices: ['A', 'B', 'C'], key: ['B'] },
      { question: '3', numbers: [3], kind: 'judgement', choices: ['TRUE', 'FALSE', 'NOT GIVEN'], key: ['TRUE'] },
      { question: '4', numbers: [4, 5], kind: 'letters', choices: ['A', 'B', 'C', 'D'], key: ['A', 'C'] },
    ]);
  });

  it('gives an unkeyed part its slots with an empty key', () => {
    expect(sectionItemSlots([{ content, solution: null }]).map((s) => s.key)).toEqual([[], [], [], []]);
  });
});

/** Six marked sittings, marks by hand: typed 1, option 2, choose-two 4-5 (two marks), judgement 3. */
function sitting(answers: [string, string, string, string], marks: [number, number, number, number]): MarkedSitting {
  const questions = [
    { question: '1', answer: answers[0], marks: marks[0], max_marks: 1 },
    { question: '2', answer: answers[1], marks: marks[1], max_marks: 1 },
    { question: '4', answer: answers[2], marks: marks[2], max_marks: 2 },
    { question: '3', answer: answers[3], marks: marks[3], max_marks: 1 },
  ];
  return { raw: marks.reduce((sum, m) => sum + m, 0), questions };
}
const sittings: MarkedSitting[] = [
  sitting(['library', 'B', 'A, C', 'TRUE'], [1, 1, 2, 1]), // 5
  sitting(['Library.', 'B', 'A, B', 'FALSE'], [1, 1, 1, 0]), // 3
  sitting(['libary', 'B', 'A, C', 'TRUE'], [0, 1, 2, 1]), // 4
  sitting(['museum', 'A', 'B, D', 'TRUE'], [0, 0, 0, 1]), // 1
  sitting(['', 'C', 'C', 'FALSE'], [0, 0, 1, 0]), // 1
  sitting(['Libary', '', '', 'TRUE'], [0, 0, 0, 1]), // 1
];

describe('analyseItems against a hand-computed fixture', () => {
  const slots = sectionItemSlots([{ content, solution }]);
  const items = analyseItems('reading', slots, sittings, { '1': ['libary'] });
  const item = (question: string) => items.find((i) => i.question === question)!;
  // Ranked by raw: 5, 4, 3, 1, 1, 1; thirds of two: upper = the 5 and the 4, lower = the last two 1s.

  it('typed answer: facility 2/6, thirds 1/2 - 0, point-biserial against the rest score, wrong answers grouped', () => {
    const typed = item('1');
    expect(typed.facility).toBeCloseTo(2 / 6, 10);
    expect(typed.discrimination).toBeCloseTo(0.5, 10);
    // x = 1,0,1,0,0,0 and rest = 4,4,2,1,1,1: sxy = 5/3, sxx = 4/3, syy = 65/6.
    expect(typed.point_biserial).toBeCloseTo(5 / 3 / Math.sqrt((4 / 3) * (65 / 6)), 10);
    expect(typed.blank).toBe(1);
    expect(typed.sittings).toBe(6);
    expect(typed.wrong_answers).toEqual([
      { answer: 'libary', count: 2 },
      { answer: 'museum', count: 1 },
    ]);
    expect(typed.options).toEqual([]);
    expect(typed.accepted_by_centre).toEqual(['libary']);
    expect(typed.flags).toEqual([]);
  });

  it('one option: each option counted, the key marked', () => {
    const option = item('2');
    expect(option.facility).toBe(0.5);
    expect(option.discrimination).toBe(1);
    expect(option.options).toEqual([
      { key: 'A', count: 1, correct: false },
      { key: 'B', count: 3, correct: true },
      { key: 'C', count: 1, correct: false },
    ]);
    expect(option.wrong_answers).toEqual([]);
  });

  it('choose-two: partial marks count as halves, each letter counted', () => {
    const letters = item('4');
    expect(letters.numbers).toEqual([4, 5]);
    expect(letters.facility).toBe(0.5);
    expect(letters.discrimination).toBe(0.75);
    expect(letters.options).toEqual([
      { key: 'A', count: 3, correct: true },
      { key: 'B', count: 2, correct: false },
      { key: 'C', count: 3, correct: true },
      { key: 'D', count: 1, correct: false },
    ]);
  });

  it('judgement: the choices counted in their order, NOT GIVEN included', () => {
    const judgement = item('3');
    expect(judgement.facility).toBeCloseTo(4 / 6, 10);
    expect(judgement.discrimination).toBe(0.5);
    expect(judgement.options.map((o) => [o.key, o.count])).toEqual([
      ['TRUE', 4],
      ['FALSE', 2],
      ['NOT GIVEN', 0],
    ]);
  });
});

describe('analyseItems flags', () => {
  const slots = sectionItemSlots([{ content, solution }]).slice(0, 2);
  const two = (a: [string, number], b: [string, number]): MarkedSitting => ({
    raw: a[1] + b[1],
    questions: [
      { question: '1', answer: a[0], marks: a[1], max_marks: 1 },
      { question: '2', answer: b[0], marks: b[1], max_marks: 1 },
    ],
  });

  it('flags an item everyone answers right as too easy and one nobody does as too hard', () => {
    const items = analyseItems('reading', slots, [
      two(['library', 1], ['A', 0]),
      two(['library', 1], ['C', 0]),
      two(['library', 1], ['', 0]),
    ]);
    expect(items.map((i) => i.flags)).toEqual([['too_easy'], ['too_hard']]);
    // Neither varies: no correlation to speak of.
    expect(items.map((i) => i.point_biserial)).toEqual([null, null]);
  });

  it('flags an item the weaker third answers better than the stronger one', () => {
    // Question 2 is right only where question 1 is wrong, and question 1 decides the ranking.
    const items = analyseItems('reading', slots, [
      two(['library', 1], ['A', 0]),
      two(['library', 1], ['A', 0]),
      two(['library', 1], ['B', 1]),
      two(['x', 0], ['B', 1]),
      two(['y', 0], ['B', 1]),
      two(['z', 0], ['B', 1]),
    ]);
    const second = items[1]!;
    expect(second.discrimination).toBeLessThan(0);
    expect(second.flags).toContain('negative_discrimination');
    expect(items[0]!.flags).not.toContain('negative_discrimination');
  });

  it('gives no discrimination below three sittings and no statistics without sittings', () => {
    const [typed] = analyseItems('reading', slots, [two(['library', 1], ['B', 1]), two(['x', 0], ['A', 0])]);
    expect(typed!.discrimination).toBeNull();
    const [empty] = analyseItems('reading', slots, []);
    expect(empty).toMatchObject({ sittings: 0, facility: 0, discrimination: null, point_biserial: null, blank: 0, flags: [] });
  });
});

describe('withAcceptedAlternatives', () => {
  it("adds a centre's alternative to the typed question it was accepted for, by its shown number", () => {
    const parts = withAcceptedAlternatives([{ content, solution }], { '1': ['libary'] });
    const answers = { '11': 'Libary', '12': 'B' };
    expect(markSectionParts([{ part: content, solution }], answers).raw).toBe(1);
    expect(markSectionParts([{ part: content, solution: parts[0]!.solution! }], answers).raw).toBe(2);
    expect(parts[0]!.solution!.answers['11']!.accept).toEqual(['library', 'libary']);
  });

  it('never widens a choose-N key and leaves the parts untouched without alternatives', () => {
    const parts = withAcceptedAlternatives([{ content, solution }], { '4': ['B'] });
    expect(parts[0]!.solution!.answers['14']).toEqual({ letters: ['A', 'C'] });
    expect(solution.answers['11']!.accept).toEqual(['library']);
    expect(withAcceptedAlternatives([{ content, solution }], {})[0]!.solution).toBe(solution);
  });
});
