import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { SECURITY_HEADERS } from '../apps/web/src/security-headers';
import { beginListening, signIn } from './support/pages';

const WEB_DIST = path.join(__dirname, '../apps/web/dist');

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
}

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test.describe('the web surface', () => {
  test('the app and its assets are served with the CSP, nosniff and Referrer-Policy', async ({ request }) => {
    const index = await request.get('/');
    expect(index.status()).toBe(200);
    expectSecurityHeaders(index);
    const html = await index.text();
    // Nothing inline for the CSP to refuse: every script is a file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const deepLink = await request.get('/student-dashboard');
    expectSecurityHeaders(deepLink);

    const asset = /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await request.get(asset!);
    expect(script.status()).toBe(200);
    expectSecurityHeaders(script);
  });

  test('the favicon is a small SVG, linked from every page and shown under the CSP', async ({ page, request }) => {
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expectSecurityHeaders(icon);
    const svg = await icon.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.length).toBeLessThan(2_000);

    const violations = await watchCspViolations(page);
    await page.goto('/login');
    const href = await page.locator('head link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    // Drawn as the browser draws it: an image the CSP allows, that decodes to a picture.
    const width = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, href!);
    expect(width).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('the production build publishes no source maps and does not point to any', () => {
    const files = builtFiles(WEB_DIST);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing = files.filter(
      (file) => /\.(js|css|html)$/.test(file) && /sourceMappingURL|\.js\.map\b/.test(readFileSync(file, 'utf8')),
    );
    expect(pointing.map((file) => path.relative(WEB_DIST, file))).toEqual([]);
  });

  test('a candidate sits listening under the CSP: no violation, the exam socket connects and answers save', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signIn(page, 'CAN0008');
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await beginListening(page);
    const firstAnswer = page.getByRole('textbox').first();
    await firstAnswer.fill('library');
    await expect(page.getByText('All changes saved')).toBeVisible();
    expect(sockets.some((url) => url.includes('/socket.io/'))).toBe(true);
    expect(violations).toEqual([]);
  });

  test('the developer console loads its pages, a part with its image and audio, under the CSP', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await signIn(page, 'developer');
    await expect(page).toHaveURL(/\/developer-dashboard$/);
    await page.goto('/dev/tenants');
    await expect(page.getByRole('heading', { name: /Tenants/ }).first()).toBeVisible();
    await page.goto('/dev/tests');
    const sampleGroup = page.getByRole('button', { name: /Sample Test 1/ });
    await sampleGroup.click();
    await page
      .getByRole('link', { name: /^View Listening/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dev\/exam\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Completed').first()).toBeVisible();
    await page.getByRole('button', { name: 'Play' }).click();
    const player = page.locator('audio');
    await expect(player).toBeVisible();
    // The player fetches nothing until asked (preload none): load it, and once the recording's answer is in,
    // a media source the CSP refused would have been reported.
    const recording = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/audio'));
    await player.evaluate((audio: HTMLAudioElement) => audio.load());
    expect((await recording).status()).toBeLessThan(300);
    expect(violations).toEqual([]);
  });
});
