/** One answer to change: `value` '' clears it. */
export interface AnswerChange {
  question: number;
  value: string;
}

/** Answers of one group by question number: an option key, or '' for none. */
export type OptionAnswers = Readonly<Record<number, string>>;

/**
 * Spec 1 §4.7, matching headings: putting an option on a question also takes it off any other
 * question that held it, so each option is used once. Returns only the answers that change.
 */
export function assignOptionOnce(answers: OptionAnswers, question: number, key: string): AnswerChange[] {
  const cleared = Object.entries(answers)
    .filter(([number, value]) => Number(number) !== question && value === key)
    .map(([number]) => ({ question: Number(number), value: '' }));
  return answers[question] === key ? cleared : [...cleared, { question, value: key }];
}

/** The answers after the changes; a new object, the given one is left as it is. */
export function applyAnswerChanges(answers: OptionAnswers, changes: readonly AnswerChange[]): Record<number, string> {
  const next: Record<number, string> = { ...answers };
  for (const change of changes) next[change.question] = change.value;
  return next;
}

/** Options no question holds yet, in the box's order: what is left in the list of headings. */
export function unusedOptionKeys(keys: readonly string[], answers: OptionAnswers): string[] {
  const used = new Set(Object.values(answers));
  return keys.filter((key) => !used.has(key));
}
