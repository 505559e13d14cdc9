import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the review before finishing a section from the bottom bar; returns the review dialog. */
export async function finishSection(page: Page, name: string, buttonName = `Finish ${name}`): Promise<Locator> {
  await page.getByRole('contentinfo').getByRole('button', { name: buttonName }).click();
  const review = page.getByRole('alertdialog', { name: `Check your answers before you finish ${name}` });
  await expect(review).toBeVisible();
  return review;
}

/** Finishes the running section as it stands and waits for its section-completed page. */
export async function finishSectionNow(page: Page, name: string, buttonName = `Finish ${name}`): Promise<void> {
  const review = await finishSection(page, name, buttonName);
  await review.getByRole('button', { name: buttonName }).click();
  await expect(page.getByRole('heading', { name: `${name} Section Completed` })).toBeVisible();
}

/** On a rules page: ticks the confirmation and begins; ends on the section's screen with its clock. */
export async function passRules(page: Page, section: 'listening' | 'reading' | 'writing', beginLabel: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${section}-rules\\?`));
  await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
  await page.getByRole('button', { name: beginLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${section}`));
  await expect(page.getByRole('timer')).toBeVisible();
}

/**
 * Plays the expanded card's instruction video, muted (the 'play' event is what the overview waits
 * for); returns the video element.
 */
export async function playInstructionVideo(page: Page): Promise<Locator> {
  const video = page.locator('video.journey-video__player');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  return video;
}
