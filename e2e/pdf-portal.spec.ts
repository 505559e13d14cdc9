import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';
const DEVELOPER = 'developer';
const CANDIDATE = 'CAN0001';
const SAMPLE_PDF = readFileSync(path.join(__dirname, '../content/pdf-fixtures/two-page-sample.pdf'));
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Drops a file on the upload area as a browser does (Playwright cannot drag from the desktop). */
async function dropFile(page: Page, name: string, content: string): Promise<void> {
  await page.getByTestId('pdf-drop-zone').evaluate(
    (zone, [fileName, text]) => {
      const data = new DataTransfer();
      data.items.add(new File([text!], fileName!, { type: 'application/pdf' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [name, content],
  );
}

test.describe('admin portal: stored PDFs', () => {
  test('an admin refuses non-PDFs (chosen or dropped), uploads a PDF into the viewer, finds it listed and deletes it', async ({
    page,
  }) => {
    const fileName = `Mock Test ${uniqueSuffix()}.pdf`;
    // The viewer is another page; its URL is what this page promises, whatever renders there.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'PDF Tools' }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
    for (const card of ['Student Management', 'Score Analytics', 'Content Management']) {
      await expect(page.getByRole('link', { name: new RegExp(card) })).toBeVisible();
    }
    await expect(page.getByText('Maximum file size: 50MB')).toBeVisible();
    await expect(page.getByText(/^PDF storage: .+ of 2 GB used$/)).toBeVisible();
    const upload = page.getByRole('button', { name: 'Upload & View PDF' });
    await expect(upload).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // A text file named x.pdf, through the file chooser.
    const chooser = page.getByLabel('Choose a PDF');
    await chooser.setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
    await expect(page.getByRole('alert')).toHaveText('Please select a PDF file.');
    await expect(upload).toBeDisabled();

    // The same, dropped.
    await dropFile(page, 'x.pdf', 'just some text');
    await expect(page.getByRole('alert')).toHaveText('Please upload only PDF files.');

    // A real PDF: its name and size show, and Remove File takes it away again.
    await chooser.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await expect(page.getByRole('alert')).toHaveCount(0);
    const chosen = page.getByRole('definition').filter({ hasText: fileName });
    await expect(chosen).toBeVisible();
    await expect(page.getByText('0.01 MB')).toBeVisible();
    await page.getByRole('button', { name: 'Remove File' }).click();
    await expect(chosen).toHaveCount(0);
    await expect(upload).toBeDisabled();

    await chooser.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await expectNoSeriousA11yViolations(page);
    await upload.click();
    await expect(page.getByRole('progressbar', { name: 'Processing' })).toBeVisible();
    await expect.poll(() => visited.find((url) => new RegExp(`/admin-portal/pdf-viewer\\?file=${UUID}$`).test(url))).toBeTruthy();
    const viewerUrl = new URL(visited.find((url) => url.includes('/admin-portal/pdf-viewer'))!);
    const pdfId = viewerUrl.searchParams.get('file')!;

    await page.goto('/admin-portal');
    const table = page.getByRole('table', { name: 'Your PDFs' });
    const row = table.getByRole('row').filter({ hasText: fileName });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: `Open ${fileName}` })).toHaveAttribute(
      'href',
      `/admin-portal/pdf-viewer?file=${pdfId}`,
    );
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: `Delete ${fileName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete PDF' });
    await expect(dialog).toContainText(`Delete "${fileName}"? This cannot be undone.`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('PDF deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("a developer's portal sits in the developer console and does not list a centre's PDFs", async ({ page, browser }) => {
    const fileName = `Centre only ${uniqueSuffix()}.pdf`;
    const adminPage = await (await browser.newContext()).newPage();
    await signIn(adminPage, ADMIN);
    await adminPage.goto('/admin-portal');
    await adminPage.getByLabel('Choose a PDF').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await adminPage.getByRole('button', { name: 'Upload & View PDF' }).click();
    await adminPage.waitForURL((url) => !url.pathname.endsWith('/admin-portal'));

    await signIn(page, DEVELOPER);
    await page.getByRole('navigation', { name: 'Developer console' }).getByRole('link', { name: 'PDF Tools' }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
    // Information only: a developer has none of the centre's console pages.
    await expect(page.getByText('Student Management')).toBeVisible();
    await expect(page.getByRole('link', { name: /Student Management/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your PDFs' })).toBeVisible();
    await expect(page.getByText('Loading your PDFs...')).toHaveCount(0);
    await expect(page.getByText(fileName)).toHaveCount(0);
    // The platform's own PDFs have no quota, so no usage line.
    await expect(page.getByText(/^PDF storage: /)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The centre's PDF is deleted again: other tests share the demo centre.
    await adminPage.goto('/admin-portal');
    await adminPage.getByRole('button', { name: `Delete ${fileName}` }).click();
    await adminPage.getByRole('alertdialog', { name: 'Delete PDF' }).getByRole('button', { name: 'Delete' }).click();
    await expect(adminPage.getByText(fileName)).toHaveCount(0);
  });

  test('a candidate opening /admin-portal is sent to the login page', async ({ page }) => {
    await signIn(page, CANDIDATE);
    await page.goto('/admin-portal');
    await expect(page).toHaveURL(/\/login$/);
  });
});
