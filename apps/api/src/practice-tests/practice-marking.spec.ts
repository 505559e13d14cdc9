import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateExamPart } from '@cdi/exam-core';
import type { QuestionPart, Solution } from '@cdi/contracts';
import { markPracticeAnswers } from './practice-marking';

const FOLDER = path.resolve(__dirname, '../../../../content/practice/reading-fallback');
const read = (file: string) => JSON.parse(readFileSync(path.join(FOLDER, file), 'utf8')) as unknown;

/** The shipped practice passages with their keys, validated as the service loads them. */
const keyed = ['passage-1', 'passage-2'].map((name) => {
  const validation = validateExamPart(read(`${name}.json`), read(`${name}.solution.json`));
  if (!validation.ok) throw new Error(`${name}: ${JSON.stringify(validation.problems)}`);
  return { part: validation.part as QuestionPart, solution: validation.solution as Solution };
});
const slots = keyed.flatMap(({ solution }) => Object.entries(solution.answers));
const chooseTwo = slots.find(([, entry]) => entry.letters)!;

describe('markPracticeAnswers', () => {
  it('marks by the answer rules and lists every slot in question order, unanswered ones too', () => {
    const result = markPracticeAnswers({ '5': ' Cannonball. ', '1': 'sheep', '8': 'F' }, keyed, 2);
    expect(result.questions.map((q) => Number(q.question))).toEqual(slots.map(([n]) => Number(n)).sort((a, b) => a - b));
    expect(result.questions.find((q) => q.question === '5')).toMatchObject({
      answer: ' Cannonball. ',
      correct: true,
      marks: 1,
      correct_answers: ['cannonballs', 'cannonball'],
    });
    // TRUE/FALSE/NOT GIVEN are exact: 'F' is not FALSE.
    expect(result.questions.find((q) => q.question === '8')).toMatchObject({ correct: false, marks: 0 });
    expect(result.questions.find((q) => q.question === '2')).toMatchObject({ answer: '', correct: false });
    expect(result).toMatchObject({ score: 2, passing_score: 2, passed: true });
  });

  it('holds a typed answer to its word limit even when it holds the key', () => {
    const result = markPracticeAnswers({ '1': 'the sheep' }, keyed, 0);
    expect(result.questions.find((q) => q.question === '1')).toMatchObject({ correct: false, marks: 0 });
  });

  it('gives a choose-two a mark per right letter, and counts it correct only with both', () => {
    const [question, entry] = chooseTwo;
    const [right, other] = entry.letters!;
    const half = markPracticeAnswers({ [question]: `${right}` }, keyed, 99);
    expect(half.questions.find((q) => q.question === question)).toMatchObject({ marks: 1, max_marks: 2, correct: false });
    expect(half.passed).toBe(false);
    const both = markPracticeAnswers({ [question]: `${other}, ${right}` }, keyed, 0);
    expect(both.questions.find((q) => q.question === question)).toMatchObject({ marks: 2, correct: true });
  });

  it('ignores answers to questions the test does not have and never returns marker notes', () => {
    const result = markPracticeAnswers({ '99': 'anything' }, keyed, 0);
    expect(result.score).toBe(0);
    expect(result.questions.some((q) => q.question === '99')).toBe(false);
    expect(JSON.stringify(result)).not.toContain('notes');
  });
});
