import { AuthPaths, EXAM_NAMESPACE, ExamEvents, type AnswerAck, type JoinAck } from '@cdi/contracts';
import { expect, test } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { createGroupSitting } from './support/database';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const api = () => process.env.E2E_API_URL!;

async function candidateToken(loginId: string): Promise<string> {
  const response = await fetch(`${api()}/api${AuthPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ candidate_id: loginId, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${loginId} failed (${response.status})`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A candidate of its own sitting, answering over the exam socket as the exam window does, one answer
 * every 250 ms until stopped: the traffic the developer's view must show.
 */
async function answeringCandidate(loginId: string, testTitle: string): Promise<{ stop: () => void; acks: () => number }> {
  const token = await candidateToken(loginId);
  const list = await fetch(`${api()}/api/admin/test-making/student/assigned-tests`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { assignedTests } = (await list.json()) as { assignedTests: { attempt_id: string; title?: string }[] };
  const attemptId = assignedTests[0]!.attempt_id;
  const socket: Socket = io(`${api()}${EXAM_NAMESPACE}`, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const joined = (await socket.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId })) as JoinAck;
  if (!joined.ok) throw new Error(`join refused for ${testTitle}: ${joined.message}`);
  await socket.timeout(10_000).emitWithAck(ExamEvents.soundCheck, { attemptId });
  await socket.timeout(10_000).emitWithAck(ExamEvents.sectionStart, { attemptId, section: 'listening' });
  let seq = 0;
  let saved = 0;
  const answer = async () => {
    seq++;
    const ack = (await socket.timeout(10_000).emitWithAck(ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: String(((seq - 1) % 10) + 1),
      value: seq % 2 ? 'A' : 'B',
      seq,
    })) as AnswerAck;
    if (!ack.ok) throw new Error(`answer refused: ${ack.message}`);
    saved++;
  };
  await answer();
  const timer = setInterval(() => void answer().catch(() => undefined), 250);
  return {
    stop: () => {
      clearInterval(timer);
      socket.close();
    },
    acks: () => saved,
  };
}

test.describe('developer console: live traffic', () => {
  test('while a candidate answers, the chart and the tenant table show answers per second', async ({ page }) => {
    const suffix = uniqueSuffix();
    const sitting = await createGroupSitting(1, `Live Traffic Test ${suffix}`, `LT${suffix.toUpperCase()}`);
    const candidate = await answeringCandidate(sitting.candidates[0]!.loginId, sitting.testTitle);
    try {
      await signIn(page, 'developer');
      await page.goto('/dev/live');
      await expect(page.getByRole('heading', { name: 'Live Traffic' })).toBeVisible();

      const chart = page.getByRole('figure', { name: 'Answers per second' });
      await expect(chart).toBeVisible({ timeout: 15_000 });
      const latest = chart.locator('[data-series="answersPerSecond"]');
      await expect.poll(async () => Number(await latest.textContent()), { timeout: 15_000 }).toBeGreaterThan(0);
      // The line is drawn: recharts has plotted a path for the series.
      await expect(chart.locator('path.recharts-line-curve')).toHaveCount(1);

      const tenants = page.getByRole('table', { name: 'Tenants live now' });
      const demo = tenants.getByRole('row', { name: /Demo Centre/ });
      await expect(demo).toBeVisible();
      await expect.poll(async () => Number((await demo.getByRole('cell').nth(2).textContent()) ?? 0)).toBeGreaterThan(0);

      const replicas = page.getByRole('table', { name: 'Api replicas' });
      await expect(replicas.getByRole('row')).not.toHaveCount(1);
      expect(candidate.acks()).toBeGreaterThan(1);
      await expectNoSeriousA11yViolations(page);
    } finally {
      candidate.stop();
    }
  });
});
