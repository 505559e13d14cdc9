import { expect, test, type Locator, type Page } from '@playwright/test';
import { beginListening, expectNoSeriousA11yViolations, signIn } from './support/pages';

/*
 * Accessibility of the candidate's screens in every display mode, and a reading part answered from
 * the keyboard alone. CAN0006 is left to this file. Its tests run in the order written and share the
 * candidate's attempt, which only moves forward: listening is sat and finished, reading is answered
 * from the keyboard, then checked in every mode and finished, then writing is opened (never submitted).
 */
const CANDIDATE = 'CAN0006';

type Contrast = 'Black on white' | 'White on black' | 'Yellow on black';
type TextSize = 'Regular' | 'Extra large';

interface Display {
  contrast: Contrast;
  textSize: TextSize;
}

const CONTRAST_ATTRIBUTE: Record<Contrast, string> = {
  'Black on white': 'black-on-white',
  'White on black': 'white-on-black',
  'Yellow on black': 'yellow-on-black',
};
const TEXT_SIZE_ATTRIBUTE: Record<TextSize, string> = { Regular: 'regular', 'Extra large': 'extra-large' };

/** Each contrast mode at the regular text size, then once at extra-large text. */
const DISPLAYS: readonly Display[] = [
  { contrast: 'White on black', textSize: 'Regular' },
  { contrast: 'Yellow on black', textSize: 'Regular' },
  { contrast: 'Black on white', textSize: 'Regular' },
  { contrast: 'Black on white', textSize: 'Extra large' },
];

const displayName = ({ contrast, textSize }: Display) => (textSize === 'Regular' ? contrast : `${contrast}, ${textSize} text`);

/** The root element carries the display the candidate chose (styles.css reads these attributes). */
async function expectDisplayApplied(page: Page, display: Display): Promise<void> {
  const root = page.locator('html');
  const what = `the page shows ${displayName(display)}`;
  await expect(root, what).toHaveAttribute('data-contrast', CONTRAST_ATTRIBUTE[display.contrast]);
  await expect(root, what).toHaveAttribute('data-text-size', TEXT_SIZE_ATTRIBUTE[display.textSize]);
}

/** axe (serious and critical) on the page as it is now, reported under the screen and display it was run on. */
async function audit(page: Page, screen: string, display: Display): Promise<void> {
  await test.step(`axe: ${screen} (${displayName(display)})`, () => expectNoSeriousA11yViolations(page));
}

/**
 * Chooses contrast and text size in the header's Options menu as a candidate does, optionally runs axe
 * while the menu is open, and closes it with Escape. The choice is kept on the device for every page.
 */
async function chooseDisplay(page: Page, display: Display, auditMenuOn?: string): Promise<void> {
  const optionsButton = page.getByRole('banner').getByRole('button', { name: 'Options', exact: true });
  await optionsButton.click();
  const menu = page.getByRole('dialog', { name: 'Options' });
  await menu.getByRole('button', { name: /^Contrast/ }).click();
  await menu.getByRole('group', { name: 'Contrast' }).getByRole('radio', { name: display.contrast, exact: true }).check();
  await menu.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(menu.getByRole('button', { name: `Contrast ${display.contrast}`, exact: true })).toBeVisible();
  await menu.getByRole('button', { name: /^Text size/ }).click();
  await menu.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: display.textSize, exact: true }).check();
  await expectDisplayApplied(page, display);
  if (auditMenuOn) await audit(page, `${auditMenuOn} with the Options menu open`, display);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(optionsButton).toBeFocused();
}

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user moves to a control. */
async function pressUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab', limit = 150): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${limit} presses of ${key} never reached it`).toBeFocused({ timeout: 1 });
}

/**
 * The section-completed page and the next section's rules, in every display mode, while they are shown:
 * once the next section starts they only lead back to it. The choice is made on /highlight-test, as
 * these pages have no Options menu of their own; they keep it.
 */
async function auditPagesBetween(page: Page, done: 'listening' | 'reading', next: 'reading' | 'writing'): Promise<void> {
  const testId = testIdOf(page);
  const title = (section: string) => section[0]!.toUpperCase() + section.slice(1);
  for (const display of DISPLAYS) {
    await page.goto('/highlight-test');
    await chooseDisplay(page, display);
    await page.goto(`/section-completed?section=${done}&testId=${testId}`);
    await expect(page.getByRole('heading', { name: `${title(done)} Section Completed` })).toBeVisible();
    await expectDisplayApplied(page, display);
    await audit(page, `${done} section completed`, display);
    await page.goto(`/${next}-rules?testId=${testId}`);
    await expect(page.getByRole('heading', { name: `${title(next)} Rules`, level: 1 })).toBeVisible();
    await expectDisplayApplied(page, display);
    await audit(page, `${next} rules`, display);
  }
}

const sampleTest = (page: Page) => page.getByRole('article', { name: 'Sample Test 1' });
const questionNavigator = (page: Page) => page.getByRole('navigation', { name: 'Questions' });
/** The bottom bar's numbered button of a question ("Question 14, not answered"). */
const navigatorButton = (page: Page, question: number) =>
  questionNavigator(page).getByRole('button', { name: new RegExp(`^Question ${question},`) });
const saveStatus = (page: Page) => page.getByRole('banner').getByRole('status');
const separator = (page: Page) => page.getByRole('separator', { name: 'Resize the passage and questions' });

function testIdOf(page: Page): string {
  const testId = new URL(page.url()).searchParams.get('testId');
  expect(testId, `${page.url()} names the test`).toBeTruthy();
  return testId!;
}

/** From the dashboard to the reading screen: begins reading if it waits on its rules page, else enters it. */
async function openReading(page: Page): Promise<void> {
  await sampleTest(page).getByRole('link', { name: 'Continue Test' }).click();
  await expect(page).toHaveURL(/\/(reading-rules|sessions\/reading)\?/);
  if (new URL(page.url()).pathname === '/reading-rules') {
    await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await page.getByRole('button', { name: 'Begin Reading Section' }).click();
  }
  await expect(page).toHaveURL(/\/sessions\/reading\?/);
  await expect(separator(page)).toBeVisible();
}

/** Task 1 of writing is shown with its chart drawn. */
async function expectWritingTask1Chart(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: /^Task 1/ })).toHaveAttribute('aria-selected', 'true');
  const chart = page.getByRole('main').getByRole('figure');
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg').first()).toBeVisible();
}

/** Selects the first occurrence of `wanted` in the highlight test's sample text, as a drag of the mouse would. */
async function selectSampleText(page: Page, wanted: string): Promise<void> {
  await page.getByRole('region', { name: 'Sample text' }).evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`"${text}" is not in the sample text`);
  }, wanted);
}

const HIGHLIGHTED = 'Glass is one of the oldest materials';

/**
 * On /highlight-test: select text, open the toolbar with Control+Shift+H, Highlight, then select the
 * highlighted text again and Clear All. `audit` runs axe with the toolbar open and with the mark shown.
 */
async function highlightAndClear(page: Page, audit?: (state: string) => Promise<void>): Promise<void> {
  const sample = page.getByRole('region', { name: 'Sample text' });
  const toolbar = page.getByRole('toolbar', { name: 'Highlight tools' });
  const onPage = page.locator('dt', { hasText: 'Highlights on page' }).locator('xpath=following-sibling::dd[1]');

  await selectSampleText(page, HIGHLIGHTED);
  await page.keyboard.press('Control+Shift+H');
  await expect(toolbar).toBeVisible();
  const highlight = toolbar.getByRole('button', { name: 'Highlight', exact: true });
  await expect(highlight, 'opened from the keyboard, the toolbar takes focus').toBeFocused();
  await audit?.('the highlight toolbar open');
  await page.keyboard.press('Enter');
  await expect(toolbar).toBeHidden();
  await expect(sample.locator('mark')).toHaveText([HIGHLIGHTED]);
  await expect(onPage).toHaveText('1');
  await audit?.('a highlight on the page');

  await selectSampleText(page, HIGHLIGHTED);
  await page.keyboard.press('Control+Shift+H');
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Clear All', exact: true }).click();
  await expect(toolbar).toBeHidden();
  await expect(sample.locator('mark')).toHaveCount(0);
  await expect(onPage).toHaveText('0');
  await expect(sample).toContainText(HIGHLIGHTED);
}

test.describe('exam accessibility', () => {
  test('the student dashboard keeps the contrast mode and text size chosen in the Options menu, with no serious axe violations', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, CANDIDATE);
    for (const display of DISPLAYS) {
      // Before the sitting starts, /highlight-test has the only Options menu a candidate can reach.
      await page.goto('/highlight-test');
      await chooseDisplay(page, display);
      await page.goto('/student-dashboard');
      await expect(sampleTest(page).getByRole('link', { name: /Start Test|Continue Test/ })).toBeVisible();
      await expectDisplayApplied(page, display);
      await audit(page, 'student dashboard', display);
    }
  });

  test('listening: the rules, the screen, the Options menu, the review dialog and the pages on to reading in every contrast mode and at extra-large text', async ({
    page,
  }) => {
    test.setTimeout(360_000); // two dozen axe runs
    await signIn(page, CANDIDATE);
    for (const display of DISPLAYS) {
      // The listening rules come before the sitting's own Options menu, so the choice is made on /highlight-test.
      await page.goto('/highlight-test');
      await chooseDisplay(page, display);
      await page.goto('/student-dashboard');
      await sampleTest(page).getByRole('link', { name: 'Start Test' }).click();
      await expect(page).toHaveURL(/\/listening-rules\?testId=/);
      await expect(page.getByRole('button', { name: 'Begin Listening Test' })).toBeVisible();
      await expectDisplayApplied(page, display);
      await audit(page, 'listening rules', display);
    }

    await page.goto('/student-dashboard');
    await beginListening(page);
    await expect(page.getByRole('timer')).toBeVisible();
    const finish = questionNavigator(page).getByRole('button', { name: 'Finish Listening' });
    const review = page.getByRole('alertdialog', { name: 'Check your answers before you finish Listening' });
    for (const display of DISPLAYS) {
      await chooseDisplay(page, display, 'listening screen');
      await audit(page, 'listening screen', display);
      await finish.click();
      await expect(review).toBeVisible();
      await audit(page, 'listening review dialog', display);
      await review.getByRole('button', { name: 'Cancel' }).click();
      await expect(review).toBeHidden();
    }

    await finish.click();
    await review.getByRole('button', { name: 'Finish Listening' }).click();
    await expect(page).toHaveURL(/\/section-completed\?section=listening/);
    await expect(page.getByRole('link', { name: 'Start Reading Section' })).toBeVisible();
    // The pages between the sections exist only until reading starts: checked now, in every mode.
    await auditPagesBetween(page, 'listening', 'reading');
  });

  test('reading from the keyboard alone: a summary blank, a TRUE/FALSE/NOT GIVEN radio, a heading, two letters, and the split pane', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, CANDIDATE);
    await openReading(page);
    const main = page.getByRole('main');
    // From here on only the keyboard answers: no click, fill or check until the answers are checked after a reload.

    // Part 1, question 1: from the navigator's button into the summary blank, then type.
    await pressUntilFocused(page, navigatorButton(page, 1), 'Shift+Tab');
    await page.keyboard.press('Enter');
    const blank1 = main.getByRole('textbox', { name: 'Question 1', exact: true });
    await expect(blank1, "Enter on the navigator's 1 puts the cursor in question 1").toBeFocused();
    await page.keyboard.type('soldiers');
    await expect(blank1).toHaveValue('soldiers');
    await expect(navigatorButton(page, 1)).toHaveAccessibleName('Question 1, answered');

    // Question 8: the navigator focuses the first radio; an arrow key moves to and checks the next.
    await pressUntilFocused(page, navigatorButton(page, 8), 'Tab');
    await page.keyboard.press('Enter');
    const statement8 = main.getByRole('group', { name: /^Question 8 / });
    await expect(statement8.getByRole('radio', { name: 'TRUE', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(statement8.getByRole('radio', { name: 'FALSE', exact: true })).toBeFocused();
    await expect(statement8.getByRole('radio', { name: 'FALSE', exact: true })).toBeChecked();
    await expect(statement8.getByRole('radio', { name: 'TRUE', exact: true })).not.toBeChecked();
    await expect(statement8.getByRole('radio', { name: 'NOT GIVEN', exact: true })).not.toBeChecked();
    await expect(navigatorButton(page, 8)).toHaveAccessibleName('Question 8, answered');

    // The divider between passage and questions moves with the arrow keys and stays within 30-70 %.
    const divider = separator(page);
    const passage = page.getByRole('region', { name: 'Reading passage' });
    const passageWidth = () => passage.evaluate((element) => element.getBoundingClientRect().width);
    await pressUntilFocused(page, divider, 'Shift+Tab');
    await expect(divider).toHaveAttribute('aria-valuenow', '50');
    await expect(divider).toHaveAttribute('aria-valuemin', '30');
    await expect(divider).toHaveAttribute('aria-valuemax', '70');
    const halfWidth = await passageWidth();
    await page.keyboard.press('ArrowRight');
    await expect(divider).toHaveAttribute('aria-valuenow', '52');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(divider).toHaveAttribute('aria-valuenow', '48');
    await page.keyboard.press('End');
    await expect(divider).toHaveAttribute('aria-valuenow', '70');
    await page.keyboard.press('ArrowRight');
    await expect(divider, 'the passage never takes more than 70 %').toHaveAttribute('aria-valuenow', '70');
    await expect.poll(passageWidth).toBeGreaterThan(halfWidth * 1.3);
    await page.keyboard.press('Home');
    await expect(divider).toHaveAttribute('aria-valuenow', '30');
    await page.keyboard.press('ArrowLeft');
    await expect(divider, 'the passage never takes less than 30 %').toHaveAttribute('aria-valuenow', '30');
    await expect.poll(passageWidth).toBeLessThan(halfWidth * 0.7);
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
    await expect(divider).toHaveAttribute('aria-valuenow', '50');

    // Part 2 from its tab in the bottom bar.
    await pressUntilFocused(page, questionNavigator(page).getByRole('button', { name: /^Part 2/ }), 'Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Part 2', level: 1 })).toBeAttached();

    // Question 14: pick a heading in the List of Headings, then place it in paragraph A's slot.
    await pressUntilFocused(page, navigatorButton(page, 14), 'Tab');
    await page.keyboard.press('Enter');
    const slot14 = main.getByRole('button', { name: /^Question 14 / });
    await expect(slot14, "Enter on the navigator's 14 focuses question 14's slot").toBeFocused();
    await expect(slot14).toHaveAccessibleName('Question 14 empty');
    const headings = main.getByRole('list', { name: 'List of Headings' });
    const heading = headings.getByRole('button', { name: 'vi How trees reduce heat' });
    await pressUntilFocused(page, heading, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(heading).toHaveAttribute('aria-pressed', 'true');
    await pressUntilFocused(page, slot14, 'Tab');
    await page.keyboard.press('Enter');
    await expect(slot14, 'the slot shows the heading placed in it').toHaveAccessibleName('Question 14 vi How trees reduce heat');
    await expect(headings.getByRole('button', { name: /How trees reduce heat/ }), 'a used heading leaves the list').toHaveCount(
      0,
    );
    await expect(navigatorButton(page, 14)).toHaveAccessibleName('Question 14, answered');

    // Questions 25-26: choose TWO letters with Space.
    await pressUntilFocused(page, navigatorButton(page, 25), 'Tab');
    await page.keyboard.press('Enter');
    const letters = main.getByRole('group', { name: /^Questions 25/ });
    const letter = (key: string) => letters.getByRole('checkbox', { name: new RegExp(`^${key} `) });
    await expect(letter('A')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(letter('B')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(letter('C')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(letter('A')).toBeChecked();
    await expect(letter('C')).toBeChecked();
    for (const key of ['B', 'D', 'E']) await expect(letter(key)).not.toBeChecked();
    await expect(letters.getByText('Choose 2 answers (2 chosen).')).toBeVisible();
    await expect(navigatorButton(page, 25)).toHaveAccessibleName('Question 25, answered');
    await expect(navigatorButton(page, 26)).toHaveAccessibleName('Question 26, answered');

    await expect(saveStatus(page)).toHaveText('All changes saved');

    // Saved for real: after a reload every answer is back.
    await page.reload();
    await expect(separator(page)).toBeVisible();
    await expect(saveStatus(page)).toHaveText('All changes saved');
    await questionNavigator(page)
      .getByRole('button', { name: /^Part 2/ })
      .click();
    await expect(slot14).toHaveAccessibleName('Question 14 vi How trees reduce heat');
    await expect(letter('A')).toBeChecked();
    await expect(letter('C')).toBeChecked();
    await questionNavigator(page)
      .getByRole('button', { name: /^Part 1/ })
      .click();
    await expect(blank1).toHaveValue('soldiers');
    await expect(statement8.getByRole('radio', { name: 'FALSE', exact: true })).toBeChecked();
  });

  test('reading: the screen with all three parts and its review dialog in every display mode; its rules lead back to it while it runs', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, CANDIDATE);
    await openReading(page);
    const testId = testIdOf(page);
    const navigator = questionNavigator(page);
    const review = page.getByRole('alertdialog', { name: 'Check your answers before you finish Reading' });
    for (const display of DISPLAYS) {
      await chooseDisplay(page, display, 'reading screen');
      for (const part of [1, 2, 3]) {
        await navigator.getByRole('button', { name: new RegExp(`^Part ${part}`) }).click();
        await expect(page.getByRole('heading', { name: `Part ${part}`, level: 1 })).toBeAttached();
        await expect(
          page.getByRole('region', { name: 'Exam questions' }).getByRole('heading', { level: 3 }).first(),
        ).toBeVisible();
        await audit(page, `reading screen, part ${part}`, display);
      }
      await navigator.getByRole('button', { name: 'Finish Reading' }).click();
      await expect(review).toBeVisible();
      await audit(page, 'reading review dialog', display);
      await review.getByRole('button', { name: 'Cancel' }).click();
      await expect(review).toBeHidden();

      // Once reading runs, its rules and the listening-completed page only lead back to it.
      await page.goto(`/reading-rules?testId=${testId}`);
      await expect(page).toHaveURL(/\/sessions\/reading\?/);
      await expect(separator(page)).toBeVisible();
      await expectDisplayApplied(page, display);
    }
  });

  test('writing: the reading section-completed page, the rules and the screen with the task 1 chart in every display mode', async ({
    page,
  }) => {
    test.setTimeout(300_000); // sixteen axe runs
    await signIn(page, CANDIDATE);
    await openReading(page);
    await questionNavigator(page).getByRole('button', { name: 'Finish Reading' }).click();
    await page
      .getByRole('alertdialog', { name: 'Check your answers before you finish Reading' })
      .getByRole('button', { name: 'Finish Reading' })
      .click();
    await expect(page).toHaveURL(/\/section-completed\?section=reading/);
    const testId = testIdOf(page);
    await auditPagesBetween(page, 'reading', 'writing');
    await page.goto(`/section-completed?section=reading&testId=${testId}`);
    await page.getByRole('link', { name: 'Start Writing Section' }).click();
    await expect(page).toHaveURL(/\/writing-rules\?/);
    await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await page.getByRole('button', { name: 'Begin Writing Test' }).click();
    await expect(page).toHaveURL(/\/sessions\/writing/);
    await expect(page.getByRole('textbox', { name: 'Your answer to task 1' })).toBeVisible();

    for (const display of DISPLAYS) {
      await chooseDisplay(page, display, 'writing screen');
      await expectWritingTask1Chart(page);
      await audit(page, 'writing screen, task 1 with its chart', display);
    }
  });

  test('the highlight tool: Control+Shift+H opens it on selected text, Highlight marks the text and Clear All removes the mark', async ({
    page,
  }) => {
    await page.goto('/highlight-test');
    await expect(page.getByRole('heading', { name: 'Highlight Tool Test', level: 1 })).toBeVisible();
    const display: Display = { contrast: 'Black on white', textSize: 'Regular' };
    await expectDisplayApplied(page, display);
    await audit(page, 'highlight test', display);
    await highlightAndClear(page, (state) => audit(page, `highlight test with ${state}`, display));
  });

  test('the highlight test page, used in every display mode, has no serious axe violations', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/highlight-test');
    for (const display of DISPLAYS) {
      await chooseDisplay(page, display, 'highlight test');
      await audit(page, 'highlight test', display);
      await highlightAndClear(page, (state) => audit(page, `highlight test with ${state}`, display));
    }
  });
});
