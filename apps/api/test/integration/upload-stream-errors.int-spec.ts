import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import {
  API_BASE,
  ExamPartPaths,
  fillText,
  formatBytes,
  PDF_MAX_BYTES,
  PdfDocumentPaths,
  StudentLimits,
  StudentTexts,
  UploadLimits,
  UploadTexts,
} from '@cdi/contracts';
import { typists } from '../faults/support/typing-engines';
import { examScenario, type ExamScenario } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken } from '../support/fixtures';
import { sendSlowUpload } from '../support/slow-upload';
import { startTestStack, type TestStack } from '../support/test-stack';

const ENGINES = 20;
const IMPORT_PREVIEW = '/admin/students/import/preview';

/** A multipart body: text fields, then one file whose bytes are given; `end: false` leaves off the closing boundary. */
function multipartBody(
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; bytes: Buffer },
  { end = true } = {},
): { boundary: string; body: Buffer } {
  const boundary = `----cdi${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(parts.join('') + fileHead),
    file.bytes,
    Buffer.from(end ? `\r\n--${boundary}--\r\n` : ''),
  ]);
  return { boundary, body };
}

/** What a route answered to exactly these bytes (Content-Length counts them: the body ends where they end). */
async function post(baseUrl: string, route: string, token: string, contentType: string, body: Buffer) {
  const response = await fetch(`${baseUrl}${API_BASE}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

/** Sends the start of a body and then drops the connection, as a client that goes away mid-upload does. */
function abandon(baseUrl: string, route: string, token: string, contentType: string, start: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(new URL(`${baseUrl}${API_BASE}${route}`), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'content-length': String(start.length + 100_000),
      },
    });
    request.on('error', () => resolve());
    request.on('response', () => resolve());
    request.write(start, () =>
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 100),
    );
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  return readdir(dir, { recursive: true }).catch(() => []);
}

describe('upload routes and broken streams', () => {
  let stack: TestStack;
  let tenant: CreatedTenant;
  let scenario: ExamScenario;
  let dev: string;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    scenario = await examScenario(stack, tenant, ENGINES);
  }, 120_000);
  afterAll(() => stack.close());

  /** The tenant's exam parts and PDFs. */
  const tenantRows = async () => {
    const [counts] = await stack.dataSource.query(
      `SELECT (SELECT count(*)::int FROM exam_parts WHERE tenant_id = $1) AS parts,
              (SELECT count(*)::int FROM pdf_documents WHERE tenant_id = $1) AS pdfs`,
      [tenant.id],
    );
    return counts as { parts: number; pdfs: number };
  };

  it('answers truncated, garbage, oversized and abandoned bodies on every upload route while candidates type, and keeps every acked answer', async () => {
    const baseUrl = stack.http.baseUrl;
    const admin = scenario.adminToken;
    const filesBefore = await filesUnder(stack.env.FILES_DIR!);
    const rowsBefore = await tenantRows();
    const engines = await typists(baseUrl, scenario);
    // The candidates type until every upload has been answered.
    const uploadsDone = new AbortController();
    // The api answers throughout: a health check every 100 ms, each noted.
    const healthAnswers: number[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        healthAnswers.push(
          await fetch(`${baseUrl}${API_BASE}/health/live`, { signal: AbortSignal.timeout(5000) }).then(
            (r) => r.status,
            () => 0,
          ),
        );
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    try {
      const typing = engines.type(100_000, 15, uploadsDone.signal);

      const examFields = { tenantId: tenant.id, testGroup: 'Broken streams', section: 'reading', part: '1' };
      const routes = [
        {
          route: ExamPartPaths.upload,
          token: dev,
          fields: examFields,
          file: { name: 'jsonFile', filename: 'part.json', type: 'application/json' },
          unreadable: UploadTexts.unreadable,
          oversized: {
            name: 'solutionFile',
            bytes: UploadLimits.solutionFile.maxBytes + 1,
            error: fillText(UploadTexts.tooLargeWhileReceiving, {
              label: UploadLimits.solutionFile.label,
              name: 'big.bin',
              limit: formatBytes(UploadLimits.solutionFile.maxBytes),
            }),
          },
        },
        {
          route: PdfDocumentPaths.list,
          token: admin,
          fields: {},
          file: { name: 'file', filename: 'notes.pdf', type: 'application/pdf' },
          unreadable: UploadTexts.unreadable,
          oversized: null, // streamed below: 50 MB is sent only up to the refusal
        },
        {
          route: IMPORT_PREVIEW,
          token: admin,
          fields: {},
          file: { name: 'file', filename: 'class.csv', type: 'text/csv' },
          unreadable: StudentTexts.importFileUnreadable,
          oversized: { name: 'file', bytes: StudentLimits.importMaxBytes + 1, error: StudentTexts.importTooLarge },
        },
      ];

      for (const { route, token, fields, file, unreadable, oversized } of routes) {
        // A file part cut off before its closing boundary: the body ends mid-file.
        const cut = multipartBody(fields, { ...file, bytes: Buffer.from('{"title": "half a fi') }, { end: false });
        const truncated = await post(baseUrl, route, token, `multipart/form-data; boundary=${cut.boundary}`, cut.body);
        expect({ route, ...truncated }).toEqual({ route, status: 400, body: expect.objectContaining({ error: unreadable }) });

        // Garbage under a multipart content type, with and without a boundary.
        const noise = randomBytes(64 * 1024);
        const garbage = await post(baseUrl, route, token, 'multipart/form-data; boundary=----cdi-garbage', noise);
        expect({ route, ...garbage }).toEqual({ route, status: 400, body: expect.objectContaining({ error: unreadable }) });
        const noBoundary = await post(baseUrl, route, token, 'multipart/form-data', noise);
        expect({ route, ...noBoundary }).toEqual({ route, status: 400, body: expect.objectContaining({ error: unreadable }) });

        // A client that goes away mid-file.
        await abandon(baseUrl, route, token, `multipart/form-data; boundary=${cut.boundary}`, cut.body);

        if (oversized) {
          const big = multipartBody(fields, {
            name: oversized.name,
            filename: 'big.bin',
            type: 'application/octet-stream',
            bytes: Buffer.alloc(oversized.bytes, 0x61),
          });
          const tooLarge = await post(baseUrl, route, token, `multipart/form-data; boundary=${big.boundary}`, big.body);
          expect({ route, ...tooLarge }).toEqual({
            route,
            status: 413,
            body: expect.objectContaining({ error: oversized.error }),
          });
        }
        expect((await fetch(`${baseUrl}${API_BASE}/health/live`)).status).toBe(200);
      }

      // A JSON body cut off, and one abandoned mid-way.
      const cutJson = await post(baseUrl, IMPORT_PREVIEW, admin, 'application/json', Buffer.from('{"csv": "first_name,la'));
      expect(cutJson.status).toBe(400);
      await abandon(baseUrl, IMPORT_PREVIEW, admin, 'application/json', Buffer.from('{"csv": "first_name,la'));

      const pdfTooLarge = await sendSlowUpload({
        url: `${baseUrl}${API_BASE}${PdfDocumentPaths.list}`,
        token: admin,
        parts: [{ kind: 'file', name: 'file', filename: 'huge.pdf', type: 'application/pdf' }],
        declaredBytes: PDF_MAX_BYTES + 1024 * 1024,
        sendAtMost: PDF_MAX_BYTES + 1024 * 1024,
      });
      expect(pdfTooLarge.status).toBe(413);

      uploadsDone.abort();
      await typing;
      await engines.drained(60_000);
      watching = false;
      await watcher;

      expect(engines.acked()).toBeGreaterThan(ENGINES * 10);
      expect(healthAnswers.length).toBeGreaterThan(0);
      expect(healthAnswers.filter((status) => status !== 200)).toEqual([]);
      expect(await engines.ackedMissing(stack.dataSource)).toBe(0);
      expect((await engines.latestMissing(stack.dataSource)).missing).toBe(0);
      // Nothing half-received was kept: no part, no PDF, no file.
      expect(await tenantRows()).toEqual(rowsBefore);
      expect(await filesUnder(stack.env.FILES_DIR!)).toEqual(filesBefore);
    } finally {
      uploadsDone.abort();
      watching = false;
      engines.dispose();
    }
  }, 240_000);
});
