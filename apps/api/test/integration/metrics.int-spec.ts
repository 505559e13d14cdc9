import { type AnswerAck, ExamEvents, REQUEST_ID_HEADER } from '@cdi/contracts';
import type { Socket } from 'socket.io-client';
import { emitAck, examScenario, examSocket } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

const TOKEN = 'metrics-token-for-the-integration-test';

/** The Prometheus text format, line by line: comments, or `name{labels} value`. */
const SAMPLE_LINE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? -?(\d+(\.\d+)?([eE][-+]?\d+)?|NaN|[+-]Inf)( -?\d+)?$/;

function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    expect({ line, valid: SAMPLE_LINE.test(line) }).toEqual({ line, valid: true });
    const space = line.lastIndexOf(' ');
    found.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return found;
}

async function scrape(stack: TestStack, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.http.baseUrl}/api/metrics`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('GET /api/metrics and request ids', () => {
  let stack: TestStack;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // This test runs from 127.0.0.1: an allow list without loopback makes it an outside caller.
    stack = await startTestStack({ env: { METRICS_ALLOW: '203.0.113.7', METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await stack.close();
  });

  it('refuses an anonymous caller from an address not allowed, and a wrong token', async () => {
    const anonymous = await scrape(stack);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(anonymous.text).not.toContain('process_cpu');
    expect(JSON.parse(anonymous.text)).toMatchObject({ success: false });
    const wrong = await scrape(stack, { authorization: 'Bearer not-the-metrics-token' });
    expect(wrong.status).toBe(401);
    // A session token is not a metrics token, even a developer's.
    const session = await scrape(stack, { authorization: `Bearer ${await developerToken(stack.http)}` });
    expect(session.status).toBe(401);
  });

  it('answers the token with Prometheus text: process metrics, HTTP durations by route, acks, sockets, queues', async () => {
    // Some traffic to measure: a REST call with a route parameter and a saved answer.
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    const scenario = await examScenario(stack, tenant, 1);
    const candidate = await examSocket(stack.http.baseUrl, scenario.tokens[0]!);
    sockets.push(candidate);
    const attemptId = scenario.attemptIds[0]!;
    await emitAck(candidate, ExamEvents.join, { attemptId });
    await emitAck(candidate, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    const ack = await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: '1',
      value: 'A',
      seq: 1,
    });
    expect(ack.ok).toBe(true);
    await stack.http.get(`/developer/tenants/${tenant.id}`, await developerToken(stack.http));

    const response = await scrape(stack, { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const metrics = samples(response.text);
    expect(metrics.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metrics.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      [...metrics.keys()].some(
        (k) => k.startsWith('cdi_http_request_duration_seconds_count{') && k.includes('route="/api/developer/tenants/:id"'),
      ),
    ).toBe(true);
    expect(metrics.get('cdi_answer_ack_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(metrics.get('cdi_answer_ack_seconds_bucket{le="+Inf"}')).toBe(metrics.get('cdi_answer_ack_seconds_count'));
    expect(metrics.get('cdi_sockets_connected{namespace="/exam"}')).toBe(1);
    expect(metrics.has('cdi_queue_jobs{queue="ingest-exam-part",state="waiting"}')).toBe(true);
    expect(metrics.has('cdi_queue_jobs{queue="timers",state="delayed"}')).toBe(true);
  });

  it('gives every response a request id, keeping a plain one the proxy sent', async () => {
    const fresh = await stack.http.get('/health/live');
    expect(fresh.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const other = await stack.http.get('/health/live');
    expect(other.headers.get(REQUEST_ID_HEADER)).not.toBe(fresh.headers.get(REQUEST_ID_HEADER));
    const given = await stack.http.request('GET', '/auth/me', { headers: { [REQUEST_ID_HEADER]: 'edge-4f2a91' } });
    expect(given.status).toBe(401);
    expect(given.headers.get(REQUEST_ID_HEADER)).toBe('edge-4f2a91');
  });
});
