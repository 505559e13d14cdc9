import type { ScriptListItem } from '@cdi/contracts';

export interface TestOption {
  value: string;
  label: string;
}

/**
 * The tests to filter by, gathered from the scripts seen so far: a filtered list holds fewer tests,
 * and the ones already seen stay choosable. Sorted by title; the same array back when nothing is new.
 */
export function mergeTestOptions(
  known: TestOption[],
  scripts: Pick<ScriptListItem, 'assignment_id' | 'test_title'>[],
): TestOption[] {
  const seen = new Set(known.map((option) => option.value));
  const added: TestOption[] = [];
  for (const script of scripts) {
    if (seen.has(script.assignment_id)) continue;
    seen.add(script.assignment_id);
    added.push({ value: script.assignment_id, label: script.test_title });
  }
  if (added.length === 0) return known;
  return [...known, ...added].sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
}
