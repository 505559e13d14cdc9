import { expect, test, type Locator, type Page } from '@playwright/test';
import { newDemoCandidate } from './support/database';
import { savedAnswers } from './support/database';
import { invigilate } from './support/invigilator';
import { finishSectionNow, passRules, playInstructionVideo } from './support/journey';
import { beginListening, signIn, uniqueSuffix } from './support/pages';

// Words of the sample test's content: none may be readable while the exam is paused or hidden.
const READING_TEXTS = ['keeping food for the lean months of the year', 'offered a prize for a better way of preserving food'];
const WRITING_PROMPT = 'percentage of commuters in the city of Westbridge';
const ESSAY = 'The graph compares four ways of travelling to work in Westbridge';

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

/** A new candidate of the demo group, signed in and sitting Listening. */
async function sittingListening(page: Page, tag: string): Promise<string> {
  const candidate = await newDemoCandidate(`FRAME-${tag}-${uniqueSuffix()}`);
  await signIn(page, candidate);
  await beginListening(page);
  return candidate;
}

/** From Listening straight on to the Reading screen, through the Reading rules. */
async function onToReading(page: Page): Promise<void> {
  await finishSectionNow(page, 'Listening');
  await page.getByRole('link', { name: 'Start Reading Section' }).click();
  await passRules(page, 'reading', 'Begin Reading Section');
  await expect(page.getByText(READING_TEXTS[0]!)).toBeVisible();
}

/** From Reading straight on to the Writing screen, through the Writing rules. */
async function onToWriting(page: Page): Promise<void> {
  await finishSectionNow(page, 'Reading');
  await page.getByRole('link', { name: 'Start Writing Section' }).click();
  await passRules(page, 'writing', 'Begin Writing Test');
  await expect(page.getByText(WRITING_PROMPT)).toBeVisible();
}

/** Nothing on the page offers to begin or start a section (the page has settled: the caller waited for it). */
async function expectNoStartOffered(page: Page): Promise<void> {
  const offer = /^(Begin|Start) /;
  await expect(page.getByRole('button', { name: offer }).or(page.getByRole('link', { name: offer }))).toHaveCount(0);
}

/** None of the texts is in what the page shows (innerText leaves out what is not rendered). */
async function expectNoneShown(page: Page, texts: string[]): Promise<void> {
  const shown = await page.locator('body').innerText();
  for (const text of texts) expect(shown, `"${text}" is on screen`).not.toContain(text);
}

/** Tabbing through the whole page never reaches anything inside the exam content. */
async function expectNothingFocusableInside(page: Page): Promise<void> {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(inside, `Tab ${i + 1} reached the covered exam content`).toBe(false);
  }
}

/** The covered content takes no typing: keys pressed, a click where the essay was, and a script's focus() change nothing. */
async function expectTypingChangesNothing(
  page: Page,
  essay: Locator,
  box: { x: number; y: number; width: number; height: number },
) {
  const before = await essay.inputValue();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.type(' typed underneath');
  await essay.evaluate((el: HTMLTextAreaElement) => el.focus());
  await page.keyboard.type(' typed underneath');
  expect(await essay.inputValue()).toBe(before);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`the exam frame at ${size}`, () => {
    test.use({ viewport });

    test('paused or hidden, Reading and Writing show none of their text and take no typing', async ({ page }) => {
      test.setTimeout(120_000);
      const candidate = await sittingListening(page, `C${viewport.width}`);
      await onToReading(page);

      await page.getByRole('button', { name: 'Hide screen' }).click();
      await expect(page.getByText('Screen hidden. Select Show screen to continue.')).toBeVisible();
      await expectNoneShown(page, READING_TEXTS);
      await expectNothingFocusableInside(page);
      await page.getByRole('button', { name: 'Show screen' }).click();
      await expect(page.getByText(READING_TEXTS[0]!)).toBeVisible();

      await invigilate('pause', candidate);
      await expect(page.getByText('Exam paused', { exact: true })).toBeVisible();
      await expectNoneShown(page, READING_TEXTS);
      await expectNothingFocusableInside(page);
      await invigilate('resume', candidate);
      await expect(page.getByText(READING_TEXTS[0]!)).toBeVisible();

      await onToWriting(page);
      const essay = page.getByPlaceholder('Start typing your answer here...');
      await essay.fill(ESSAY);
      await expect(page.getByText('All changes saved')).toBeVisible();
      const essayBox = (await essay.boundingBox())!;

      await essay.focus();
      await page.getByRole('button', { name: 'Hide screen' }).click();
      await expect(page.getByText('Screen hidden. Select Show screen to continue.')).toBeVisible();
      await expectNoneShown(page, [WRITING_PROMPT, ESSAY]);
      await expectTypingChangesNothing(page, essay, essayBox);
      await expectNothingFocusableInside(page);
      await page.getByRole('button', { name: 'Show screen' }).click();
      await expect(essay).toHaveValue(ESSAY);

      await essay.focus();
      await invigilate('pause', candidate);
      await expect(page.getByText('Exam paused', { exact: true })).toBeVisible();
      await expectNoneShown(page, [WRITING_PROMPT, ESSAY]);
      await expectTypingChangesNothing(page, essay, essayBox);
      await expectNothingFocusableInside(page);
      await invigilate('resume', candidate);
      await expect(essay).toBeVisible();
      await expect(essay).toHaveValue(ESSAY);
      await expect(page.getByText('All changes saved')).toBeVisible();
      expect((await savedAnswers(candidate)).writing).toEqual({ task1: ESSAY });
    });

    test('every way into a section passes its rules once, and Back never offers to start what has started', async ({ page }) => {
      test.setTimeout(120_000);
      await sittingListening(page, `R${viewport.width}`); // the dashboard's Start Test, through the Listening rules
      await finishSectionNow(page, 'Listening');

      // Reading started from the test overview still passes the Reading rules.
      await page.getByRole('link', { name: 'Back to Test Overview' }).click();
      await expect(page.getByRole('heading', { name: 'Test Overview', level: 1 })).toBeVisible();
      const confirm = page.getByRole('checkbox', { name: 'I confirm' });
      await expect(confirm).toBeDisabled(); // until the instruction video has played
      await playInstructionVideo(page);
      await expect(confirm).toBeEnabled();
      await confirm.check();
      await page
        .getByRole('link', { name: 'Start Reading Test' })
        .or(page.getByRole('button', { name: 'Start Reading Test' }))
        .click();
      await passRules(page, 'reading', 'Begin Reading Section');

      // Back from Reading: the overview, where Reading can only be gone back to.
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Test Overview', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue Test' })).toBeVisible();
      await expectNoStartOffered(page);
      await page.getByRole('link', { name: 'Continue Test' }).click();
      await expect(page).toHaveURL(/\/sessions\/reading/);

      await finishSectionNow(page, 'Reading');
      await page.getByRole('link', { name: 'Start Writing Section' }).click();
      await passRules(page, 'writing', 'Begin Writing Test');

      // Back from Writing: not 'Reading Section Completed' offering 'Start Writing Section', but Writing.
      await page.goBack();
      await expect(page).toHaveURL(/\/sessions\/writing/);
      await expect(page.getByRole('timer')).toBeVisible();
      await expectNoStartOffered(page);

      // The Writing rules while Writing runs: straight back to it, no 'Begin Writing Test'.
      await page.goto('/writing-rules');
      await expect(page).toHaveURL(/\/sessions\/writing/);
      await expect(page.getByRole('timer')).toBeVisible();
      await expectNoStartOffered(page);

      // The dashboard's Continue Test and the overview's both go straight back to Writing.
      await page.goto('/student-dashboard');
      await page.getByRole('article', { name: 'Sample Test 1' }).getByRole('link', { name: 'Continue Test' }).click();
      await expect(page).toHaveURL(/\/sessions\/writing/);
      await page.goto('/ielts-test');
      await page.getByRole('link', { name: 'Continue Test' }).click();
      await expect(page).toHaveURL(/\/sessions\/writing/);
      await expect(page.getByRole('timer')).toBeVisible();
    });

    test('the frame is the window: with both panes wheeled to their ends, the clock and save status stay on screen', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await sittingListening(page, `S${viewport.width}`);
      await onToReading(page);
      await expectFrameHolds(page, viewport);
      await onToWriting(page);
      // A long essay, so the answer pane has somewhere to scroll to.
      await page.getByPlaceholder('Start typing your answer here...').fill(Array.from({ length: 90 }, () => ESSAY).join('\n'));
      await expectFrameHolds(page, viewport);
    });
  });
}

/** Wheels over each pane of the split screen past its end; the page itself never moves and the header stays in view. */
async function expectFrameHolds(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const panes = page.locator('.split-pane > div:not([role="separator"])');
  await expect(panes).toHaveCount(2);
  for (const pane of await panes.all()) {
    const box = (await pane.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
    const atEnd = () => pane.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight);
    for (let i = 0; i < 60 && !(await atEnd()); i++) await page.mouse.wheel(0, 600);
    await expect.poll(atEnd, { message: 'the pane scrolls to its end (the page must not scroll instead)' }).toBe(true);
    // Past the end: the wheel must not carry on to the page.
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 600);
  }
  // Wheel scrolling is smooth and asynchronous: measure once nothing moves any more.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() =>
          JSON.stringify([window.scrollY, ...[...document.querySelectorAll('.split-pane > div')].map((el) => el.scrollTop)]),
        );
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  const frame = await page.evaluate(() => ({
    scrollY: window.scrollY,
    documentHeight: document.documentElement.scrollHeight,
    windowHeight: window.innerHeight,
  }));
  expect(frame.scrollY).toBe(0);
  expect(frame.documentHeight).toBeLessThanOrEqual(frame.windowHeight);
  const header = page.getByRole('banner');
  for (const part of [header, header.getByRole('timer'), header.getByRole('status')]) {
    const box = (await part.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
}
