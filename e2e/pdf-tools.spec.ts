import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const FIXTURES = path.join(__dirname, '../content/pdf-fixtures');
const TEXT_PDF = path.join(FIXTURES, 'reading-mock-test.pdf');
const SCANNED_PDF = path.join(FIXTURES, 'scanned-page.pdf');
/** A word the fixtures' first page holds (content/tools/make-pdf-fixtures.mjs). */
const KNOWN_WORD = 'lighthouse';

/** Uploads a fixture on the portal's welcome page and waits for the viewer to show its first page. */
async function uploadAndView(page: Page, file: string, pages: number): Promise<string> {
  const name = `${path.basename(file, '.pdf')} ${uniqueSuffix()}.pdf`;
  await page.goto('/admin-portal');
  await page.getByLabel('Choose a PDF').setInputFiles({ name, mimeType: 'application/pdf', buffer: await readFile(file) });
  await page.getByRole('button', { name: 'Upload & View PDF' }).click();
  await expect(page).toHaveURL(/\/admin-portal\/pdf-viewer\?file=[0-9a-f-]{36}$/);
  await expect(page.getByRole('img', { name: `Page 1 of ${pages}` })).toBeVisible();
  return name;
}

async function deleteStoredPdf(page: Page, name: string): Promise<void> {
  await page.goto('/admin-portal');
  const row = page.getByRole('table', { name: 'Your PDFs' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete PDF' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
}

test.describe('PDF tools', () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  test('an admin views a text PDF, extracts its text, searches it, copies it and downloads it as TXT', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'democentre');
    const name = await uploadAndView(page, TEXT_PDF, 2);

    // Page navigation, zoom in steps of 1.2 from 120 %, rotation by 90°.
    const toolbar = page.getByRole('toolbar');
    await expect(toolbar).toContainText('Page 1 of 2');
    await expect(toolbar).toContainText('120%');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(toolbar).toContainText('144%');
    const upright = (await page.getByRole('img', { name: 'Page 2 of 2' }).boundingBox())!;
    expect(upright.height).toBeGreaterThan(upright.width);
    await page.getByRole('button', { name: 'Rotate' }).click();
    await expect(toolbar).toContainText('Rotated 90°');
    await expect
      .poll(async () => {
        const box = (await page.getByRole('img', { name: 'Page 2 of 2' }).boundingBox())!;
        return box.width > box.height;
      })
      .toBe(true);
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      toolbar.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe(name);
    expect((await readFile((await pdfDownload.path())!)).equals(await readFile(TEXT_PDF))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // The text layer, rebuilt into lines, on the basic results page.
    await page.getByRole('button', { name: 'Test PDF.js' }).click();
    await expect(page).toHaveURL(/\/admin-portal\/text-extraction-results$/);
    await expect(page.getByRole('heading', { name: 'Text Extraction Results' })).toBeVisible();
    const fullText = page.getByRole('tabpanel');
    await expect(fullText).toContainText('READING PASSAGE 1');
    await expect(fullText).toContainText('Questions 1-5');

    const search = page.getByLabel('Search the extracted text');
    await search.fill(KNOWN_WORD.toUpperCase());
    await expect(page.locator('mark').first()).toHaveText(new RegExp(KNOWN_WORD, 'i'));
    // By page, a search keeps only the pages that hold it: the passage's words are on page 1 only.
    await page.getByRole('tab', { name: 'By Pages' }).click();
    await search.fill('soot');
    await expect(page.getByRole('heading', { name: 'Page 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page 2' })).toHaveCount(0);
    await search.fill('zebra crossing (');
    await expect(page.getByText('No pages found')).toBeVisible();
    await expect(page.getByText('No pages match your search term.')).toBeVisible();
    await search.fill('');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Copy All Text' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Questions 1-5');
    await expect(page.getByRole('button', { name: 'Copy All Text' })).toBeVisible({ timeout: 4_000 });

    const [txt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as TXT' }).click(),
    ]);
    expect(txt.suggestedFilename()).toMatch(/\.txt$/);
    const saved = await readFile((await txt.path())!, 'utf8');
    expect(saved).toContain('READING PASSAGE 1');
    expect(saved.toLowerCase()).toContain(KNOWN_WORD);
    expect(saved).toMatch(/Questions 6-9/);

    await page.getByRole('link', { name: 'Back to PDF Viewer' }).click();
    await expect(page).toHaveURL(/\/admin-portal\/pdf-viewer\?file=/);
    await expect(page.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible();
    await deleteStoredPdf(page, name);
  });

  test('OCR reads a scanned page that has no text layer, with a progress bar per page', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'democentre');
    const name = await uploadAndView(page, SCANNED_PDF, 1);

    // Smart Extract finds no text layer and reads the page with OCR from the app's own assets.
    const outside: string[] = [];
    page.on('request', (request) => {
      if (
        !request.url().startsWith(new URL(page.url()).origin) &&
        !request.url().startsWith('data:') &&
        !request.url().startsWith('blob:')
      )
        outside.push(request.url());
    });
    await page.getByRole('button', { name: 'Smart Extract' }).click();
    await expect(page.getByRole('progressbar', { name: 'Page 1' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-portal\/advanced-text-results$/, { timeout: 90_000 });
    expect(outside).toEqual([]);

    await expect(page.getByRole('heading', { name: 'Advanced Extraction Results' })).toBeVisible();
    await page.getByRole('tab', { name: 'By Pages' }).click();
    const pageCard = page.getByRole('tabpanel');
    await expect(pageCard).toContainText('OCR (Tesseract)');
    await expect(pageCard).toContainText(new RegExp(KNOWN_WORD, 'i'));
    await expect(pageCard.getByRole('img', { name: 'The image of page 1 that the OCR read' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await deleteStoredPdf(page, name);
  });

  test('a developer turns a mock test PDF into a draft exam part and opens it in the upload form without saving', async ({
    page,
  }) => {
    await signIn(page, 'developer');
    await page.getByRole('link', { name: 'PDF Tools' }).first().click();
    const name = await uploadAndView(page, TEXT_PDF, 2);

    await page.getByRole('button', { name: 'Smart Extract' }).click();
    await expect(page).toHaveURL(/\/admin-portal\/advanced-text-results$/);
    await page.getByRole('tab', { name: 'By Pages' }).click();
    await expect(page.getByText('Question 13').first()).toBeVisible();

    await page.getByRole('button', { name: 'Make a draft exam part' }).click();
    const draft = page.getByRole('dialog', { name: 'Draft exam part' });
    await expect(draft).toContainText('1-13');
    await expect(draft).toContainText('The upload check accepts this draft.');
    await expectNoSeriousA11yViolations(page);

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      draft.getByRole('button', { name: 'Download draft JSON' }).click(),
    ]);
    const part = JSON.parse(await readFile((await json.path())!, 'utf8')) as { section: string };
    expect(part.section).toBe('reading');

    await draft.getByRole('button', { name: 'Open in upload' }).click();
    await expect(page).toHaveURL(/\/dev\/tests$/);
    const upload = page.getByRole('dialog', { name: 'Upload Test Materials' });
    await expect(upload.getByLabel('Section')).toHaveValue('reading');
    await expect(upload).toContainText('.json');
    // Nothing is saved until the developer chooses a tenant and presses Upload.
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await expect(upload).toHaveCount(0);
    await deleteStoredPdf(page, name);
  });
});
