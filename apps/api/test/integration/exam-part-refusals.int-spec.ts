import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fillText,
  formatBytes,
  type QueueSummary,
  Queues,
  Texts,
  UPLOAD_JSON_MAX_DEPTH,
  UploadLimits,
  UploadTexts,
} from '@cdi/contracts';
import { ExamPartEntity } from '@cdi/db';
import { FIXTURES, textFile, uploadPart } from '../support/exam-uploads';
import { insertCompletedPart } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken } from '../support/fixtures';
import { sendSlowUpload } from '../support/slow-upload';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('exam parts: clear refusals instead of server errors', () => {
  let stack: TestStack;
  let dev: string;
  let tenant: CreatedTenant;

  beforeAll(async () => {
    stack = await startTestStack();
    dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
  });
  afterAll(() => stack.close());

  it('refuses to delete a part a test uses (409 naming the tests) and keeps it', async () => {
    const listening = await insertCompletedPart(stack.dataSource, tenant.id, 'listening', 1);
    const admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    for (const title of ['Mock exam A', 'Mock template B']) {
      const created = await stack.http.request('POST', '/admin/test-making/create-test', {
        token: admin,
        json: { title, listeningParts: [listening.id, null, null, null], isTemplate: title.includes('template') },
      });
      expect(created.status).toBe(201);
    }

    const refused = await stack.http.request('DELETE', `/developer/exams/${listening.id}`, { token: dev });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: fillText(UploadTexts.partInUse, { title: listening.title, tests: '"Mock exam A", "Mock template B"' }),
    });
    expect(await stack.dataSource.getRepository(ExamPartEntity).existsBy({ id: listening.id })).toBe(true);
    expect((await stack.http.get(`/developer/exams/${listening.id}`, dev)).status).toBe(200);

    const unused = await insertCompletedPart(stack.dataSource, tenant.id, 'listening', 2);
    expect((await stack.http.request('DELETE', `/developer/exams/${unused.id}`, { token: dev })).status).toBe(200);
  });

  it('refuses a 300,000-deep JSON file at upload with 400 and a clear message, and stays healthy', async () => {
    const depth = 300_000;
    const response = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'reading',
      part: 1,
      jsonFile: textFile('['.repeat(depth) + ']'.repeat(depth), 'deep.json'),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      field: 'jsonFile',
      error: `JSON file "deep.json" nests more than ${UPLOAD_JSON_MAX_DEPTH} levels deep`,
    });
    expect((await stack.http.get('/health/live')).status).toBe(200);
    expect((await stack.http.get('/developer/exams', dev)).status).toBe(200);
  });

  it('refuses a part whose JSON holds a lone surrogate at upload with the storable-text message, queuing nothing', async () => {
    const ownTenant = await createTenant(stack.http, dev);
    const ingestJobs = async () => {
      const { body } = await stack.http.get<{ queues: QueueSummary[] }>('/developer/queues', dev);
      const counts = body.queues.find((q) => q.name === Queues.ingestExamPart.name)!.counts;
      return Object.values(counts).reduce((sum, n) => sum + n, 0);
    };
    const jobsBefore = await ingestJobs();
    const passage = readFileSync(path.join(FIXTURES, 'reading-passage.json'), 'utf8');
    // The JSON escape itself, as a file would carry it: it parses to a lone surrogate.
    const poisoned = passage.replace(/"title"\s*:\s*"/, '$&\\ud800');
    expect(poisoned).not.toBe(passage);

    const response = await uploadPart(stack.http, dev, {
      tenantId: ownTenant.id,
      section: 'reading',
      part: 1,
      jsonFile: textFile(poisoned, 'passage.json'),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: Texts.unsupportedCharacter, field: 'jsonFile' });
    expect(await stack.dataSource.getRepository(ExamPartEntity).countBy({ tenantId: ownTenant.id })).toBe(0);
    expect(existsSync(path.join(stack.env.FILES_DIR!, 'tenants', ownTenant.id))).toBe(false);
    expect(await ingestJobs()).toBe(jobsBefore);
  });

  it('refuses an image over its limit with 413 as it streams in, before the client has sent the rest, storing nothing', async () => {
    const ownTenant = await createTenant(stack.http, dev);
    const limit = UploadLimits.images.maxBytes;
    const fields = { tenantId: ownTenant.id, testGroup: 'Streaming', section: 'reading', part: '1' };
    const answer = await sendSlowUpload({
      url: `${stack.http.baseUrl}/api/developer/upload-exam`,
      token: dev,
      parts: [
        ...Object.entries(fields).map(([name, value]) => ({ kind: 'text' as const, name, value })),
        {
          kind: 'file',
          name: 'jsonFile',
          filename: 'passage.json',
          type: 'application/json',
          bytes: readFileSync(path.join(FIXTURES, 'reading-passage.json')),
        },
        { kind: 'file', name: 'images', filename: 'huge.png', type: 'image/png' },
      ],
      // A 20 MB image, of which the client sends only a little past the limit and then waits.
      declaredBytes: 20 * 1024 * 1024,
      sendAtMost: limit + 512 * 1024,
    });
    expect(answer.clientHadFinishedSending).toBe(false);
    expect(answer.bytesSent).toBeLessThan(20 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      field: 'images',
      error: fillText(UploadTexts.tooLargeWhileReceiving, { label: 'Image', name: 'huge.png', limit: formatBytes(limit) }),
    });

    expect(existsSync(path.join(stack.env.FILES_DIR!, 'tenants', ownTenant.id))).toBe(false);
    expect(await stack.dataSource.getRepository(ExamPartEntity).countBy({ tenantId: ownTenant.id })).toBe(0);
    expect((await stack.http.get('/health/live')).status).toBe(200);
  });
});
