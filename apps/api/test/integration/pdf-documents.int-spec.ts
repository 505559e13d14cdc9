import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_BASE,
  fillText,
  formatBytes,
  formatMegabytes,
  PDF_MAX_BYTES,
  PDF_MAX_DOCUMENTS,
  PDF_STORAGE_QUOTA_DEFAULT_BYTES,
  PdfDocumentPaths,
  type PdfDocument,
  PdfDocumentResponseSchema,
  PdfDocumentsResponseSchema,
  PdfTexts,
  pathTo,
  TenantDetailResponseSchema,
  TenantResponseSchema,
} from '@cdi/contracts';
import { AuditLogEntity, PdfDocumentEntity } from '@cdi/db';
import { FIXTURES } from '../support/exam-uploads';
import { createTenant, type CreatedTenant, developerToken, insertStudent } from '../support/fixtures';
import type { HttpClient, TestResponse } from '../support/http-client';
import { sendSlowUpload } from '../support/slow-upload';
import { FILE_STORES, fileStoreOf, startTestStack, type TestStack } from '../support/test-stack';

const SAMPLE_PDF = readFileSync(path.join(__dirname, '../../../../content/pdf-fixtures/two-page-sample.pdf'));

/** The sample PDF grown to `bytes` by trailing padding, which PDF readers ignore. */
const pdfOfSize = (bytes: number) => Buffer.concat([SAMPLE_PDF, Buffer.alloc(bytes - SAMPLE_PDF.length, 0x20)]);

type UploadAnswer = TestResponse<{ pdf: PdfDocument; error?: string; field?: string }>;

function upload(client: HttpClient, token: string, bytes: Buffer, name: string, type = 'application/pdf'): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return client.request('POST', PdfDocumentPaths.list, { token, multipart: form });
}

async function fileBytes(
  baseUrl: string,
  token: string,
  pdfId: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${baseUrl}${API_BASE}${pathTo(PdfDocumentPaths.file, { pdfId })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe.each(FILE_STORES)('stored PDFs (%s files)', (files) => {
  let stack: TestStack;
  let dev: string;
  let tenant: CreatedTenant;
  let admin: string;
  let otherAdmin: string;

  beforeAll(async () => {
    stack = await startTestStack({ files });
    dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const other = await createTenant(stack.http, dev);
    otherAdmin = await stack.http.login(other.adminLoginId, other.adminPassword);
  });
  afterAll(() => stack.close());

  it('uploads a PDF, lists it newest first with its uploader, serves the same bytes back, and deletes row and file', async () => {
    const first = await upload(stack.http, admin, SAMPLE_PDF, 'Mock Test 1.pdf');
    expect(first.status).toBe(201);
    expect(PdfDocumentResponseSchema.parse(first.body).pdf).toMatchObject({
      file_name: 'Mock Test 1.pdf',
      size_bytes: SAMPLE_PDF.length,
    });
    const second = await upload(stack.http, admin, SAMPLE_PDF, 'Mock Test 2.pdf');
    expect(second.status).toBe(201);

    const list = await stack.http.get(PdfDocumentPaths.list, admin);
    expect(list.status).toBe(200);
    const { pdfs } = PdfDocumentsResponseSchema.parse(list.body);
    expect(pdfs.map((p) => p.file_name)).toEqual(['Mock Test 2.pdf', 'Mock Test 1.pdf']);
    expect(pdfs[0]!.uploaded_by).toEqual(expect.any(String));
    expect(pdfs[0]!.uploaded_by).not.toBe('');

    const file = await fileBytes(stack.http.baseUrl, admin, first.body.pdf.id);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(SAMPLE_PDF)).toBe(true);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toMatch(/^private/);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Mock Test 1.pdf"; filename*=UTF-8''Mock%20Test%201.pdf`,
    );

    const row = await stack.dataSource.getRepository(PdfDocumentEntity).findOneByOrFail({ id: first.body.pdf.id });
    expect(row.tenantId).toBe(tenant.id);
    expect(row.fileKey).toBe(`tenants/${tenant.id}/pdfs/${row.id}.pdf`);
    const store = fileStoreOf(stack.env);
    expect(await store.exists(row.fileKey)).toBe(true);

    const deleted = await stack.http.request('DELETE', pathTo(PdfDocumentPaths.one, { pdfId: row.id }), { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await store.exists(row.fileKey)).toBe(false);
    expect((await fileBytes(stack.http.baseUrl, admin, row.id)).status).toBe(404);
    const after = PdfDocumentsResponseSchema.parse((await stack.http.get(PdfDocumentPaths.list, admin)).body);
    expect(after.pdfs.map((p) => p.id)).toEqual([second.body.pdf.id]);

    const audit = await stack.dataSource
      .getRepository(AuditLogEntity)
      .findBy({ targetType: 'pdf', targetId: row.id, tenantId: tenant.id });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['pdf.delete', 'pdf.upload']);
  });

  it('answers 404 for a PDF whose file is gone from the store, without the file’s validators or caching', async () => {
    const uploaded = await upload(stack.http, admin, SAMPLE_PDF, 'Gone.pdf');
    const row = await stack.dataSource.getRepository(PdfDocumentEntity).findOneByOrFail({ id: uploaded.body.pdf.id });
    await fileStoreOf(stack.env).remove(row.fileKey);
    const answer = await fileBytes(stack.http.baseUrl, admin, row.id);
    expect(answer.status).toBe(404);
    // Express tags the error's own JSON; the file's strong ETag (32 characters) must not be on it.
    expect(answer.headers.get('etag') ?? '').not.toMatch(/^"[\w-]{32}"$/);
    expect(answer.headers.get('content-disposition')).toBeNull();
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]/);
  });

  it('keeps only the last segment of the sent name, and names any file exactly in Content-Disposition', async () => {
    const answer = await upload(stack.http, admin, SAMPLE_PDF, 'C:\\Users\\me\\Résumé (final).pdf');
    expect(answer.status).toBe(201);
    expect(answer.body.pdf.file_name).toBe('Résumé (final).pdf');
    const file = await fileBytes(stack.http.baseUrl, admin, answer.body.pdf.id);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.pdf`,
    );
  });

  it('stores, lists and serves the cleaned name: no bidi controls, no path, ending in .pdf', async () => {
    const answer = await upload(stack.http, admin, SAMPLE_PDF, '../../x\u202Egnp.exe');
    expect(answer.status).toBe(201);
    expect(answer.body.pdf.file_name).toBe('xgnp.exe.pdf');
    const row = await stack.dataSource.getRepository(PdfDocumentEntity).findOneByOrFail({ id: answer.body.pdf.id });
    expect(row.fileName).toBe('xgnp.exe.pdf');
    const { pdfs } = PdfDocumentsResponseSchema.parse((await stack.http.get(PdfDocumentPaths.list, admin)).body);
    expect(pdfs.find((p) => p.id === row.id)?.file_name).toBe('xgnp.exe.pdf');
    const file = await fileBytes(stack.http.baseUrl, admin, row.id);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="xgnp.exe.pdf"; filename*=UTF-8''xgnp.exe.pdf`);

    // A name stored before names were cleaned is shown and served cleaned too.
    await stack.dataSource.getRepository(PdfDocumentEntity).update({ id: row.id }, { fileName: 'old\u202Efdp.exe' });
    const relisted = PdfDocumentsResponseSchema.parse((await stack.http.get(PdfDocumentPaths.list, admin)).body).pdfs;
    expect(relisted.find((p) => p.id === row.id)?.file_name).toBe('oldfdp.exe.pdf');
    const served = await fileBytes(stack.http.baseUrl, admin, row.id);
    expect(served.headers.get('content-disposition')).toContain(`filename="oldfdp.exe.pdf"`);
  });

  it.each([
    ['a PNG', readFileSync(path.join(FIXTURES, 'town-map.png'))],
    ['a text file', Buffer.from('This is not a PDF at all, whatever its name says.')],
  ])('refuses %s named x.pdf with 400, judged by its bytes, storing nothing', async (_kind, bytes) => {
    const before = await stack.dataSource.getRepository(PdfDocumentEntity).countBy({ tenantId: tenant.id });
    const answer = await upload(stack.http, admin, bytes, 'x.pdf');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: 'Please upload only PDF files.', field: 'file' });
    expect(await stack.dataSource.getRepository(PdfDocumentEntity).countBy({ tenantId: tenant.id })).toBe(before);
  });

  it('refuses a 51 MB PDF with 413 while it streams in, before the client has sent the rest, storing nothing', async () => {
    const own = await createTenant(stack.http, dev);
    const ownAdmin = await stack.http.login(own.adminLoginId, own.adminPassword);
    const size = 51 * 1024 * 1024;
    const answer = await sendSlowUpload({
      url: `${stack.http.baseUrl}${API_BASE}${PdfDocumentPaths.list}`,
      token: ownAdmin,
      parts: [{ kind: 'file', name: 'file', filename: 'big.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n') }],
      declaredBytes: size,
      sendAtMost: PDF_MAX_BYTES + 512 * 1024,
      waitMs: 20_000,
    });
    expect(answer.clientHadFinishedSending).toBe(false);
    expect(answer.bytesSent).toBeLessThan(size);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe(fillText(PdfTexts.tooLarge, { size: formatMegabytes(size) }));
    expect(answer.body.error).toBe('The file is 51.0 MB; the maximum is 50MB.');
    expect(await fileStoreOf(stack.env).list(`tenants/${own.id}`)).toEqual([]);
    expect(await stack.dataSource.getRepository(PdfDocumentEntity).countBy({ tenantId: own.id })).toBe(0);
    expect((await stack.http.get('/health/live')).status).toBe(200);
  });

  it("answers another centre's PDF as a missing one: 404 on its file and its delete, absent from the list", async () => {
    const mine = await upload(stack.http, admin, SAMPLE_PDF, 'Ours.pdf');
    const pdfId = mine.body.pdf.id;
    const notFound = { success: false, error: PdfTexts.notFound };

    const theirFile = await stack.http.get(pathTo(PdfDocumentPaths.file, { pdfId }), otherAdmin);
    expect(theirFile.status).toBe(404);
    expect(theirFile.body).toEqual(notFound);
    const nobodys = await stack.http.get(pathTo(PdfDocumentPaths.file, { pdfId: randomUUID() }), otherAdmin);
    expect(nobodys.body).toEqual(theirFile.body);

    const theirDelete = await stack.http.request('DELETE', pathTo(PdfDocumentPaths.one, { pdfId }), { token: otherAdmin });
    expect(theirDelete.status).toBe(404);
    expect(theirDelete.body).toEqual(notFound);
    const theirList = PdfDocumentsResponseSchema.parse((await stack.http.get(PdfDocumentPaths.list, otherAdmin)).body);
    expect(theirList.pdfs.map((p) => p.id)).not.toContain(pdfId);

    // Still there for its own centre.
    expect((await fileBytes(stack.http.baseUrl, admin, pdfId)).status).toBe(200);
  });

  it("keeps a developer's PDFs (the platform's) apart from every centre's, both ways", async () => {
    const adminPdf = (await upload(stack.http, admin, SAMPLE_PDF, 'Centre only.pdf')).body.pdf;
    const devAnswer = await upload(stack.http, dev, SAMPLE_PDF, 'Platform only.pdf');
    expect(devAnswer.status).toBe(201);
    const devPdf = devAnswer.body.pdf;
    const row = await stack.dataSource.getRepository(PdfDocumentEntity).findOneByOrFail({ id: devPdf.id });
    expect(row.tenantId).toBeNull();
    expect(row.fileKey).toBe(`platform/pdfs/${devPdf.id}.pdf`);

    const devList = PdfDocumentsResponseSchema.parse((await stack.http.get(PdfDocumentPaths.list, dev)).body).pdfs;
    expect(devList.map((p) => p.id)).toContain(devPdf.id);
    expect(devList.map((p) => p.id)).not.toContain(adminPdf.id);
    const adminList = PdfDocumentsResponseSchema.parse((await stack.http.get(PdfDocumentPaths.list, admin)).body).pdfs;
    expect(adminList.map((p) => p.id)).toContain(adminPdf.id);
    expect(adminList.map((p) => p.id)).not.toContain(devPdf.id);

    expect((await fileBytes(stack.http.baseUrl, admin, devPdf.id)).status).toBe(404);
    expect((await fileBytes(stack.http.baseUrl, dev, adminPdf.id)).status).toBe(404);
    const adminDeletesDevs = await stack.http.request('DELETE', pathTo(PdfDocumentPaths.one, { pdfId: devPdf.id }), {
      token: admin,
    });
    expect(adminDeletesDevs.status).toBe(404);
    expect(adminDeletesDevs.body).toEqual({ success: false, error: PdfTexts.notFound });

    const devFile = await fileBytes(stack.http.baseUrl, dev, devPdf.id);
    expect(devFile.bytes.equals(SAMPLE_PDF)).toBe(true);
    expect((await stack.http.request('DELETE', pathTo(PdfDocumentPaths.one, { pdfId: devPdf.id }), { token: dev })).status).toBe(
      200,
    );
  });

  it(`refuses one PDF more than PDF_MAX_DOCUMENTS (${PDF_MAX_DOCUMENTS}) in one centre with 409`, async () => {
    const full = await createTenant(stack.http, dev);
    const fullAdmin = await stack.http.login(full.adminLoginId, full.adminPassword);
    await stack.dataSource.query(
      `INSERT INTO pdf_documents (tenant_id, file_name, size_bytes, file_key)
       SELECT $1::uuid, 'kept.pdf', 10, 'tenants/' || $1::text || '/pdfs/' || g || '.pdf' FROM generate_series(1, $2) g`,
      [full.id, PDF_MAX_DOCUMENTS],
    );
    const answer = await upload(stack.http, fullAdmin, SAMPLE_PDF, 'One too many.pdf');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(PdfTexts.tooMany);
    expect(await stack.dataSource.getRepository(PdfDocumentEntity).countBy({ tenantId: full.id })).toBe(PDF_MAX_DOCUMENTS);
    expect(await fileStoreOf(stack.env).list(`tenants/${full.id}`)).toEqual([]);
  });

  it('answers 401 without a session and 403 to a candidate, on every route', async () => {
    const student = await insertStudent(stack.dataSource, tenant.id);
    const candidate = await stack.http.login(student.loginId, 'student-pass-1');
    const pdfId = randomUUID();
    const calls: [string, string][] = [
      ['GET', PdfDocumentPaths.list],
      ['POST', PdfDocumentPaths.list],
      ['GET', pathTo(PdfDocumentPaths.file, { pdfId })],
      ['DELETE', pathTo(PdfDocumentPaths.one, { pdfId })],
    ];
    for (const [method, route] of calls) {
      expect({ method, route, status: (await stack.http.request(method, route)).status }).toEqual({ method, route, status: 401 });
      const asCandidate = await stack.http.request(method, route, { token: candidate });
      expect({ method, route, status: asCandidate.status }).toEqual({ method, route, status: 403 });
    }
    expect((await upload(stack.http, candidate, SAMPLE_PDF, 'x.pdf')).status).toBe(403);
  });

  describe('storage quota', () => {
    const MB = 1024 * 1024;
    const KB400 = 400 * 1024;
    const storageOf = async (token: string) =>
      PdfDocumentsResponseSchema.parse((await stack.http.get(PdfDocumentPaths.list, token)).body).storage;
    const setQuota = (tenantId: string, bytes: unknown) =>
      stack.http.request('PUT', `/developer/tenants/${tenantId}`, { token: dev, json: { pdf_storage_quota_bytes: bytes } });

    it('is 2 GB until a developer sets it, and the platform’s own PDFs have none', async () => {
      const fresh = await createTenant(stack.http, dev);
      const freshAdmin = await stack.http.login(fresh.adminLoginId, fresh.adminPassword);
      expect(await storageOf(freshAdmin)).toEqual({ used_bytes: 0, quota_bytes: PDF_STORAGE_QUOTA_DEFAULT_BYTES });
      expect(PDF_STORAGE_QUOTA_DEFAULT_BYTES).toBe(2 * 1024 ** 3);
      expect(await storageOf(dev)).toBeNull();
      const detail = TenantDetailResponseSchema.parse((await stack.http.get(`/developer/tenants/${fresh.id}`, dev)).body);
      expect(detail.tenant).toMatchObject({
        pdf_storage_used_bytes: 0,
        pdf_storage_quota_bytes: PDF_STORAGE_QUOTA_DEFAULT_BYTES,
      });
    });

    it('set small by the developer: fills up, refuses the next PDF with 413 saying how much of what is used, frees space on delete, and leaves other centres alone', async () => {
      const small = await createTenant(stack.http, dev);
      const smallAdmin = await stack.http.login(small.adminLoginId, small.adminPassword);
      const set = await setQuota(small.id, MB);
      expect(set.status).toBe(200);
      expect(TenantResponseSchema.parse(set.body).tenant).toMatchObject({
        pdf_storage_quota_bytes: MB,
        pdf_storage_used_bytes: 0,
      });

      const first = await upload(stack.http, smallAdmin, pdfOfSize(KB400), 'One.pdf');
      const second = await upload(stack.http, smallAdmin, pdfOfSize(KB400), 'Two.pdf');
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(await storageOf(smallAdmin)).toEqual({ used_bytes: 2 * KB400, quota_bytes: MB });

      const refused = await upload(stack.http, smallAdmin, pdfOfSize(KB400), 'Three.pdf');
      expect(refused.status).toBe(413);
      expect(refused.body).toEqual({
        success: false,
        field: 'file',
        error: fillText(PdfTexts.storageFull, { used: formatBytes(2 * KB400), quota: formatBytes(MB), size: formatBytes(KB400) }),
      });
      expect(refused.body.error).toBe(
        "Your centre's PDF storage is full: 800 KB of 1 MB is used and this PDF needs 400 KB. Delete PDFs you no longer need, or ask the platform team for more space.",
      );
      expect(await stack.dataSource.getRepository(PdfDocumentEntity).countBy({ tenantId: small.id })).toBe(2);
      // What still fits is taken.
      expect((await upload(stack.http, smallAdmin, pdfOfSize(200 * 1024), 'Small.pdf')).status).toBe(201);

      // Another centre keeps its own (default) quota and usage.
      expect((await upload(stack.http, otherAdmin, pdfOfSize(KB400), 'Theirs.pdf')).status).toBe(201);
      expect((await storageOf(otherAdmin))?.quota_bytes).toBe(PDF_STORAGE_QUOTA_DEFAULT_BYTES);

      const removed = await stack.http.request('DELETE', pathTo(PdfDocumentPaths.one, { pdfId: first.body.pdf.id }), {
        token: smallAdmin,
      });
      expect(removed.status).toBe(200);
      expect(await storageOf(smallAdmin)).toEqual({ used_bytes: KB400 + 200 * 1024, quota_bytes: MB });
      expect((await upload(stack.http, smallAdmin, pdfOfSize(KB400), 'Three.pdf')).status).toBe(201);

      const detail = TenantDetailResponseSchema.parse((await stack.http.get(`/developer/tenants/${small.id}`, dev)).body);
      expect(detail.tenant).toMatchObject({ pdf_storage_used_bytes: 2 * KB400 + 200 * 1024, pdf_storage_quota_bytes: MB });
      const audit = await stack.dataSource
        .getRepository(AuditLogEntity)
        .findOneByOrFail({ action: 'tenant.update', targetId: small.id });
      expect(audit.details).toMatchObject({ changed: ['pdf_storage_quota_bytes'], pdfStorageQuotaBytes: MB });
    });

    it('holds under concurrent uploads: of six 400 KB PDFs sent at once into 1 MB, exactly two are kept', async () => {
      const busy = await createTenant(stack.http, dev);
      const busyAdmin = await stack.http.login(busy.adminLoginId, busy.adminPassword);
      expect((await setQuota(busy.id, MB)).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => upload(stack.http, busyAdmin, pdfOfSize(KB400), `Rush ${i}.pdf`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 413, 413, 413, 413]);
      expect(await storageOf(busyAdmin)).toEqual({ used_bytes: 2 * KB400, quota_bytes: MB });
    });

    it.each([0, MB - 1, 1024 ** 4 + 1, MB + 0.5, '2048'])(
      'refuses a quota of %p with 400 naming the field, and keeps the one set',
      async (bytes) => {
        const answer = await setQuota(tenant.id, bytes);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ success: false, error: PdfTexts.quotaRange, field: 'pdf_storage_quota_bytes' });
        expect((await storageOf(admin))?.quota_bytes).toBe(PDF_STORAGE_QUOTA_DEFAULT_BYTES);
      },
    );
  });
});
