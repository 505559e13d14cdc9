import type { AssignedTest } from '@cdi/contracts';
import { expect, test, type Page } from '@playwright/test';
import { createGroupSitting, newDemoCandidate, withDatabase } from './support/database';
import { playInstructionVideo } from './support/journey';
import { beginListening, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const RECORDING_PLAYS_IN_EXAM = 'The recording plays once, automatically, in the Listening section of the exam.';
const ZONE_LABELS: Record<string, string> = {
  UTC: 'UTC',
  'Europe/London': 'GMT (London)',
  'America/New_York': 'EST (New York)',
  'America/Los_Angeles': 'PST (Los Angeles)',
};

/** The first time at :22 past an hour from `from` on (a minute every time zone of the centre keeps). */
function nextMinute22(from: Date): Date {
  const at = new Date(from);
  at.setUTCSeconds(0, 0);
  if (at.getUTCMinutes() > 22) at.setUTCHours(at.getUTCHours() + 1);
  at.setUTCMinutes(22);
  return at;
}

/** A time as YYYY-MM-DD HH:mm and its zone's label, on the clock of `zone`. */
function onClock(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${ZONE_LABELS[zone] ?? zone}`;
}

/** A new candidate of the demo group, signed in on their dashboard; returns the sample test's id. */
async function signedInCandidate(page: Page, tag: string): Promise<string> {
  await signIn(page, await newDemoCandidate(`PAGES-${tag}-${uniqueSuffix()}`));
  const start = page.getByRole('article', { name: 'Sample Test 1' }).getByRole('link', { name: 'Start Test' });
  const href = await start.getAttribute('href');
  const testId = new URL(href!, 'http://web').searchParams.get('testId');
  expect(testId).toBeTruthy();
  return testId!;
}

test.describe('candidate pages', () => {
  test('/ielts-rule shows the rules of the whole test to a candidate who opens it directly, and leads back to the overview', async ({
    page,
  }) => {
    await signedInCandidate(page, 'R');
    await page.goto('/ielts-rule');
    await expect(page.getByRole('heading', { name: 'IELTS Test Rules', level: 1 })).toBeVisible();
    await expect(
      page.getByText('The test has 3 sections, sat in this order: Listening, then Reading, then Writing.'),
    ).toBeVisible();
    await expect(
      page.getByText('Listening lasts 30 minutes, Reading 60 minutes and Writing 60 minutes.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/you cannot go back to it/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to Test Overview' }).click();
    await expect(page).toHaveURL(/\/ielts-test/);
  });

  test('the student test overview says what each part holds and whether it has a recording, never a URL', async ({ page }) => {
    const testId = await signedInCandidate(page, 'S');
    await page.goto(`/student-test/${testId}`);
    const parts = page.locator('.journey-part');
    await expect(parts).toHaveCount(4);
    const first = parts.first();
    await expect(first.getByText('Part 1', { exact: true })).toBeVisible();
    await expect(
      first.getByText('Questions 1-10 (10 questions): Form completion, Table completion, Short answer, Fill in blank.'),
    ).toBeVisible();
    for (const part of await parts.all()) await expect(part.getByText('Audio: yes')).toBeVisible();
    await expect(page.getByText(RECORDING_PLAYS_IN_EXAM)).toBeVisible();
    await expect(page.getByText('No due date')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('JSON URL');

    await page.getByRole('button', { name: /^Writing/ }).click();
    await expect(parts).toHaveCount(2);
    await expect(parts.first().getByText('Multiple Line Graph: write at least 150 words.')).toBeVisible();
    await expect(parts.nth(1).getByText('Discussion Essay: write at least 250 words.')).toBeVisible();
    await expect(page.getByText('Audio:')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('during Listening, the overview opened from the dashboard plays no recording, shows no internal URL and shows the window', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix().toUpperCase().slice(0, 3);
    const sitting = await createGroupSitting(1, `Overview Room ${suffix}`, `O${suffix}`);
    const closesAt = nextMinute22(new Date(Date.now() + 60 * 60_000));
    const zone = await withDatabase(async (client) => {
      await client.query(`UPDATE assignments SET opens_at = now() - interval '1 hour', closes_at = $2 WHERE id = $1`, [
        sitting.assignmentId,
        closesAt,
      ]);
      const settings = await client.query<{ time_zone: string }>(
        `SELECT s.time_zone FROM tenant_settings s JOIN assignments a ON a.tenant_id = s.tenant_id WHERE a.id = $1`,
        [sitting.assignmentId],
      );
      return settings.rows[0]?.time_zone ?? 'UTC';
    });
    await signIn(page, sitting.candidates[0]!.loginId);
    const assigned = await page.request.get('/api/admin/test-making/student/assigned-tests');
    const { assignedTests } = (await assigned.json()) as { assignedTests: AssignedTest[] };
    const mine = assignedTests.find((t) => t.assignment_id === sitting.assignmentId)!;
    await beginListening(page, sitting.testTitle);
    const examAudio = page.locator('audio');
    await expect
      .poll(() => examAudio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0), { timeout: 30_000 })
      .toBe(true);

    // Another tab: the dashboard, then the test's title.
    const overview = await context.newPage();
    await overview.setViewportSize({ width: 1280, height: 800 });
    await overview.goto('/student-dashboard');
    await overview.getByRole('article', { name: sitting.testTitle }).getByRole('link', { name: sitting.testTitle }).click();
    await expect(overview).toHaveURL(new RegExp(`/student-test/${mine.test_id}$`));
    await expect(overview.getByRole('heading', { name: sitting.testTitle, level: 1 })).toBeVisible();

    // No control plays the recording; the page says where it plays, and which parts have one.
    await expect(overview.getByText(RECORDING_PLAYS_IN_EXAM)).toBeVisible();
    await expect(overview.locator('audio, video')).toHaveCount(0);
    await expect(overview.getByRole('button', { name: /audio|play/i })).toHaveCount(0);
    await expect(overview.locator('.journey-part').first().getByText('Audio: yes')).toBeVisible();
    // No internal URL, and the real window on the centre's clock.
    const main = overview.locator('main');
    await expect(main).not.toContainText('JSON URL');
    await expect(main).not.toContainText('/api/');
    await expect(main).not.toContainText('No due date');
    await expect(overview.getByText(`Closes: ${onClock(closesAt, zone)}`)).toBeVisible();
    await expectNoSeriousA11yViolations(overview);

    // The server refuses the recording to any page but the exam window, with why.
    const audioPath = `/api/attempts/${mine.attempt_id}/parts/${mine.listening_part_1_id}/audio`;
    const refused = await overview.evaluate(async (path) => {
      const response = await fetch(path);
      return { status: response.status, body: await response.text() };
    }, audioPath);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain(RECORDING_PLAYS_IN_EXAM);

    // Submit Test still says how the test is submitted.
    await overview.getByRole('button', { name: 'Submit Test' }).click();
    const dialog = overview.getByRole('alertdialog', { name: 'Submit Test' });
    await expect(dialog).toContainText('This test is submitted by finishing its sections.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await overview.close();

    // The exam window plays on, not taken over.
    await expect(page.getByText('The exam was opened in another window')).toHaveCount(0);
    await expect.poll(() => examAudio.evaluate((el: HTMLAudioElement) => !el.paused)).toBe(true);
  });

  test('the overview’s instruction video has English captions that are served, and playing it unlocks I confirm', async ({
    page,
  }) => {
    const testId = await signedInCandidate(page, 'V');
    await page.goto(`/ielts-test?testId=${testId}`);
    await expect(page.getByRole('heading', { name: 'Test Overview', level: 1 })).toBeVisible();
    const video = page.locator('video.journey-video__player');
    await expect(video).toHaveAttribute('src', '/videos/listening-instructions.webm');
    const track = video.locator('track[kind="captions"]');
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect(track).toHaveAttribute('default', '');

    const captions = await page.request.get((await track.getAttribute('src'))!);
    expect(captions.status()).toBe(200);
    expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
    expect((await captions.text()).startsWith('WEBVTT')).toBe(true);
    const media = await page.request.get('/videos/listening-instructions.webm');
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toMatch(/^video\/webm/);

    const confirm = page.getByRole('checkbox', { name: 'I confirm' });
    await expect(confirm).toBeDisabled();
    await playInstructionVideo(page);
    await expect(confirm).toBeEnabled();
    // The browser itself loaded the captions (a track it cannot fetch or parse ends in state 3, ERROR).
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.querySelector('track')!.readyState)).toBe(2);
    await expect(page.locator('video.journey-video__player')).toBeVisible(); // it played: no fallback panel
  });
});
