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
