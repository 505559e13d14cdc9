import type { QuestionDifficulty } from '@cdi/contracts';

/** How many questions per section are flagged as the hardest. */
export const HARDEST_PER_SECTION = 3;

export type DifficultyOrder = 'question' | 'hardest';

export interface DifficultyRow extends QuestionDifficulty {
  hardest: boolean;
}

export interface SectionDifficulty {
  section: QuestionDifficulty['section'];
  rows: DifficultyRow[];
}

/** Question keys in reading order: '2' before '10', '11-12' after '10'. */
export function compareQuestions(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Fewest right first; questions nobody was marked on yet (no share to speak of) last. */
const byShare = (a: QuestionDifficulty, b: QuestionDifficulty) =>
  Number(a.marked === 0) - Number(b.marked === 0) ||
  a.share_correct - b.share_correct ||
  compareQuestions(a.question, b.question);

/**
 * Per section (Listening, then Reading), the questions in the order asked for, the few fewest
 * candidates got right flagged; a question nobody has been marked on yet, or everyone got, is never
 * the hardest.
 */
export function difficultyBySection(questions: readonly QuestionDifficulty[], order: DifficultyOrder): SectionDifficulty[] {
  return (['listening', 'reading'] as const)
    .map((section) => {
      const inSection = questions.filter((q) => q.section === section);
      const hardest = new Set(
        inSection
          .filter((q) => q.marked > 0 && q.share_correct < 1)
          .sort(byShare)
          .slice(0, HARDEST_PER_SECTION)
          .map((q) => q.question),
      );
      const rows = inSection
        .map((q) => ({ ...q, hardest: hardest.has(q.question) }))
        .sort(order === 'hardest' ? byShare : (a, b) => compareQuestions(a.question, b.question));
      return { section, rows };
    })
    .filter((s) => s.rows.length > 0);
}
