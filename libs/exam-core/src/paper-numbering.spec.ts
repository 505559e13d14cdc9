import { ListeningPartSchema, ReadingPassageSchema, SolutionSchema } from '@cdi/contracts';
import { candidateView } from './candidate-view';
import { paperNumbering, renumberText, sectionShownNumbers, shownNumbersOf, shownRange } from './paper-numbering';
import { markByKey } from './results';

const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A reading passage whose judgement questions are authored with exactly these numbers. */
const passage = (numbers: number[], part = 1) =>
  ReadingPassageSchema.parse({
    section: 'reading',
    part,
    passage_title: `Passage ${part}`,
    source_text: [{ text: 't' }],
    questionGroups: [
      {
        type: 'true_false_not_given',
        title: `Questions ${numbers[0]}-${numbers.at(-1)}`,
        instructions: 'Judge.',
        questions: numbers.map((number) => ({ number, text: 's' })),
      },
    ],
  });

const p1 = passage(run(1, 13), 1);
const p2 = passage(run(14, 26), 2);
const p3 = passage(run(27, 40), 3);
const shownOf = (map: ReadonlyMap<number, number>) => [...map.values()];

describe('paperNumbering', () => {
  it('numbers parts in authored order exactly as authored', () => {
    const numbering = paperNumbering([p1, p2, p3]);
    for (let n = 1; n <= 40; n++) expect(numbering.shown(n)).toBe(n);
  });

  it('numbers the passage in slot 1 from 1, whatever it was authored as', () => {
    const numbering = paperNumbering([p3, p1, p2]);
    expect(shownOf(numbering.parts[0]!)).toEqual(run(1, 14));
    expect(numbering.shown(27)).toBe(1);
    expect(numbering.shown(40)).toBe(14);
  });

  it('continues each next slot where the previous one ended, to 40', () => {
    const numbering = paperNumbering([p3, p1, p2]);
    expect(shownOf(numbering.parts[1]!)).toEqual(run(15, 27));
    expect(shownOf(numbering.parts[2]!)).toEqual(run(28, 40));
    expect(numbering.shown(1)).toBe(15);
    expect(numbering.shown(26)).toBe(40);
  });

  it('maps every shown number back to its authored one', () => {
    const numbering = paperNumbering([p2, p3, p1]);
    for (let n = 1; n <= 40; n++) expect(numbering.shown(numbering.authored(n)!)).toBe(n);
    expect(numbering.authored(1)).toBe(14);
    expect(numbering.authored(41)).toBeUndefined();
  });

  it('gives each of the 40 numbers once', () => {
    const numbering = paperNumbering([p2, p3, p1]);
    const all = numbering.parts.flatMap(shownOf).sort((a, b) => a - b);
    expect(all).toEqual(run(1, 40));
  });

  it('counts a choose-TWO as two numbers', () => {
    const choose = ListeningPartSchema.parse({
      section: 'listening',
      part: 3,
      title: 'P',
      questionGroups: [
        {
          type: 'multiple_choice',
          instructions: 'Choose TWO.',
          questions: [
            { number: 21, text: 'Which TWO?', options: { A: 'a', B: 'b', C: 'c' }, allowMultiple: true },
            { number: 23, text: 'Which?', options: { A: 'a', B: 'b' } },
          ],
        },
      ],
    });
    const numbering = paperNumbering([choose]);
    expect(shownNumbersOf(numbering.parts[0]!)).toEqual({ '21': 1, '22': 2, '23': 3 });
  });

  it('numbers a part by its numbers in order, not by its document order', () => {
    const numbering = paperNumbering([passage([30, 28, 29])]);
    expect(numbering.shown(28)).toBe(1);
    expect(numbering.shown(30)).toBe(3);
  });

  it('reads the candidate view of a part as the part itself', () => {
    expect(paperNumbering([candidateView(p3), candidateView(p1)]).shown(1)).toBe(15);
  });

  it('skips a writing task or a part without content', () => {
    const numbering = paperNumbering([{}, p2]);
    expect(numbering.shown(14)).toBe(1);
  });

  it('keeps a number no part holds', () => {
    expect(paperNumbering([p1]).shown(33)).toBe(33);
  });
});

describe('renumberText', () => {
  const numbering = paperNumbering([p3, p1, p2]);
  it('renumbers a range with a hyphen', () => expect(renumberText('Questions 27-32', numbering.shown)).toBe('Questions 1-6'));
  it('renumbers a range with an en dash', () =>
    expect(renumberText('Questions 33\u201340', numbering.shown)).toBe('Questions 7\u201314'));
  it('renumbers one question', () => expect(renumberText('Question 1', numbering.shown)).toBe('Question 15'));
  it('renumbers inside a sentence', () =>
    expect(renumberText('In boxes for Questions 27-30 write', numbering.shown)).toBe('In boxes for Questions 1-4 write'));
  it('leaves other numbers alone', () =>
    expect(renumberText('NO MORE THAN 3 WORDS', numbering.shown)).toBe('NO MORE THAN 3 WORDS'));
});

describe('markByKey numbered as the paper', () => {
  const key = (numbers: number[], part: number, right: string) =>
    SolutionSchema.parse({
      section: 'reading',
      part,
      answers: Object.fromEntries(numbers.map((n) => [String(n), { accept: [right] }])),
    });
  const parts = [
    { part: p3, solution: key(run(27, 40), 3, 'TRUE') },
    { part: p1, solution: key(run(1, 13), 1, 'FALSE') },
  ];
  const numbering = paperNumbering(parts.map(({ part }) => part));

  it('marks by the authored key and shows the slot number', () => {
    const marked = markByKey(parts, { '27': 'TRUE', '1': 'FALSE', '2': 'TRUE' }, numbering.shown);
    expect(marked.raw).toBe(2);
    expect(marked.questions[0]).toMatchObject({
      question: '1',
      numbers: [1],
      answer: 'TRUE',
      correct: true,
      correct_answers: ['TRUE'],
    });
    expect(marked.questions[14]).toMatchObject({ question: '15', answer: 'FALSE', correct: true });
    expect(marked.questions[15]).toMatchObject({ question: '16', answer: 'TRUE', correct: false, correct_answers: ['FALSE'] });
  });

  it('lists the questions in the order they were shown', () => {
    const marked = markByKey(parts, {}, numbering.shown);
    expect(marked.questions.map((q) => Number(q.question))).toEqual(run(1, 27));
  });

  it('keeps the authored numbers without a paper numbering', () => {
    expect(markByKey(parts, {}).questions[0]?.question).toBe('1');
    expect(markByKey(parts, {}).questions.at(-1)?.question).toBe('40');
  });
});

describe('sectionShownNumbers', () => {
  it('gives every authored number of the section the number shown, parts in slot order', () => {
    const numbers = sectionShownNumbers([p3, p1, p2]);
    expect(numbers).toMatchObject({ '27': 1, '40': 14, '1': 15, '13': 27, '14': 28, '26': 40 });
    expect(Object.keys(numbers)).toHaveLength(40);
  });

  it("keeps the first part's number for a number two parts both author, and takes empty slots and writing as nothing", () => {
    expect(sectionShownNumbers([passage([1, 2]), {}, passage([2, 3], 2)])).toEqual({ '1': 1, '2': 2, '3': 4 });
    expect(sectionShownNumbers([{}, {}])).toEqual({});
  });
});

describe('shownRange', () => {
  const numbering = paperNumbering([p3, p1, p2]);
  it('gives the first and last number a part shows', () => {
    expect(numbering.parts.map(shownRange)).toEqual(['1-14', '15-27', '28-40']);
  });
  it('is undefined for a part without questions', () => expect(shownRange(paperNumbering([{}]).parts[0]!)).toBeUndefined());
});
