import type { QuestionDifficulty } from '@cdi/contracts';
import { compareQuestions, difficultyBySection, HARDEST_PER_SECTION } from './difficulty';

const q = (section: QuestionDifficulty['section'], question: string, share_correct: number, marked = 10): QuestionDifficulty => ({
  section,
  question,
  share_correct,
  marked,
});

describe('compareQuestions', () => {
  it('orders question keys by their numbers', () => {
    expect(['10', '2', '11-12', '1'].sort(compareQuestions)).toEqual(['1', '2', '10', '11-12']);
  });
});

describe('difficultyBySection', () => {
  const questions = [
    q('reading', '2', 0.9),
    q('listening', '10', 0.2),
    q('listening', '2', 0.5),
    q('listening', '1', 0.2),
    q('listening', '3', 0.1),
    q('listening', '4', 0.3),
    q('listening', '5', 0, 0),
    q('reading', '1', 1),
  ];

  it('groups by section in question order, flagging the hardest few', () => {
    const [listening, reading] = difficultyBySection(questions, 'question');
    expect(listening?.section).toBe('listening');
    expect(listening?.rows.map((r) => r.question)).toEqual(['1', '2', '3', '4', '5', '10']);
    expect(listening?.rows.filter((r) => r.hardest).map((r) => r.question)).toEqual(['1', '3', '10']);
    expect(listening?.rows.filter((r) => r.hardest)).toHaveLength(HARDEST_PER_SECTION);
    expect(reading?.rows.map((r) => r.question)).toEqual(['1', '2']);
  });

  it('never flags a question nobody was marked on or everyone got right', () => {
    const [listening, reading] = difficultyBySection(questions, 'question');
    expect(listening?.rows.find((r) => r.question === '5')?.hardest).toBe(false);
    expect(reading?.rows.find((r) => r.question === '1')?.hardest).toBe(false);
    expect(reading?.rows.find((r) => r.question === '2')?.hardest).toBe(true);
  });

  it('puts the hardest first on request, ties in question order and unmarked ones last', () => {
    const [listening] = difficultyBySection(questions, 'hardest');
    expect(listening?.rows.map((r) => r.question)).toEqual(['3', '1', '10', '4', '2', '5']);
  });

  it('leaves out a section without questions', () => {
    expect(difficultyBySection([q('reading', '1', 0.5)], 'question').map((s) => s.section)).toEqual(['reading']);
    expect(difficultyBySection([], 'hardest')).toEqual([]);
  });
});
