import { scoreColour, scorePercent, type TestResult } from '@cdi/contracts';

export interface ResultScore {
  /** '31/40' for Listening and Reading, '6.5/9' for Writing (its band out of 9). */
  text: string;
  percent: number;
  colour: ReturnType<typeof scoreColour>;
}

/** A section's score with its percentage and the spec's colour; null until the section is marked. */
export function resultScore(result: Pick<TestResult, 'score' | 'max_score' | 'status'>): ResultScore | null {
  if (result.status !== 'marked') return null;
  const percent = scorePercent(result.score, result.max_score);
  if (percent === null) return null;
  return { text: `${result.score}/${result.max_score}`, percent, colour: scoreColour(percent) };
}
