import { expect, test, type Locator, type Page } from '@playwright/test';
import { newDemoCandidate } from './support/database';
import { beginListening, signIn, uniqueSuffix } from './support/pages';

/*
 * The candidate's question screens laid out as the real test is, at an exam room's 1280×720 and a
 * wide 1920×1080: heading lists, labels on pictures, dropdowns by their items, the flag in the bottom
 * bar, and the writing screen's names and line length. Its tests run in the order written and share
 * one new candidate's attempt, which only moves forward: listening, then reading, then writing.
 */
let CANDIDATE = '';

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Questions' });
const block = (page: Page, n: number) => page.locator(`#question-${n}`);

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** Where the text of an element ends on screen: its words, not the box around them. */
function textRight(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().right;
  });
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/** The picture of the group holding question `n`, and the box shown on it for label `label`. */
function picture(page: Page, n: number) {
  const figure = block(page, n).locator('xpath=ancestor::section[1]').locator('figure');
  return { image: figure.locator('img'), label: (label: number) => figure.locator(`[data-label="${label}"]`) };
}

/** A label's box sits on the picture, centred on its position (x, y in percent of the picture). */
async function expectLabelAt(page: Page, question: number, x: number, y: number): Promise<Box> {
  const { image, label } = picture(page, question);
  await label(question).scrollIntoViewIfNeeded();
  const img = await boxOf(image);
  const box = await boxOf(label(question));
  expect(inside(box, img), `label ${question} lies on the picture`).toBe(true);
  const centreX = ((box.x + box.width / 2 - img.x) / img.width) * 100;
  const centreY = ((box.y + box.height / 2 - img.y) / img.height) * 100;
  expect(Math.abs(centreX - x), `label ${question} is centred ${centreX.toFixed(1)}% across, at ${x}%`).toBeLessThan(2);
  expect(Math.abs(centreY - y), `label ${question} is centred ${centreY.toFixed(1)}% down, at ${y}%`).toBeLessThan(2);
  return box;
}

/** The dropdown of question `n` follows the end of its item's text on the line, not the pane's far edge. */
async function expectDropdownBesideItem(page: Page, n: number, screenWidth: number): Promise<void> {
  const select = block(page, n).getByRole('combobox');
  await select.scrollIntoViewIfNeeded();
  const gap = (await boxOf(select)).x - (await textRight(block(page, n).locator('label').first()));
  const what = `the dropdown of ${n} is ${Math.round(gap)} px after its item at ${screenWidth} px`;
  expect(gap, what).toBeGreaterThanOrEqual(0);
  expect(gap, what).toBeLessThanOrEqual(48);
}

test.describe('exam layout', () => {
  test.beforeAll(async () => {
    CANDIDATE = await newDemoCandidate(`LAYOUT-${uniqueSuffix()}`);
  });

  test('listening: labels on their pictures with the answer given, dropdowns beside their items, the word limit as instructed, a readable flag', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, CANDIDATE);
    await beginListening(page);
    const questions = bar(page);

    for (const screen of SCREENS) {
      await page.setViewportSize(screen);

      // Part 2: the plan's and the map's question numbers sit on the picture at their positions, with
      // the letter chosen; each dropdown follows its item on the line.
      await questions.getByRole('button', { name: /^Part 2/ }).click();
      const select11 = block(page, 11).getByRole('combobox', { name: /first aid room/ });
      await select11.selectOption('B');
      for (const [n, y] of [
        [11, 30],
        [12, 45],
        [13, 60],
      ] as const) {
        await expectLabelAt(page, n, 78, y);
      }
      await expect(picture(page, 11).label(11), 'the plan shows the letter chosen for 11').toHaveText(/^\s*11\s*B\s*$/);
      for (const [n, y] of [
        [14, 30],
        [15, 45],
        [16, 60],
      ] as const) {
        await expectLabelAt(page, n, 78, y);
      }
      for (const n of [11, 14]) await expectDropdownBesideItem(page, n, screen.width);

      // Part 3: a diagram label shows its number once and the answer typed for it, over the answer box
      // the diagram prints there (15% × 6.5% of the picture).
      await questions.getByRole('button', { name: /^Part 3/ }).click();
      await expectDropdownBesideItem(page, 28, screen.width);
      await block(page, 23)
        .getByRole('textbox', { name: /Question 23/ })
        .fill('stone');
      const diagram = picture(page, 23);
      const label23 = diagram.label(23);
      await expect(label23).toHaveText(/^\s*23\s*stone\s*$/);
      const box = await expectLabelAt(page, 23, 50, 12);
      const img = await boxOf(diagram.image);
      expect(box.width / img.width, 'the label covers the printed box across').toBeGreaterThanOrEqual(0.15 - 0.005);
      expect(box.height / img.height, 'the label covers the printed box down').toBeGreaterThanOrEqual(0.065 - 0.005);
      expect(
        await label23.evaluate((element) => getComputedStyle(element).backgroundColor),
        'the label is opaque, so the printed number does not show through',
      ).not.toMatch(/rgba\(.*, 0\)|transparent/);
      await expectLabelAt(page, 24, 84, 62);
      await expectLabelAt(page, 25, 84, 86);
      // The limit says what the instruction says.
      await expect(block(page, 23).getByText('ONE WORD ONLY', { exact: true })).toBeVisible();
      await expect(block(page, 23).getByText(/Maximum \d+ word\(s\)/)).toHaveCount(0);

      // A flagged question carries a flag in the bottom bar that is drawn in full, inside its button.
      const flag = block(page, 24).getByRole('button', { name: 'Flag question 24 for review' });
      if ((await flag.getAttribute('aria-pressed')) !== 'true') await flag.click();
      const number24 = questions.getByRole('button', { name: 'Question 24, not answered, flagged for review' });
      await expect(number24).toBeVisible();
      const mark = number24.locator('[data-flag-mark]');
      await expect(mark, 'the flagged number shows a flag').toBeVisible();
      const markBox = await boxOf(mark);
      expect(markBox.width, 'the flag is large enough to read').toBeGreaterThanOrEqual(10);
      expect(inside(markBox, await boxOf(number24)), 'the flag is inside its button, where nothing clips it').toBe(true);
      const unflagged = questions.getByRole('button', { name: 'Question 25, not answered' });
      await expect(unflagged.locator('[data-flag-mark]'), 'an unflagged number shows none').toHaveCount(0);
    }

    await questions.getByRole('button', { name: 'Finish Listening' }).click();
    await page
      .getByRole('alertdialog', { name: 'Check your answers before you finish Listening' })
      .getByRole('button', { name: 'Finish Listening' })
      .click();
    await expect(page).toHaveURL(/\/section-completed\?section=listening/);
  });

  test('reading: the list of headings keeps its order and places; a dropped heading leaves its place empty', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, CANDIDATE);
    await page.getByRole('article', { name: 'Sample Test 1' }).getByRole('link', { name: 'Continue Test' }).click();
    await expect(page).toHaveURL(/\/(reading-rules|sessions\/reading)\?/);
    if (new URL(page.url()).pathname === '/reading-rules') {
      await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
      await page.getByRole('button', { name: 'Begin Reading Section' }).click();
    }
    await expect(page).toHaveURL(/\/sessions\/reading\?/);
    await bar(page)
      .getByRole('button', { name: /^Part 2/ })
      .click();
    const list = page.getByRole('list', { name: 'List of Headings' });
    const headings = list.getByRole('button');
    const given = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix'];
    // Each heading still in the list, by its key, with its place within the list (the pane may scroll).
    const positions = () =>
      headings.evaluateAll((buttons) => {
        const top = buttons[0]!.closest('ul')!.getBoundingClientRect();
        return Object.fromEntries(
          buttons.map((b) => {
            const box = b.getBoundingClientRect();
            const key = b.querySelector('.q-tray__key')!.textContent!;
            return [key, [Math.round(box.x - top.x), Math.round(box.y - top.y)]];
          }),
        );
      });
    const keysShown = () => headings.locator('.q-tray__key').allTextContents();

    const drops = [
      { heading: 'How trees reduce heat', slot: 14 },
      { heading: 'An unequal distribution', slot: 15 },
    ];
    const used: string[] = [];
    for (const [i, screen] of SCREENS.entries()) {
      await page.setViewportSize(screen);
      await list.scrollIntoViewIfNeeded();
      const before = await positions();
      expect(await keysShown(), 'the headings read in their given order').toEqual(given.filter((k) => !used.includes(k)));
      const shown = Object.values(before);
      for (let at = 1; at < shown.length; at++) {
        expect(shown[at]![1], 'each heading is printed under the one before').toBeGreaterThan(shown[at - 1]![1]);
      }

      const { heading, slot } = drops[i]!;
      const source = headings.filter({ hasText: heading });
      const key = (await source.locator('.q-tray__key').textContent())!;
      const target = block(page, slot).getByRole('button', { name: new RegExp(`^Question ${slot} `) });
      if (screen.width >= 1920) {
        await source.dragTo(target);
      } else {
        // Where the list and the slot are not in view together, the heading is picked, then placed.
        await source.click();
        await target.click();
      }
      await expect(target).toContainText(heading);
      used.push(key);

      await expect(source, 'the used heading leaves the list').toHaveCount(0);
      expect(await keysShown(), 'after a drop the others keep their order').toEqual(given.filter((k) => !used.includes(k)));
      const after = await positions();
      delete before[key];
      expect(after, 'no other heading moved').toEqual(before);
    }
  });

  test('writing: one name for a task everywhere, and lines no longer than about 80 characters', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, CANDIDATE);
    await page.getByRole('article', { name: 'Sample Test 1' }).getByRole('link', { name: 'Continue Test' }).click();
    await expect(page).toHaveURL(/\/sessions\/reading\?/);
    await bar(page).getByRole('button', { name: 'Finish Reading' }).click();
    await page
      .getByRole('alertdialog', { name: 'Check your answers before you finish Reading' })
      .getByRole('button', { name: 'Finish Reading' })
      .click();
    await page.getByRole('link', { name: 'Start Writing Section' }).click();
    await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await page.getByRole('button', { name: 'Begin Writing Test' }).click();
    const essay = page.getByRole('textbox', { name: 'Your answer to task 1' });
    await expect(essay).toBeVisible();
    await essay.fill('The chart shows how people travelled to work. '.repeat(12));

    const footer = page.getByRole('contentinfo');
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      // The spec names them tasks: the banner, the tabs, the navigator and the review say 'Task'.
      await expect(page.getByRole('heading', { level: 1, name: 'Task 1' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/\b(?:Part|Question) [12](?!\d)/);
      await expect(footer.getByRole('tab', { name: /^Task 1/ })).toBeVisible();
      await expect(footer.getByRole('button', { name: 'Task 2, not answered' })).toBeVisible();
      await expect(footer).not.toContainText(/\b(?:Part|Question) [12](?!\d)/);
      await footer.getByRole('button', { name: 'Submit' }).click();
      const review = page.getByRole('alertdialog', { name: 'Check your answers before you finish Writing' });
      await expect(review.getByRole('button', { name: 'Task 2', exact: true })).toBeVisible();
      await expect(review).not.toContainText(/\b(?:Part|Question) [12](?!\d)/);
      await review.getByRole('button', { name: 'Cancel' }).click();
      await expect(review).toBeHidden();

      // The essay's lines: the text area is no wider than 80 characters of its own font.
      const { lineWidth, eighty } = await essay.evaluate((element) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          lineWidth: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          eighty: context.measureText('0'.repeat(80)).width,
        };
      });
      expect(
        lineWidth,
        `a line is ${Math.round(lineWidth)} px at ${screen.width} px; 80 characters are ${Math.round(eighty)} px`,
      ).toBeLessThanOrEqual(eighty + 2);
    }
  });
});
