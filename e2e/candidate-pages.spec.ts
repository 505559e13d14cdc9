import { expect, test, type Page } from '@playwright/test';
import { newDemoCandidate } from './support/database';
import { playInstructionVideo } from './support/journey';
import { beginListening, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

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

  test('the student test overview says what each part holds, and its JSON URL only once the section is open', async ({
    page,
  }) => {
    const testId = await signedInCandidate(page, 'S');
    await page.goto(`/student-test/${testId}`);
    const parts = page.locator('.journey-part');
    await expect(parts).toHaveCount(4);
    const first = parts.first();
    await expect(first.getByText('Part 1', { exact: true })).toBeVisible();
    await expect(
      first.getByText('Questions 1-10 (10 questions): Form completion, Table completion, Short answer, Fill in blank.'),
    ).toBeVisible();
    await expect(first.getByText('JSON URL: Not available')).toBeVisible();
    for (const part of await parts.all()) await expect(part.getByText('JSON URL: Not available')).toBeVisible();

    await page.getByRole('button', { name: /^Writing/ }).click();
    await expect(parts).toHaveCount(2);
    await expect(parts.first().getByText('Multiple Line Graph: write at least 150 words.')).toBeVisible();
    await expect(parts.nth(1).getByText('Discussion Essay: write at least 250 words.')).toBeVisible();

    // Once Listening is open its content has a URL, and the candidate may fetch it.
    await page.goto('/student-dashboard');
    await beginListening(page);
    await page.goto(`/student-test/${testId}`);
    const url = parts.first().locator('.journey-part__url');
    await expect(url).toHaveText(/^\/api\/attempts\/[0-9a-f-]+\/sections\/listening$/);
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
