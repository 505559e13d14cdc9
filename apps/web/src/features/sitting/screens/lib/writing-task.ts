import { countWords } from '@cdi/exam-core';

/** The writing bottom bar's line for a task: words so far, its minimum and whether it is reached. */
export function writingTaskProgress(text: string, minimum: number): { words: number; reached: boolean; completion: string } {
  const words = countWords(text);
  const reached = words >= minimum;
  return { words, reached, completion: reached ? '1 of 1' : '0 of 1' };
}
