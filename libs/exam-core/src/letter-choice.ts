/**
 * Spec 1 §4.7: toggling a letter of a "choose N letters" question. A chosen letter is removed; a new
 * one is added while fewer than `max` are chosen, and once the maximum is reached the newest replaces
 * the last chosen. `current` is in the order the letters were chosen, which that rule needs; store
 * the result with canonicalLetters ('A, C').
 */
export function toggleLetter(current: readonly string[], letter: string, max: number): string[] {
  const chosen = letter.toUpperCase();
  if (current.includes(chosen)) return current.filter((l) => l !== chosen);
  if (current.length < Math.max(1, max)) return [...current, chosen];
  return [...current.slice(0, Math.max(1, max) - 1), chosen];
}
