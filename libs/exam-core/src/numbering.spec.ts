import { ListeningPartSchema, ReadingPassageSchema } from '@cdi/contracts';
import {
  checkPartNumbering,
  checkSectionNumbering,
  groupQuestionNumbers,
  listeningPartFirstQuestion,
  parseQuestionRange,
  partQuestionNumbers,
  sectionNumbering,
} from './numbering';

/** A listening part whose short-answer group has exactly these numbers, in this order. */
const part = (numbers: number[], extra: Record<string, unknown> = {}, partNumber = 1) =>
  ListeningPartSchema.parse({
    section: 'listening',
    part: partNumber,
    title: 'Part',
    questionGroups: [
      { type: 'short_answer', instructions: 'Answer.', questions: numbers.map((number) => ({ number, text: 'q' })) },
    ],
    ...extra,
  });
const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const messages = (problems: { message: string }[]) => problems.map((p) => p.message);

describe('parseQuestionRange', () => {
  it('reads a-b with a hyphen', () => expect(parseQuestionRange('1-10')).toEqual({ start: 1, end: 10 }));
  it('reads a-b with an en dash', () => expect(parseQuestionRange('11\u201320')).toEqual({ start: 11, end: 20 }));
  it('allows spaces around the dash', () => expect(parseQuestionRange(' 21 - 30 ')).toEqual({ start: 21, end: 30 }));
  it('reads a one-question range', () => expect(parseQuestionRange('7-7')).toEqual({ start: 7, end: 7 }));
  it('refuses a backwards range', () => expect(parseQuestionRange('10-1')).toBeUndefined());
  it('refuses a range starting at 0', () => expect(parseQuestionRange('0-9')).toBeUndefined());
  it('refuses words', () => expect(parseQuestionRange('1 to 10')).toBeUndefined());
  it('refuses a single number', () => expect(parseQuestionRange('5')).toBeUndefined());
  it('is undefined for no range', () => expect(parseQuestionRange(undefined)).toBeUndefined());
});

describe('question numbers of groups and parts', () => {
  it('lists a choose-two as both its numbers', () => {
    const group = ListeningPartSchema.parse({
      section: 'listening',
      part: 1,
      title: 'P',
      questionGroups: [
        {
          type: 'multiple_choice',
          instructions: 'Choose TWO.',
          questions: [{ number: 9, text: 'q', options: { A: 'a', B: 'b', C: 'c' }, allowMultiple: true }],
        },
      ],
    }).questionGroups[0];
    expect(group && groupQuestionNumbers(group)).toEqual([9, 10]);
  });
  it('lists a part in document order', () => expect(partQuestionNumbers(part([3, 1, 2]))).toEqual([3, 1, 2]));
});

describe('sectionNumbering', () => {
  const groups = (count: number) => part(run(1, count)).questionGroups;

  it('starts the first part at 1 and follows on from each part end', () => {
    expect(
      sectionNumbering([{ questionGroups: groups(10) }, { questionGroups: groups(13) }]).map((p) => [p.start, p.end]),
    ).toEqual([
      [1, 10],
      [11, 23],
    ]);
  });
  it('takes the start from questionRange when given', () => {
    expect(sectionNumbering([{ questionRange: '21-30', questionGroups: groups(10) }])[0]).toMatchObject({ start: 21, end: 30 });
  });
  it('follows a ranged part with the next unranged one', () => {
    const numbering = sectionNumbering([{ questionRange: '14-26', questionGroups: groups(13) }, { questionGroups: groups(14) }]);
    expect(numbering[1]).toMatchObject({ start: 27, end: 40 });
  });
  it('counts a part with no countable items as 10', () => {
    expect(sectionNumbering([{}, {}]).map((p) => [p.start, p.end, p.count])).toEqual([
      [1, 10, 10],
      [11, 20, 10],
    ]);
  });
  it('counts a choose-two as two questions', () => {
    const chooseTwo = ListeningPartSchema.parse({
      section: 'listening',
      part: 1,
      title: 'P',
      questionGroups: [
        {
          type: 'multiple_choice',
          instructions: 'Choose TWO.',
          questions: [{ number: 1, text: 'q', options: { A: 'a', B: 'b', C: 'c' }, allowMultiple: true }],
        },
      ],
    });
    expect(sectionNumbering([chooseTwo])[0]).toMatchObject({ count: 2, numbers: [1, 2] });
  });
  it('lists every number a part covers', () => {
    expect(sectionNumbering([{}])[0]?.numbers).toEqual(run(1, 10));
  });
});

describe('listeningPartFirstQuestion', () => {
  it.each([
    [1, 1],
    [2, 11],
    [3, 21],
    [4, 31],
  ])('part %i starts at question %i', (n, first) => expect(listeningPartFirstQuestion(n)).toBe(first));
});

describe('checkPartNumbering', () => {
  it('accepts contiguous numbers that match the declared range', () => {
    expect(checkPartNumbering(part(run(11, 20), { questionRange: '11-20' }))).toEqual([]);
  });
  it('accepts a part without a declared range', () => expect(checkPartNumbering(part(run(5, 9)))).toEqual([]));
  it('reports a repeated number at the repeat, naming the first', () => {
    expect(checkPartNumbering(part([1, 2, 2, 3]))).toEqual([
      {
        path: 'questionGroups[0].questions[2].number',
        message: 'Question 2 appears more than once (first at questionGroups[0].questions[1].number)',
      },
    ]);
  });
  it('reports one missing number where the numbers jump', () => {
    expect(checkPartNumbering(part([1, 2, 4]))).toEqual([
      { path: 'questionGroups[0].questions[2].number', message: 'Question 3 is missing: numbers jump from 2 to 4' },
    ]);
  });
  it('reports several missing numbers as a range', () => {
    expect(messages(checkPartNumbering(part([1, 5])))).toEqual(['Questions 2-4 are missing: numbers jump from 1 to 5']);
  });
  it('reports numbers out of order', () => {
    expect(checkPartNumbering(part([1, 3, 2]))).toEqual([
      { path: 'questionGroups[0].questions[2].number', message: 'Question 2 comes after question 3: numbers must run in order' },
    ]);
  });
  it('reports a range that starts elsewhere, at questionRange', () => {
    expect(checkPartNumbering(part(run(2, 10), { questionRange: '1-10' }))).toEqual([
      { path: 'questionRange', message: 'questionRange says 1-10 but the questions run 2-10' },
    ]);
  });
  it('reports a range that ends elsewhere, at questionRange', () => {
    expect(messages(checkPartNumbering(part(run(1, 9), { questionRange: '1-10' })))).toEqual([
      'questionRange says 1-10 but the questions run 1-9',
    ]);
  });
  it('reports blanks numbered beyond 40 at the text that holds them', () => {
    const blanks = ListeningPartSchema.parse({
      section: 'listening',
      part: 4,
      title: 'P',
      questionGroups: [
        { type: 'note_completion', instructions: 'Complete.', firstNumber: 40, paragraphs: [{ content: '__ and __' }] },
      ],
    });
    expect(checkPartNumbering(blanks)).toEqual([
      { path: 'questionGroups[0].paragraphs[0].content', message: 'Question 41 is beyond 40' },
    ]);
  });
  it('reports every problem together', () => {
    expect(checkPartNumbering(part([1, 1, 4], { questionRange: '1-5' }))).toHaveLength(3);
  });
  it('checks numbers across groups of a reading passage', () => {
    const passage = ReadingPassageSchema.parse({
      section: 'reading',
      part: 1,
      passage_title: 'P',
      source_text: [{ text: 't' }],
      questionGroups: [
        { type: 'true_false', instructions: 'i', questions: [{ number: 1, text: 's' }] },
        { type: 'yes_no', instructions: 'i', questions: [{ number: 3, text: 's' }] },
      ],
    });
    expect(checkPartNumbering(passage)).toEqual([
      { path: 'questionGroups[1].questions[0].number', message: 'Question 2 is missing: numbers jump from 1 to 3' },
    ]);
  });
});

describe('checkSectionNumbering', () => {
  const listening = [part(run(1, 10), {}, 1), part(run(11, 20), {}, 2), part(run(21, 30), {}, 3), part(run(31, 40), {}, 4)];

  it('accepts a full listening section numbered 1-40', () => expect(checkSectionNumbering(listening)).toEqual([]));
  it('accepts an incomplete section that runs on', () => expect(checkSectionNumbering(listening.slice(0, 2))).toEqual([]));
  it('reports a part that does not start after the previous one', () => {
    expect(checkSectionNumbering([listening[0]!, listening[2]!])).toEqual([
      { path: '[1]', message: 'Part 2 starts at question 21 but should start at 11' },
    ]);
  });
  it('reports a first part that does not start at 1', () => {
    expect(messages(checkSectionNumbering([listening[1]!]))).toEqual(['Part 1 starts at question 11 but should start at 1']);
  });
  it('reports a full section that does not end at 40', () => {
    const short = [...listening.slice(0, 3), part(run(31, 39), {}, 4)];
    expect(checkSectionNumbering(short)).toEqual([
      { path: '', message: 'A full listening section ends at question 40, this one at 39' },
    ]);
  });
  it('prefixes part problems with the part index', () => {
    const broken = [listening[0]!, part([11, 11, 12], {}, 2)];
    expect(checkSectionNumbering(broken)[0]?.path).toBe('[1].questionGroups[0].questions[1].number');
  });
});
