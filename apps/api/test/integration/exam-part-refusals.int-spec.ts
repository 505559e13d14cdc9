import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fillText, formatBytes, UPLOAD_JSON_MAX_DEPTH, UploadLimits, UploadTexts } from '@cdi/contracts';
import { ExamPartEntity } from '@cdi/db';
import { FIXTURES, textFile, uploadPart } from '../support/exam-uploads';
import { insertCompletedPart } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

/** What a raw streaming upload saw: the answer, and whether the client had finished sending by then. */
interface EarlyAnswer {
  status: number;
  body: { success: boolean; error: string; field?: string };
  clientHadFinishedSending: boolean;
  bytesSent: number;
}

/**
 * Sends an upload whose image is `imageBytes` long the way a slow client would: the form fields and
 * the JSON, then the image a chunk at a time, up to `sendAtMost` bytes of it, and then it stops and
 * waits without ending the request. Resolves with the api's answer, or rejects after `waitMs`.
 */
function streamUpload(
  baseUrl: string,
  token: string,
  fields: Record<string, string>,
  image: { imageBytes: number; sendAtMost: number },
  waitMs = 15_000,
): Promise<EarlyAnswer> {
  const boundary = `----cdi${randomBytes(8).toString('hex')}`;
  const textPart = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (name: string, filename: string, type: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const json = readFileSync(path.join(FIXTURES, 'reading-passage.json'));
  const head = Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => textPart(name, value))
        .join(''),
    ),
    Buffer.from(filePart('jsonFile', 'passage.json', 'application/json')),
    json,
    Buffer.from(`\r\n${filePart('images', 'huge.png', 'image/png')}`),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${baseUrl}/api/developer/upload-exam`);

  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + image.imageBytes + tail.length),
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer within ${waitMs} ms after sending ${formatBytes(bytesSent)} of the image`));
    }, waitMs);
    request.on('response', (response) => {
      const clientHadFinishedSending = request.writableEnded;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          clientHadFinishedSending,
          bytesSent,
        });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.write(head);
    const chunk = Buffer.alloc(256 * 1024, 7);
    const sendMore = () => {
      while (bytesSent < image.sendAtMost) {
        bytesSent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', sendMore);
      }
      // Stop here, the rest of the image unsent and the request not ended: only an early answer can come.
    };
    sendMore();
  });
}

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

  it('refuses an image over its limit with 413 as it streams in, before the client has sent the rest, storing nothing', async () => {
    const ownTenant = await createTenant(stack.http, dev);
    const limit = UploadLimits.images.maxBytes;
    const answer = await streamUpload(
      stack.http.baseUrl,
      dev,
      { tenantId: ownTenant.id, testGroup: 'Streaming', section: 'reading', part: '1' },
      // A 20 MB image, of which the client sends only a little past the limit and then waits.
      { imageBytes: 20 * 1024 * 1024, sendAtMost: limit + 512 * 1024 },
    );
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
