import { expect, test, type Locator, type Page } from '@playwright/test';
import { savedAnswers, setSectionDuration } from './support/database';
import { finishSection } from './support/journey';
import { beginListening, expectNoSeriousA11yViolations, signIn } from './support/pages';

// CAN0003 and CAN0005 are left to this file, so the other browser tests never find their attempts started.
const CANDIDATE = 'CAN0003';
const TIMED_OUT_CANDIDATE = 'CAN0005';

type Section = 'listening' | 'reading' | 'writing';

/** What the candidate answered, as it must be found in Postgres: section → question → value. */
class Answers {
  readonly expected: Record<Section, Record<string, string>> = { listening: {}, reading: {}, writing: {} };

  constructor(private readonly page: Page) {}

  block(n: number): Locator {
    return this.page.locator(`#question-${n}`);
  }

  async type(section: Section, n: number, value: string): Promise<void> {
    await this.block(n).locator('input[type="text"], textarea').first().fill(value);
    this.expected[section][n] = value;
  }

  /** A choice from a list of options; the answer is the option's key. */
  async select(section: Section, n: number): Promise<void> {
    const select = this.block(n).locator('select');
    await select.selectOption({ index: 2 });
    this.expected[section][n] = await select.inputValue();
  }

  /** The second radio of a question (a letter, or FALSE / NO). */
  async choose(section: Section, n: number): Promise<void> {
    const radio = this.block(n).getByRole('radio').nth(1);
    await radio.check();
    this.expected[section][n] = (await radio.getAttribute('value')) ?? '';
  }
}

async function countdownSeconds(timer: Locator): Promise<number> {
  const [minutes, seconds] = ((await timer.textContent()) ?? '')
    .replace(/[^\d:]/g, '')
    .split(':')
    .map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

const words = (count: number, stem: string) => Array.from({ length: count }, (_, i) => `${stem}${i + 1}`).join(' ');

test.describe('candidate sitting', () => {
  // An exam-room screen: the headings list and the paragraph slots are in view together for dragging.
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('a candidate sits the whole sample test; every answer reaches Postgres exactly as typed', async ({ page }) => {
    test.setTimeout(240_000);
    const answers = new Answers(page);
    const saved = page.getByText('All changes saved');
    const sentFrames: string[] = [];
    page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => void sentFrames.push(String(payload))));

    await signIn(page, CANDIDATE);
    await expect(page).toHaveURL(/\/student-dashboard$/);
    const card = page.getByRole('article', { name: 'Sample Test 1' });
    await expect(card.getByText('Status: Assigned')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Sections' }).getByRole('listitem')).toHaveText([
      'listening',
      'reading',
      'writing',
    ]);
    await expectNoSeriousA11yViolations(page);
    await beginListening(page);
    await expect(page.getByText('Test Taker ID')).toBeVisible();
    await expect(page.getByText(CANDIDATE, { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Time left\s*(29|30):\d\d/);

    // The recordings play by themselves, in part order, with no controls to seek or replay.
    const audio = page.locator('audio');
    await expect(audio).not.toHaveAttribute('controls');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0)).toBe(true);
    const firstRecording = await audio.getAttribute('src');
    await audio.evaluate((el) => el.dispatchEvent(new Event('ended')));
    await expect(page.getByText('Recording: Part 2')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: 'Part 2' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(audio).not.toHaveAttribute('src', firstRecording ?? '');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused)).toBe(true);

    // The section order comes from the server: a URL jump ahead is refused.
    await page.goto('/sessions/writing');
    await expect(page.getByText('The Writing section is not open for you')).toBeVisible();
    await page.getByRole('link', { name: 'Go to my current section' }).click();
    await expect(page).toHaveURL(/\/sessions\/listening/);

    // Listening: form, table, short answer, fill-in (part 1); plan and map labels, options, true/false
    // (part 2); multiple choice, diagram, flow chart, matching (part 3); notes, diagram label
    // completion, matching features, sentence completion, fill blank (part 4).
    const bar = page.getByRole('navigation', { name: 'Questions' });
    // The screen follows the recording (now part 2); the candidate may still go back to part 1.
    await bar.getByRole('button', { name: /^Part 1/ }).click();
    await answers.type('listening', 1, 'Brinton');
    await answers.type('listening', 6, 'Saturday');
    await answers.type('listening', 9, 'a helmet');
    await answers.type('listening', 10, 'lights');
    // Each group's Help closes by its X, by Escape and by a click on the backdrop.
    const help = page.getByRole('dialog');
    for (const close of [
      () => help.getByRole('button', { name: 'Close help' }).click(),
      () => page.keyboard.press('Escape'),
      () => page.mouse.click(5, 5),
    ]) {
      await answers.block(1).locator('xpath=ancestor::section[1]').getByRole('button', { name: /^Help/ }).click();
      await expect(help.getByRole('heading', { level: 2 })).toBeVisible();
      await close();
      await expect(help).toBeHidden();
    }

    // A highlight in the exam stays when the candidate moves to another part and back.
    await page.locator('.exam-part-view:not([hidden]) .exam-part-view__instructions').evaluate((text) => {
      (document.activeElement as HTMLElement | null)?.blur(); // as selecting with the mouse does
      const range = document.createRange();
      range.setStart(text.firstChild!, 0);
      range.setEnd(text.firstChild!, 20);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await page.keyboard.press('Control+Shift+H');
    await page.getByRole('toolbar').getByRole('button', { name: 'Highlight', exact: true }).click();
    const highlight = page.locator('mark.exam-highlight');
    await expect(highlight).toHaveCount(1);
    await bar.getByRole('button', { name: /^Part 2/ }).click();
    await bar.getByRole('button', { name: /^Part 1/ }).click();
    await expect(highlight).toBeVisible();
    await answers.block(2).getByRole('button', { name: 'Flag question 2 for review' }).click();
    await expect(bar.getByRole('button', { name: 'Question 2, not answered, flagged for review' })).toBeVisible();
    await bar.getByRole('button', { name: /^Part 2/ }).click();
    await answers.select('listening', 11);
    await answers.select('listening', 14);
    await answers.choose('listening', 17);
    await answers.choose('listening', 19);
    await bar.getByRole('button', { name: /^Part 3/ }).click();
    await answers.choose('listening', 21);
    await answers.type('listening', 23, 'plastic sheet');
    await answers.type('listening', 26, 'salt');
    await answers.select('listening', 28);
    await bar.getByRole('button', { name: /^Part 4/ }).click();
    await answers.type('listening', 31, 'straw');
    await answers.type('listening', 35, 'drain');
    await answers.select('listening', 37);
    await answers.type('listening', 39, 'farmers');
    await answers.type('listening', 40, 'stone');
    await expect(saved).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Part 1, 4 of 10 answered', exact: true })).toBeVisible();

    let review = await finishSection(page, 'Listening');
    await expect(review.getByRole('heading', { name: 'Flagged for review (1)' })).toBeVisible();
    await expect(review.getByRole('heading', { name: 'Not answered (23)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await review.getByRole('button', { name: 'Finish Listening' }).click();
    await expect(page).toHaveURL(/\/section-completed\?section=listening/);
    await expect(page.getByRole('heading', { name: 'Listening Section Completed' })).toBeVisible();
    await page
      .getByRole('link', { name: 'Start Reading Section' })
      .or(page.getByRole('button', { name: 'Start Reading Section' }))
      .click();
    await expect(page).toHaveURL(/\/reading-rules/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Begin Reading Section' }).click();
    await expect(page).toHaveURL(/\/sessions\/reading/);
    await expect(page.getByRole('timer')).toHaveText(/Time left\s*(59|60):\d\d/);

    // Reading: summary completion, true/false/not given (passage 1); headings by drag and drop, a
    // summary from a word box, choose two letters (passage 2); matching paragraphs, information,
    // sentence endings, yes/no/not given, yes/no (passage 3).
    await answers.type('reading', 1, 'graphite');
    await answers.choose('reading', 8);
    await bar.getByRole('button', { name: /^Part 2/ }).click();
    const headings = page.getByRole('list', { name: 'List of Headings' });
    await answers.block(14).scrollIntoViewIfNeeded();
    await headings
      .getByRole('button')
      .filter({ hasText: 'Why some urban areas are hotter than others' })
      .dragTo(answers.block(14).getByRole('button').first());
    await expect(answers.block(14)).toContainText('Why some urban areas are hotter than others');
    answers.expected.reading[14] = 'ii';
    await answers.block(20).getByRole('button').first().scrollIntoViewIfNeeded();
    // The word box: pick option B, then place it in gap 20.
    const optionB = page.locator('.q-tray__option').filter({ has: page.locator('.q-tray__key', { hasText: /^B$/ }) });
    await optionB.last().click();
    await answers.block(20).getByRole('button').first().click();
    answers.expected.reading[20] = 'B';
    await answers.block(25).getByRole('checkbox').nth(0).check();
    await answers.block(25).getByRole('checkbox').nth(3).check();
    answers.expected.reading[25] = 'A, D';
    await bar.getByRole('button', { name: /^Part 3/ }).click();
    await answers.select('reading', 27);
    await answers.select('reading', 30);
    await answers.select('reading', 33);
    await answers.choose('reading', 37);
    await answers.choose('reading', 40);
    await expect(saved).toBeVisible();

    // A reload mid-reading brings back the answers, the clock where it was and the question.
    await bar.getByRole('button', { name: /^Part 2/ }).click();
    await bar.getByRole('button', { name: /^Question 20,/ }).click();
    await expect(bar.getByRole('button', { name: /^Question 20,/ })).toHaveAttribute('aria-current', 'true');
    await expect(saved).toBeVisible();
    // Positions go to the server at most once a second; let this one go the ordinary way, not at unload.
    await expect
      .poll(() => sentFrames.some((frame) => frame.includes('["position",') && frame.includes('"question":20}')))
      .toBe(true);
    const beforeReload = await countdownSeconds(page.getByRole('timer'));
    await page.reload();
    await expect(page).toHaveURL(/\/sessions\/reading/);
    await expect(bar.getByRole('button', { name: 'Part 2' })).toHaveAttribute('aria-current', 'step');
    await expect(bar.getByRole('button', { name: /^Question 20,/ })).toHaveAttribute('aria-current', 'true');
    await expect(answers.block(14)).toContainText('Why some urban areas are hotter than others');
    await expect(answers.block(25).getByRole('checkbox').nth(3)).toBeChecked();
    const afterReload = await countdownSeconds(page.getByRole('timer'));
    expect(afterReload).toBeLessThanOrEqual(beforeReload);
    expect(afterReload).toBeGreaterThan(beforeReload - 60);
    await bar.getByRole('button', { name: /^Part 1/ }).click();
    await expect(answers.block(1).locator('input[type="text"]')).toHaveValue('graphite');
    await expect(answers.block(8).getByRole('radio').nth(1)).toBeChecked();

    review = await finishSection(page, 'Reading');
    await review.getByRole('button', { name: 'Finish Reading' }).click();
    await expect(page).toHaveURL(/\/section-completed\?section=reading/);
    await page
      .getByRole('link', { name: 'Start Writing Section' })
      .or(page.getByRole('button', { name: 'Start Writing Section' }))
      .click();
    await expect(page).toHaveURL(/\/writing-rules/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Begin Writing Test' }).click();
    await expect(page).toHaveURL(/\/sessions\/writing/);

    // Writing: task 1 with its chart, past 150 words; task 2 typed partly offline, past 250 words.
    const essay = page.getByPlaceholder('Start typing your answer here...');
    await expect(page.getByRole('heading', { name: 'Task 1' })).toBeVisible();
    await expect(page.getByText('Multiple Line Graph')).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    const task1 = `${words(150, 'graph')}\nOverall, the trend rose.`;
    await essay.fill(words(150, 'graph'));
    await essay.press('End');
    await essay.pressSequentially('\nOverall, the trend rose.');
    await expect(page.getByRole('main').getByText('Words: 154')).toHaveClass(/word-count--reached/);
    answers.expected.writing.task1 = task1;

    const tasks = page.getByRole('tablist');
    await tasks.getByRole('tab', { name: /Task 2/ }).click();
    await expect(page.getByRole('heading', { name: 'Task 2' })).toBeVisible();
    await expect(essay).toHaveValue('');
    await essay.fill(words(200, 'essay'));
    await expect(saved).toBeVisible();
    await page.context().setOffline(true);
    await essay.press('End');
    await essay.pressSequentially(` ${words(60, 'offline')}`, { delay: 2 });
    await expect(page.getByText('Offline: 1 change waiting')).toBeVisible();
    await page.context().setOffline(false);
    await expect(saved).toBeVisible({ timeout: 15_000 });
    answers.expected.writing.task2 = `${words(200, 'essay')} ${words(60, 'offline')}`;
    // A reload mid-writing opens the task being written, with every word.
    await page.reload();
    await expect(tasks.getByRole('tab', { name: /Task 2/ })).toHaveAttribute('aria-selected', 'true');
    await expect(essay).toHaveValue(answers.expected.writing.task2);
    await expect(tasks.getByRole('tab', { name: /Task 1/ })).toContainText('1 of 1');
    await expect(tasks.getByRole('tab', { name: /Task 2/ })).toContainText('Words: 260');

    review = await finishSection(page, 'Writing', 'Submit');
    await expect(review.getByRole('heading', { name: 'Not answered (0)' })).toBeVisible();
    await review.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you/);
    await expect(page.getByText('You will get to know about your score soon')).toBeVisible();

    expect(await savedAnswers(CANDIDATE)).toEqual(answers.expected);
  });

  test('when a section’s time runs out the candidate is moved on at once, told why, and keeps what they typed', async ({
    page,
  }) => {
    // The section runs its 20 s on the server's clock, after sign-in and the rules: more than the default budget.
    test.setTimeout(90_000);
    await signIn(page, TIMED_OUT_CANDIDATE); // the dashboard creates the attempt
    await expect(page.getByRole('article', { name: 'Sample Test 1' })).toBeVisible();
    await setSectionDuration(TIMED_OUT_CANDIDATE, 'listening', 20);
    await beginListening(page);
    await page.locator('#question-1 input[type="text"]').fill('Brinton');
    await expect(page.getByText('All changes saved')).toBeVisible();

    await expect(page).toHaveURL(/\/section-completed\?section=listening/, { timeout: 40_000 });
    await expect(page.getByText('Time is up for Listening. Your answers were saved.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Start Reading Section' }).or(page.getByRole('button', { name: 'Start Reading Section' })),
    ).toBeVisible();
    await page.goto('/sessions/listening');
    await expect(page).toHaveURL(/\/section-completed\?section=listening/);
    expect((await savedAnswers(TIMED_OUT_CANDIDATE)).listening).toEqual({ 1: 'Brinton' });
  });
});
