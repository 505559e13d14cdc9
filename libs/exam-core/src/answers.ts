import type { SolutionEntry } from '@cdi/contracts';
import { matchesChoice, matchesKey, withinAnswerLimit } from './answer-rules';
import type { SlotExpects } from './answer-slots';

/** Spec 1 §5: an answer counts as answered only when non-blank after trimming. */
export function isAnswered(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Letters of a multi-select answer, however typed: 'a,c', 'C, A', 'A C'. Upper case, unique, sorted. */
export function parseLetters(value: string): string[] {
  const letters = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((l) => l.toUpperCase());
  return [...new Set(letters)].sort();
}

/** Spec 1 §3: multiple answers are stored as a comma-and-space joined list, here always sorted: 'A, C'. */
export function canonicalLetters(letters: Iterable<string>): string {
  return parseLetters([...letters].join(',')).join(', ');
}

/**
 * Marks one answer: 1 when it matches any accepted alternative; for a choose-N set, one mark per
 * correct letter, and 0 when more letters are chosen than the set holds (choosing all is no strategy).
 * Given what the slot expects, a typed answer over its word limit earns nothing even when it holds the
 * key, and an option key or TRUE/FALSE/NOT GIVEN must be named exactly (case aside). Without it, every
 * alternative is read with the key syntax and number rule of answer-rules.
 */
export function markAnswer(value: string | null | undefined, solution: SolutionEntry, expects?: SlotExpects): number {
  if (!isAnswered(value)) return 0;
  if (solution.letters) {
    const chosen = parseLetters(value);
    if (chosen.length > solution.letters.length) return 0;
    const correct = new Set(solution.letters.map((l) => l.toUpperCase()));
    return chosen.filter((l) => correct.has(l)).length;
  }
  if (expects && !withinAnswerLimit(value, expects)) return 0;
  const choice = expects?.kind === 'option' || expects?.kind === 'judgement';
  const matches = choice ? matchesChoice : matchesKey;
  return (solution.accept ?? []).some((key) => matches(value, key)) ? 1 : 0;
}
