import { expect, test, type Locator, type Page } from '@playwright/test';
import { newDemoCandidate, savedAnswers } from './support/database';
import { finishSectionNow, passRules } from './support/journey';
import { beginListening, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

// Reading passage 2 of the sample test: paragraph B, and the headings asked about paragraphs A to F.
const NOTED = 'A mature tree cools its surroundings';
const HIGHLIGHTED = 'Trees offer one of the simplest defences.';
const NOTE = 'Two ways: shade, and water from the leaves';

/** Selects words of the passage on screen, as a drag of the mouse would. */
async function selectInPassage(passage: Locator, words: string): Promise<void> {
  await passage.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(wanted);
      if (at < 0) continue;
      (document.activeElement as HTMLElement | null)?.blur(); // as pressing the mouse in the text does
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the passage`);
  }, words);
}

/** Selects the words and opens the highlight toolbar with its keyboard shortcut; returns the toolbar. */
async function toolbarFor(page: Page, passage: Locator, words: string): Promise<Locator> {
  await selectInPassage(passage, words);
  await page.keyboard.press('Control+Shift+H');
  const toolbar = page.getByRole('toolbar', { name: 'Highlight tools' });
  await expect(toolbar).toBeVisible();
  return toolbar;
}

test.describe('notes on highlighted text', () => {
  // An exam-room screen: the list of headings and the passage's slots are in view together.
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('notes open from highlighted text; a heading placed beside its paragraph is the question’s answer in both panes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const candidate = await newDemoCandidate(`NOTES-${uniqueSuffix()}`);
    await signIn(page, candidate);
    await beginListening(page);
    await finishSectionNow(page, 'Listening');
    await page.getByRole('link', { name: 'Start Reading Section' }).click();
    await passRules(page, 'reading', 'Begin Reading Section');
    const bar = page.getByRole('navigation', { name: 'Questions' });
    await bar.getByRole('button', { name: /^Part 2/ }).click();
    const passage = page.getByRole('region', { name: 'Reading passage' });
    await expect(passage.getByRole('heading', { name: 'Cooler cities: the case for street trees' })).toBeVisible();

    // Select passage text, press Note, type the note; it is saved as it is typed.
    let toolbar = await toolbarFor(page, passage, NOTED);
    await expect(toolbar.getByRole('button')).toHaveText(['Highlight', 'Note', 'Remove', 'Clear All', 'Close']);
    await toolbar.getByRole('button', { name: 'Note', exact: true }).click();
    const note = page.getByRole('dialog', { name: 'Note', exact: true });
    const noteText = note.getByRole('textbox', { name: 'Your note on the highlighted text' });
    await expect(noteText).toBeFocused();
    await page.keyboard.type(NOTE);
    await expectNoSeriousA11yViolations(page);
    await note.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(note).toBeHidden();
    const notedText = passage.getByRole('button', { name: `Note on “${NOTED}”` });
    await expect(notedText, 'closing the note puts focus back on its text').toBeFocused();
    await expect(notedText).toHaveText(NOTED);

    // Clear All takes plain highlights away and leaves the note's.
    toolbar = await toolbarFor(page, passage, HIGHLIGHTED);
    await toolbar.getByRole('button', { name: 'Highlight', exact: true }).click();
    await expect(passage.locator('mark')).toHaveText([HIGHLIGHTED, NOTED]);
    toolbar = await toolbarFor(page, passage, HIGHLIGHTED);
    await toolbar.getByRole('button', { name: 'Clear All', exact: true }).click();
    await expect(passage.locator('mark')).toHaveText([NOTED]);

    // Clicking the highlighted text opens its note; Escape closes it.
    await notedText.click();
    await expect(noteText).toHaveValue(NOTE);
    await page.keyboard.press('Escape');
    await expect(note).toBeHidden();
    await expect(notedText).toBeFocused();

    // A heading dropped on the slot beside paragraph A shows there and in the question pane.
    const headings = page.getByRole('list', { name: 'List of Headings' });
    const slotA = passage.getByRole('button', { name: /^Paragraph A: Question 14 / });
    await expect(slotA).toHaveAccessibleName('Paragraph A: Question 14 empty');
    await headings.getByRole('button').filter({ hasText: 'How trees reduce heat' }).dragTo(slotA);
    await expect(slotA).toHaveAccessibleName('Paragraph A: Question 14 vi How trees reduce heat');
    await expect(page.locator('#question-14')).toContainText('How trees reduce heat');
    await expect(headings.getByRole('button', { name: /How trees reduce heat/ }), 'a used heading leaves the list').toHaveCount(
      0,
    );

    // From the keyboard: pick a heading, then the slot beside paragraph F.
    await headings.getByRole('button', { name: 'i An unequal distribution' }).focus();
    await page.keyboard.press('Enter');
    const slotF = passage.getByRole('button', { name: /^Paragraph F: Question 19 / });
    await slotF.focus();
    await page.keyboard.press('Enter');
    await expect(slotF).toHaveAccessibleName('Paragraph F: Question 19 i An unequal distribution');
    await expect(page.locator('#question-19')).toContainText('An unequal distribution');
    await expect(bar.getByRole('button', { name: /^Question 19,/ })).toHaveAccessibleName('Question 19, answered');
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('All changes saved');
    await expectNoSeriousA11yViolations(page);
    expect((await savedAnswers(candidate)).reading).toEqual({ 14: 'vi', 19: 'i' });

    // After a reload the note opens from the same text, and both slots show their headings.
    await page.reload();
    await bar.getByRole('button', { name: /^Part 2/ }).click();
    await expect(slotA).toHaveAccessibleName('Paragraph A: Question 14 vi How trees reduce heat');
    await expect(slotF).toHaveAccessibleName('Paragraph F: Question 19 i An unequal distribution');
    await expect(page.locator('#question-14')).toContainText('How trees reduce heat');
    await expect(notedText).toHaveText(NOTED);
    await notedText.click();
    await expect(noteText).toHaveValue(NOTE);
  });
});
