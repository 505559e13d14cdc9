import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Queue, QueueEvents } from 'bullmq';
import { withDatabase } from './support/database';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const FIXTURES = path.join(__dirname, '../apps/api/test/fixtures');
const INGEST = 'ingest-exam-part';
const api = (route: string) => `${process.env.E2E_API_URL}/api${route}`;

async function developerToken(): Promise<string> {
  const response = await fetch(api('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ candidate_id: 'developer', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

const file = (name: string, type: string) => new File([new Uint8Array(readFileSync(path.join(FIXTURES, name)))], name, { type });

/** A listening part of the demo centre, uploaded through the api and ingested; returns its id. */
async function uploadPart(token: string, group: string): Promise<string> {
  const tenantId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM tenants WHERE name = 'Demo Centre'`);
    return rows[0]!.id;
  });
  const form = new FormData();
  form.set('tenantId', tenantId);
  form.set('testGroup', group);
  form.set('section', 'listening');
  form.set('part', '2');
  form.set('jsonFile', file('listening-part-with-map.json', 'application/json'));
  form.set('solutionFile', file('listening-part-with-map.solution.json', 'application/json'));
  form.set('audioFile', file('listening-part.mp3', 'audio/mpeg'));
  form.append('images', file('town-map.png', 'image/png'));
  const response = await fetch(api('/developer/upload-exam'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(202);
  const id = ((await response.json()) as { exam: { id: string } }).exam.id;
  await expect
    .poll(async () => {
      const part = await fetch(api(`/developer/exams/${id}`), { headers: { authorization: `Bearer ${token}` } });
      return ((await part.json()) as { exam: { processing_status: string } }).exam.processing_status;
    })
    .toBe('completed');
  return id;
}

test.describe('queue monitor', () => {
  test('a job that failed for a transient reason shows with its reason, and Retry after the fix completes it', async ({
    page,
  }) => {
    const token = await developerToken();
    const partId = await uploadPart(token, `E2E Queues ${uniqueSuffix()}`);
    const connection = { url: process.env.E2E_REDIS_URL! };
    const prefix = `${process.env.E2E_REDIS_PREFIX!}bull`;
    const queue = new Queue(INGEST, { connection, prefix });
    const events = new QueueEvents(INGEST, { connection, prefix });
    const jobId = `e2e-retry-${uniqueSuffix()}`;
    const contentKey = (key: string) =>
      withDatabase((client) =>
        client.query(`UPDATE exam_parts SET files = jsonb_set(files, '{json,key}', to_jsonb($2::text)) WHERE id = $1`, [
          partId,
          key,
        ]),
      );
    try {
      await events.waitUntilReady();
      // The part's stored content is out of reach (say, a volume not mounted yet): its ingestion fails.
      const key = await withDatabase(async (client) => {
        const { rows } = await client.query<{ key: string }>(
          `SELECT files->'json'->>'key' AS key FROM exam_parts WHERE id = $1`,
          [partId],
        );
        return rows[0]!.key;
      });
      await contentKey(`${key}.missing`);
      const job = await queue.add('ingest', { examPartId: partId, tenantId: await tenantOf(partId) }, { jobId, attempts: 1 });
      await expect(job.waitUntilFinished(events, 15_000)).rejects.toThrow();

      await signIn(page, 'developer');
      await page.getByRole('link', { name: 'Queues' }).first().click();
      await expect(page).toHaveURL(/\/dev\/queues$/);
      await expect(page.getByRole('heading', { name: 'Queue Monitor' })).toBeVisible();
      const queues = page.getByRole('table', { name: 'Queues' });
      await expect(queues.getByRole('row', { name: /Ingest exam part/ })).toBeVisible();
      await queues.getByRole('button', { name: 'Ingest exam part' }).click();
      await expect(page.getByRole('heading', { name: 'Jobs of Ingest exam part' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Failed', pressed: true })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(jobId) });
      await expect(row).toBeVisible();
      await expect(row).toContainText(/ENOENT|no such file/);
      await expectNoSeriousA11yViolations(page);

      // Fixed: the retry runs it again, to completed.
      await contentKey(key);
      await row.getByRole('button', { name: `Retry job ${jobId}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Retry job' });
      await expect(dialog).toContainText('Run this failed job again?');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Job queued again').first()).toBeVisible();
      await page.getByRole('button', { name: 'Completed' }).click();
      const done = page.getByRole('row', { name: new RegExp(jobId) });
      await expect(done).toBeVisible({ timeout: 15_000 });
      await expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      await page.getByRole('button', { name: 'Failed' }).click();
      await expect(page.getByRole('row', { name: new RegExp(jobId) })).toHaveCount(0);
    } finally {
      await events.close();
      await queue.remove(jobId).catch(() => undefined);
      await queue.close();
      // The demo bank stays the sample test's.
      await fetch(api(`/developer/exams/${partId}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    }
  });

  test('Bull Board opens from the monitor for a developer, under the CSP', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await signIn(page, 'developer');
    await page.goto('/dev/queues');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Open Bull Board' }).click()]);
    await expect(popup).toHaveURL(/\/api\/ops\/queues$/);
    await popup.close();

    await page.goto('/api/ops/queues');
    await expect(page.getByText(INGEST).first()).toBeVisible();
    await expect(page.getByText('housekeeping').first()).toBeVisible();
    expect(blocked).toEqual([]);
  });
});

async function tenantOf(partId: string): Promise<string> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ tenant_id: string }>(`SELECT tenant_id FROM exam_parts WHERE id = $1`, [partId]);
    return rows[0]!.tenant_id;
  });
}
