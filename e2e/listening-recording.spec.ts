import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createGroupSitting, type GroupSitting } from './support/database';
import { finishSectionNow, passRules } from './support/journey';
import { beginListening, passSoundCheck, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';
/** A part's recording, through the candidate's attempt. */
const RECORDING_URL = /\/api\/attempts\/[^/]+\/parts\/[^/]+\/audio/;

/** Where the listening recording is in a window: its part and the seconds into that part's audio. */
async function recordingPlace(page: Page): Promise<{ part: number; seconds: number; playing: boolean }> {
  const status = (await page.getByText(/^Recording: Part \d$/).textContent()) ?? '';
  const { seconds, playing } = await page
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => ({ seconds: audio.currentTime, playing: !audio.paused && !audio.ended }));
  return { part: Number(/Part (\d)/.exec(status)?.[1]), seconds, playing };
}

/** The invigilator's live roster of the sitting, and the row of one candidate on it. */
async function rosterRow(page: Page, assignmentId: string, candidate: { loginId: string; name: string }) {
  await signIn(page, ADMIN);
  await page.goto(`/admin-dashboard/invigilation/${assignmentId}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: candidate.loginId });
  await expect(row).toContainText(candidate.name);
  return row;
}

/** Holds every recording request of the page (a slow line) until the returned function lets them through. */
async function holdRecordings(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(RECORDING_URL, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isAtOrAfter = (a: { part: number; seconds: number }, b: { part: number; seconds: number }) =>
  a.part > b.part || (a.part === b.part && a.seconds >= b.seconds);

test.describe('listening recording', () => {
  // Candidates of their own, so no other browser test has started their sitting.
  let sitting: GroupSitting;
  let takeoverCandidate: string;
  let soundCheckCandidate: { loginId: string; name: string };
  let downloadCandidate: string;
  let readingCandidate: string;
  let heldCandidate: { loginId: string; name: string };
  test.beforeAll(async () => {
    const suffix = uniqueSuffix().toUpperCase().slice(0, 3);
    sitting = await createGroupSitting(5, `Listening Room ${suffix}`, `L${suffix}`);
    takeoverCandidate = sitting.candidates[0]!.loginId;
    soundCheckCandidate = sitting.candidates[1]!;
    downloadCandidate = sitting.candidates[2]!.loginId;
    readingCandidate = sitting.candidates[3]!.loginId;
    heldCandidate = sitting.candidates[4]!;
  });

  test("Reading's passages and images load during its rules: its screen opens without asking for them again", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const readingLoads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/attempts\/[^/]+\/sections\/reading/.test(request.url())) readingLoads.push(request.url());
    });
    await signIn(page, readingCandidate);
    await beginListening(page, sitting.testTitle);
    await finishSectionNow(page, 'Listening');
    await page
      .getByRole('link', { name: 'Start Reading Section' })
      .or(page.getByRole('button', { name: 'Start Reading Section' }))
      .click();
    await expect(page).toHaveURL(/\/reading-rules/);
    // The passages (and each image) come down while the rules are read, before the clock starts.
    await expect.poll(() => readingLoads.some((url) => /\/sections\/reading$/.test(url))).toBe(true);
    const beforeBegin = readingLoads.length;
    await passRules(page, 'reading', 'Begin Reading Section');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(readingLoads).toHaveLength(beforeBegin);
  });

  test('the whole recording downloads during the rules, Begin waits for it, and a reload plays it without fetching it again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const audioRequests: string[] = [];
    page.on('request', (request) => {
      if (RECORDING_URL.test(request.url())) audioRequests.push(request.url());
    });
    // The recordings come down slowly until the test lets them through.
    const release = await holdRecordings(page);

    await signIn(page, downloadCandidate);
    await page
      .getByRole('article', { name: sitting.testTitle })
      .getByRole('link', { name: /Start Test|Continue Test/ })
      .click();
    await expect(page).toHaveURL(/\/listening-rules\?testId=/);
    await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
    const begin = page.getByRole('button', { name: 'Begin Listening Test' });
    await expect(page.getByText(/^Downloading the recording/)).toBeVisible();
    await expect(begin).toBeDisabled();
    release();
    await expect(page.getByText('The recording is ready.')).toBeVisible({ timeout: 30_000 });
    await expect(begin).toBeEnabled();
    const downloaded = audioRequests.length;
    expect(downloaded).toBeGreaterThan(0);

    await begin.click();
    await passSoundCheck(page);
    await expect(page).toHaveURL(/\/sessions\/listening/);
    await expect
      .poll(() => page.locator('audio').evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 1), { timeout: 30_000 })
      .toBe(true);
    // Played from the browser's store: no request for the recording, before or after a reload.
    expect(audioRequests).toHaveLength(downloaded);
    await page.reload();
    await expect
      .poll(() => page.locator('audio').evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 1), { timeout: 30_000 })
      .toBe(true);
    expect(audioRequests).toHaveLength(downloaded);
  });

  test('a sitting taken over on another computer carries the recording on where it is, never before', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, takeoverCandidate);
    await beginListening(page, sitting.testTitle);
    const audio = page.locator('audio');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 3), { timeout: 30_000 })
      .toBe(true);
    // What the first computer has played (the server cannot have heard of a later place yet).
    const heard = await recordingPlace(page);
    expect(heard.playing).toBe(true);
    // The playing position shows, elapsed of the whole, without a way to seek.
    const progress = page.getByRole('progressbar', { name: 'Recording progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/^\d\d:\d\d \/ \d\d:\d\d$/)).toBeVisible();
    await expect(page.getByRole('slider', { name: /recording/i })).toHaveCount(0);
    // A question flagged for review here stays flagged on the other computer.
    const flagOf = (window: Page) => window.locator('#question-2').getByRole('button', { name: 'Flag question 2 for review' });
    await flagOf(page).click();
    await expect(flagOf(page)).toHaveAttribute('aria-pressed', 'true');

    const second = await browser.newContext({ baseURL });
    try {
      const moved = await second.newPage();
      await signIn(moved, takeoverCandidate);
      await moved
        .getByRole('article', { name: sitting.testTitle })
        .getByRole('link', { name: /Continue Test/ })
        .click();
      await expect(moved).toHaveURL(/\/sessions\/listening/);
      await expect(flagOf(moved)).toHaveAttribute('aria-pressed', 'true');
      // The first window is told and falls silent.
      await expect(page.getByText('The exam was opened in another window')).toBeVisible();
      await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
      const left = await recordingPlace(page);

      const movedAudio = moved.locator('audio');
      await expect
        .poll(() => movedAudio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0), { timeout: 15_000 })
        .toBe(true);
      const resumed = await recordingPlace(moved);
      expect(isAtOrAfter(resumed, heard), `resumed at ${JSON.stringify(resumed)}, had heard ${JSON.stringify(heard)}`).toBe(true);
      expect(
        isAtOrAfter(resumed, left),
        `resumed at ${JSON.stringify(resumed)}, first window left at ${JSON.stringify(left)}`,
      ).toBe(true);

      // A reload of the new window carries on too: the place is the server's, not the browser's.
      const beforeReload = await recordingPlace(moved);
      await moved.reload();
      await expect
        .poll(() => movedAudio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0), { timeout: 15_000 })
        .toBe(true);
      const reloaded = await recordingPlace(moved);
      expect(
        isAtOrAfter(reloaded, beforeReload),
        `reloaded at ${JSON.stringify(reloaded)}, was at ${JSON.stringify(beforeReload)}`,
      ).toBe(true);
    } finally {
      await second.close();
    }
  });

  test('the sound check plays a tone under the CSP, leads into Listening, and the roster shows it was confirmed', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const row = await rosterRow(page, sitting.assignmentId, soundCheckCandidate);

    const candidateContext = await browser.newContext({ baseURL });
    try {
      const candidate = await candidateContext.newPage();
      const policyViolations: string[] = [];
      candidate.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
      });
      await signIn(candidate, soundCheckCandidate.loginId);
      await candidate
        .getByRole('article', { name: sitting.testTitle })
        .getByRole('link', { name: /Start Test/ })
        .click();
      await expect(candidate).toHaveURL(/\/listening-rules\?testId=/);
      await expect(row).toContainText('Sound not checked');
      await candidate.getByRole('checkbox', { name: /I have read and understood/ }).check();
      await candidate.getByRole('button', { name: 'Begin Listening Test' }).click();

      const check = candidate.getByRole('article', { name: 'Sound check' });
      await expect(check.getByRole('heading', { name: 'Sound check', level: 1 })).toBeVisible();
      const confirm = check.getByRole('button', { name: 'I can hear the sound' });
      await expect(confirm).toBeDisabled();
      const axe = await new AxeBuilder({ page: candidate })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      // Listening has not started: the sound check comes first.
      await expect(row).toContainText('Not started');

      await check.getByRole('button', { name: 'Play sound' }).click();
      // The tone's audio graph is running in the page.
      await expect(check).toHaveAttribute('data-tone', 'playing');
      await expect(check.getByRole('status')).toHaveText('The test sound is playing.');
      await check.getByRole('slider', { name: 'Volume' }).fill('0.4');
      await expect(check.getByRole('slider', { name: 'Volume' })).toHaveValue('0.4');
      await expect(confirm).toBeEnabled();
      await confirm.click();

      await expect(candidate).toHaveURL(/\/sessions\/listening/);
      await expect
        .poll(() => candidate.locator('audio').evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      await expect(row).toContainText('Sound checked');
      await expect(row).toContainText('In progress');
      expect(policyViolations).toEqual([]);

      // Confirmed once: the check is not asked again (a reload of the rules goes on to the running section).
      await candidate.goto(candidate.url().replace(/\/sessions\/listening/, '/listening-rules'));
      await expect(candidate).toHaveURL(/\/sessions\/listening/);
    } finally {
      await candidateContext.close();
    }
  });

  test("the roster shows a candidate whose recording is not in yet, and the invigilator holds that candidate's start", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const row = await rosterRow(page, sitting.assignmentId, heldCandidate);
    const actions = page.getByRole('group', { name: 'Actions for the chosen candidates' });
    const act = async (label: 'Hold start' | 'Release start', dialogTitle: string, done: string) => {
      await row.getByRole('checkbox', { name: `Select ${heldCandidate.name}` }).check();
      await expect(actions).toContainText('1 candidate chosen');
      await actions.getByRole('button', { name: label }).click();
      await page.getByRole('alertdialog', { name: dialogTitle }).getByRole('button', { name: label }).click();
      await expect(page.getByText(done)).toBeVisible({ timeout: 15_000 });
    };

    const candidateContext = await browser.newContext({ baseURL });
    try {
      const candidate = await candidateContext.newPage();
      // The recording comes down slowly (a busy line) until the test lets it through.
      const release = await holdRecordings(candidate);
      await signIn(candidate, heldCandidate.loginId);
      await candidate
        .getByRole('article', { name: sitting.testTitle })
        .getByRole('link', { name: /Start Test/ })
        .click();
      await expect(candidate).toHaveURL(/\/listening-rules\?testId=/);
      await expect(candidate.getByText(/^Downloading the recording/)).toBeVisible();
      // The heartbeat tells the roster within its 5 seconds.
      await expect(row.getByText(/^Recording not loaded: \d+ %$/)).toBeVisible({ timeout: 15_000 });

      await act('Hold start', 'Hold the start', 'Start held for 1 candidate');
      await expect(row.getByText('Start held', { exact: true })).toBeVisible();
      const begin = candidate.getByRole('button', { name: 'Begin Listening Test' });
      await candidate.getByRole('checkbox', { name: /I have read and understood/ }).check();
      await expect(
        candidate.getByText('Your invigilator has asked you to wait. You can begin when they tell you.'),
      ).toBeVisible();

      // The recording arrives, but the start stays held until the invigilator releases it.
      release();
      await expect(candidate.getByText('The recording is ready.')).toBeVisible({ timeout: 30_000 });
      await expect(row.getByText(/^Recording not loaded/)).toBeHidden({ timeout: 15_000 });
      await expect(begin).toBeDisabled();
      // Held on the record: a reload still waits.
      await candidate.reload();
      await candidate.getByRole('checkbox', { name: /I have read and understood/ }).check();
      await expect(
        candidate.getByText('Your invigilator has asked you to wait. You can begin when they tell you.'),
      ).toBeVisible();
      await expect(begin).toBeDisabled();

      await act('Release start', 'Release the start', 'Start released for 1 candidate');
      await expect(row.getByText('Start held', { exact: true })).toBeHidden();
      await expect(candidate.getByText('Your invigilator has asked you to wait. You can begin when they tell you.')).toBeHidden();
      await expect(begin).toBeEnabled();
      await begin.click();
      await passSoundCheck(candidate);
      await expect(candidate).toHaveURL(/\/sessions\/listening/);
      await expect(row).toContainText('In progress');
    } finally {
      await candidateContext.close();
    }
  });
});
