import { countBlanks } from '@cdi/exam-core';

/** 'matching_headings' → 'Matching headings'. */
export function questionTypeLabel(type: string): string {
  const words = type.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : type;
}

/** 'Question 6', 'Questions 1-5', or '' for none; numbers need not be sorted. */
export function questionsLabel(numbers: readonly number[]): string {
  if (numbers.length === 0) return '';
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return first === last ? `Question ${first}` : `Questions ${first}-${last}`;
}

/** The number of each text's first blank, when blanks run on in reading order from firstNumber. */
export function blankStartNumbers(texts: readonly string[], firstNumber: number): number[] {
  let next = firstNumber;
  return texts.map((text) => {
    const start = next;
    next += countBlanks(text);
    return start;
  });
}

/** Text holding one numbered input: where its blank is, or after the text when it has none. */
export function withInputBlank(text: string | undefined): string {
  if (!text) return '{{blank}}';
  return countBlanks(text) > 0 ? text : `${text} {{blank}}`;
}
