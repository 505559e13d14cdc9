import { ListeningPartSchema, SolutionSchema } from '@cdi/contracts';
import { checkSolution } from './solution-check';

const part = ListeningPartSchema.parse({
  section: 'listening',
  part: 2,
  title: 'Part 2',
  questionGroups: [
    { type: 'short_answer', instructions: 'Answer.', maxWords: 2, questions: [{ number: 11, text: 'Where?' }] },
    { type: 'true_false_not_given', instructions: 'Judge.', questions: [{ number: 12, text: 'It rained.' }] },
    {
      type: 'multiple_choice',
      instructions: 'Choose.',
      questions: [
        { number: 13, text: 'Which?', options: { A: 'a', B: 'b', C: 'c' } },
        { number: 14, text: 'Which TWO?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, allowMultiple: true },
      ],
    },
  ],
});
const sound = {
  '11': { accept: ['the park'] },
  '12': { accept: ['NOT GIVEN'] },
  '13': { accept: ['B'] },
  '14': { letters: ['A', 'D'] },
};
const solution = (answers: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  SolutionSchema.parse({ section: 'listening', part: 2, answers, ...extra });

describe('checkSolution', () => {
  it('accepts a solution that fits the part', () => expect(checkSolution(part, solution(sound))).toEqual([]));

  it('accepts answers whatever their case', () => {
    expect(checkSolution(part, solution({ ...sound, '12': { accept: ['not given'] }, '13': { accept: ['b'] } }))).toEqual([]);
  });

  it('reports a solution for another section', () => {
    const reading = SolutionSchema.parse({ section: 'reading', part: 2, answers: sound });
    expect(checkSolution(part, reading)).toEqual([
      { path: 'section', message: 'The solution is for reading but the part is listening' },
    ]);
  });

  it('reports a solution for another part', () => {
    expect(checkSolution(part, solution(sound, { part: 3 }))).toEqual([
      { path: 'part', message: 'The solution is for part 3 but the content is part 2' },
    ]);
  });

  it('reports a question without an answer', () => {
    const { '12': _missing, ...rest } = sound;
    expect(checkSolution(part, solution(rest))).toEqual([{ path: 'answers["12"]', message: 'Question 12 has no answer' }]);
  });

  it('reports an answer for a question the part lacks', () => {
    expect(checkSolution(part, solution({ ...sound, '20': { accept: ['x'] } }))).toEqual([
      { path: 'answers["20"]', message: 'There is no question 20 in this part' },
    ]);
  });

  it('points a second number of a choose-two to its first', () => {
    expect(checkSolution(part, solution({ ...sound, '15': { accept: ['D'] } }))).toEqual([
      {
        path: 'answers["15"]',
        message: 'Question 15 belongs to question 14\'s choice of letters: list all its letters under "14"',
      },
    ]);
  });

  it('reports an option key that does not exist', () => {
    expect(checkSolution(part, solution({ ...sound, '13': { accept: ['E'] } }))).toEqual([
      { path: 'answers["13"].accept[0]', message: '"E" is not one of the options A, B, C' },
    ]);
  });

  it('reports a judgement answer that is not a choice', () => {
    expect(checkSolution(part, solution({ ...sound, '12': { accept: ['MAYBE'] } }))).toEqual([
      { path: 'answers["12"].accept[0]', message: '"MAYBE" is not one of TRUE, FALSE, NOT GIVEN' },
    ]);
  });

  it('reports a typed answer over the word limit', () => {
    expect(checkSolution(part, solution({ ...sound, '11': { accept: ['park', 'the city park'] } }))).toEqual([
      { path: 'answers["11"].accept[1]', message: '"the city park" has 3 words; the limit is 2' },
    ]);
  });

  it('accepts a key whose every reading is within the limit', () => {
    expect(checkSolution(part, solution({ ...sound, '11': { accept: ['(the) park / parks', 'city park'] } }))).toEqual([]);
  });

  it('reports the first reading of a key over the word limit', () => {
    expect(checkSolution(part, solution({ ...sound, '11': { accept: ['park', '(the) (city) park'] } }))).toEqual([
      { path: 'answers["11"].accept[1]', message: '"the city park" (from "(the) (city) park") has 3 words; the limit is 2' },
    ]);
  });

  it('reports an alternative over the word limit', () => {
    expect(checkSolution(part, solution({ ...sound, '11': { accept: ['park / the city park'] } }))).toEqual([
      { path: 'answers["11"].accept[0]', message: '"the city park" (from "park / the city park") has 3 words; the limit is 2' },
    ]);
  });

  it('allows a number on top of the words when the instructions say AND/OR A NUMBER', () => {
    const numbered = ListeningPartSchema.parse({
      ...part,
      questionGroups: [
        {
          type: 'short_answer',
          instructions: 'Write NO MORE THAN TWO WORDS AND/OR A NUMBER.',
          maxWords: 2,
          questions: [{ number: 11, text: 'Where?' }],
        },
        ...part.questionGroups.slice(1),
      ],
    });
    expect(checkSolution(numbered, solution({ ...sound, '11': { accept: ['27 Hill Road / twenty-seven Hill Road'] } }))).toEqual(
      [],
    );
    expect(checkSolution(numbered, solution({ ...sound, '11': { accept: ['27 Hill Road / 27 Hill Road East'] } }))).toEqual([
      {
        path: 'answers["11"].accept[0]',
        message: '"27 Hill Road East" (from "27 Hill Road / 27 Hill Road East") has 4 words; the limit is 2 and a number',
      },
    ]);
  });

  it('reports a judgement abbreviated', () => {
    expect(checkSolution(part, solution({ ...sound, '12': { accept: ['NG'] } }))).toEqual([
      { path: 'answers["12"].accept[0]', message: '"NG" is not one of TRUE, FALSE, NOT GIVEN' },
    ]);
  });

  it('reports accept where a choose-two needs letters', () => {
    expect(checkSolution(part, solution({ ...sound, '14': { accept: ['A, D'] } }))).toEqual([
      { path: 'answers["14"]', message: 'Question 14 is a choose-2: give "letters"' },
    ]);
  });

  it('reports letters where one answer is expected', () => {
    expect(checkSolution(part, solution({ ...sound, '13': { letters: ['A', 'B'] } }))).toEqual([
      { path: 'answers["13"]', message: 'Question 13 takes one answer: give "accept", not "letters"' },
    ]);
  });

  it('reports the wrong number of letters', () => {
    expect(checkSolution(part, solution({ ...sound, '14': { letters: ['A', 'B', 'C'] } }))).toEqual([
      { path: 'answers["14"].letters', message: 'Give exactly 2 letters' },
    ]);
  });

  it('reports a letter that is not an option', () => {
    expect(checkSolution(part, solution({ ...sound, '14': { letters: ['A', 'F'] } }))).toEqual([
      { path: 'answers["14"].letters[1]', message: '"F" is not one of the options A, B, C, D' },
    ]);
  });
});
