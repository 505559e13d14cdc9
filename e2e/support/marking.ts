import { expect, type Page } from '@playwright/test';

/** The four criteria of a Writing task, in the order the marking form lists them. */
export const WRITING_CRITERIA = [
  'Task Achievement / Response',
  'Coherence and Cohesion',
  'Lexical Resource',
  'Grammatical Range and Accuracy',
] as const;

/** `n` words of one word: an essay of a known length. */
export const words = (n: number, word: string): string => Array.from({ length: n }, () => word).join(' ');

/**
 * An examiner's mark of one task on the open marking screen, submitted: one band for every criterion,
 * or a band per criterion in WRITING_CRITERIA's order.
 */
export async function markTask(page: Page, task: 1 | 2, bands: string | readonly string[]): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`Task ${task}`) }).click();
  const form = page.getByRole('form', { name: `Task ${task}` });
  for (const [i, criterion] of WRITING_CRITERIA.entries()) {
    await form.getByLabel(criterion).selectOption(typeof bands === 'string' ? bands : bands[i]!);
  }
  await form.getByRole('button', { name: 'Submit mark' }).click();
  // The task's own panel, not the toast: the first task's toast may still show while the second is submitted.
  await expect(page.getByText('Your mark is submitted and can no longer be changed').filter({ visible: true })).toBeVisible();
}
