import { expect, test } from '@playwright/test';
import { ExamErrorCodes, fillText, Texts } from '@cdi/contracts';
import { savedAnswers } from './support/database';
import { beginListening, signIn } from './support/pages';

// CAN0009 and CAN0010 are left to this file.
const REFUSED_CANDIDATE = 'CAN0009';
const OTHER_CANDIDATE = 'CAN0010';

const notSaved = fillText(Texts.notSaved, { reason: 'the text contains a character that cannot be saved' });

test('an answer the server refuses as unstorable shows "Not saved: …" to its candidate only; everyone else keeps saving', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  expect(ExamErrorCodes.invalidCharacter).toBe(notSaved);
  const [refused, other] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [page, otherPage] = await Promise.all([refused.newPage(), other.newPage()]);
  await signIn(page, REFUSED_CANDIDATE);
  await signIn(otherPage, OTHER_CANDIDATE);
  await beginListening(page);
  await beginListening(otherPage);
  const answer = (p: typeof page, n: number) => p.locator(`#question-${n}`).locator('input[type="text"], textarea').first();

  // A pasted U+0000 (as from a corrupted document): the page sends it as typed and the server refuses it.
  await answer(page, 1).fill('lib\u0000rary');
  await expect(answer(page, 1)).toHaveValue('lib\u0000rary');
  await answer(otherPage, 1).fill('library');
  await expect(page.getByText(notSaved)).toBeVisible();
  await expect(otherPage.getByText(Texts.allChangesSaved)).toBeVisible();

  // The refusal stays (it is never retried) and does not hold up the candidate's next answers.
  await answer(page, 2).fill('museum');
  await answer(otherPage, 2).fill('garden');
  await expect.poll(async () => (await savedAnswers(REFUSED_CANDIDATE)).listening?.['2']).toBe('museum');
  await expect(page.getByText(notSaved)).toBeVisible();
  await expect(otherPage.getByText(Texts.allChangesSaved)).toBeVisible();
  expect((await savedAnswers(OTHER_CANDIDATE)).listening).toMatchObject({ '1': 'library', '2': 'garden' });
  expect((await savedAnswers(REFUSED_CANDIDATE)).listening?.['1']).toBeUndefined();

  // Correcting the answer saves it, and the status clears.
  await answer(page, 1).fill('library');
  await expect(page.getByText(Texts.allChangesSaved)).toBeVisible();
  await expect.poll(async () => (await savedAnswers(REFUSED_CANDIDATE)).listening?.['1']).toBe('library');
  await Promise.all([refused.close(), other.close()]);
});
