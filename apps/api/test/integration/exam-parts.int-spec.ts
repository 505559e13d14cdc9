import {
  type ExamPartSummary,
  formatBytes,
  OPS_NAMESPACE,
  OpsEvents,
  type QueueDone,
  type QueueFailed,
  type QueueProgress,
  type TestGroupSummary,
  TestTypeTexts,
  UploadLimits,
  UploadTexts,
} from '@cdi/contracts';
import { ExamPartEntity } from '@cdi/db';
import { io, type Socket } from 'socket.io-client';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_STUDENTS } from '../../src/demo/demo-data';
import { fixtureFile, textFile, uploadPart, waitForIngestion } from '../support/exam-uploads';
import { createTenant, type CreatedTenant, developerToken } from '../support/fixtures';
import { BROWSER_REVALIDATION } from '../support/http-client';
import { FILE_STORES, fileStoreOf, startTestStack, type TestStack } from '../support/test-stack';

/** Resolves once `ready` holds, checking every 20 ms for up to 10 s. */
async function waitFor(ready: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 10_000; !ready();) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(FILE_STORES)('exam part upload and ingestion (%s files)', (files) => {
  let stack: TestStack;
  let dev: string;
  let tenant: CreatedTenant;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, files });
    dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
  });
  afterAll(() => stack.close());

  const goodListening = () => ({
    tenantId: tenant.id,
    section: 'listening' as const,
    part: 2,
    jsonFile: fixtureFile('listening-part-with-map.json', 'part-2.json'),
    solutionFile: fixtureFile('listening-part-with-map.solution.json', 'part-2.solution.json'),
    audioFile: fixtureFile('listening-part.mp3', 'part-2.mp3'),
    images: [fixtureFile('town-map.png')],
  });

  it('ingests a good listening part to completed, with its range, count, audio length and image', async () => {
    const response = await uploadPart(stack.http, dev, goodListening());
    expect(response.status).toBe(202);
    expect(response.body.exam).toMatchObject({
      processing_status: 'pending',
      section: 'listening',
      part: 2,
      tenant_id: tenant.id,
    });
    expect(response.body.exam.title).toBe('Listening Test Integration Test Part 2');

    const part = await waitForIngestion(stack.http, dev, response.body.exam.id);
    expect(part.errors).toEqual([]);
    expect(part).toMatchObject({
      processing_status: 'completed',
      stage: 'stored',
      question_range: '11-20',
      question_count: 10,
      has_audio: true,
      has_solution: true,
      image_count: 1,
    });
    expect(part.audio_duration_seconds).toBeGreaterThan(3);
    expect(part.audio_duration_seconds).toBeLessThan(15);
    expect(part.exam_data).toMatchObject({ section: 'listening', title: 'A walk around Harbour Town' });
    expect(part.solution_data).toMatchObject({ answers: { '11': { accept: ['A'] } } });
    expect(part.files.images).toEqual([{ index: 0, name: 'town-map.png', mime: 'image/png', size: expect.any(Number) }]);
  });

  it('tells developers on /ops each stage in order, then done', async () => {
    const socket: Socket = io(`${stack.http.baseUrl}${OPS_NAMESPACE}`, { auth: { token: dev }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    // Every event is kept by part: the worker may report the first stages before the upload's answer
    // (which names the part) reaches this test.
    const progress: QueueProgress[] = [];
    const finished: QueueDone[] = [];
    socket.on(OpsEvents.progress, (event: QueueProgress) => progress.push(event));
    socket.on(OpsEvents.done, (event: QueueDone) => finished.push(event));
    try {
      const response = await uploadPart(stack.http, dev, goodListening());
      const examId = response.body.exam.id;
      const done = new Promise<QueueDone>((resolve) => {
        const check = () => {
          const event = finished.find((e) => e.examPartId === examId);
          if (event) resolve(event);
          else setTimeout(check, 20);
        };
        check();
      });
      await expect(done).resolves.toMatchObject({ status: 'completed', examPartId: examId });
      expect(progress.filter((e) => e.examPartId === examId).map((e) => e.stage)).toEqual([
        'received',
        'validating',
        'audio',
        'images',
        'stored',
      ]);
    } finally {
      socket.close();
    }
  });

  it('refuses /ops to anyone but a developer', async () => {
    const admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    for (const auth of [{ token: admin }, { token: 'not-a-token' }, {}]) {
      const socket = io(`${stack.http.baseUrl}${OPS_NAMESPACE}`, { auth, transports: ['websocket'], reconnection: false });
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toMatch(/sign in|access/i);
      socket.close();
    }
  });

  it('fails a malformed part at validation, with every problem and its path, tells /ops which step failed, and the worker keeps serving', async () => {
    const socket: Socket = io(`${stack.http.baseUrl}${OPS_NAMESPACE}`, { auth: { token: dev }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const progress: QueueProgress[] = [];
    const failures: QueueFailed[] = [];
    socket.on(OpsEvents.progress, (event: QueueProgress) => progress.push(event));
    socket.on(OpsEvents.failed, (event: QueueFailed) => failures.push(event));
    const broken = {
      section: 'listening',
      part: 1,
      title: 'Broken',
      questionGroups: [
        {
          type: 'multiple_choice',
          instructions: 'x',
          questions: [{ text: 'no number', options: { A: 'a' }, correctAnswer: 'A' }],
        },
      ],
    };
    const response = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'listening',
      part: 1,
      jsonFile: textFile(JSON.stringify(broken), 'broken.json'),
      audioFile: fixtureFile('listening-part.mp3'),
    });
    expect(response.status).toBe(202);
    const failed = await waitForIngestion(stack.http, dev, response.body.exam.id);
    expect(failed.processing_status).toBe('failed');
    const paths = failed.errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['questionGroups[0].questions[0].number', 'questionGroups[0].questions[0].correctAnswer']),
    );
    expect(failed.errors.every((e) => e.file && e.message)).toBe(true);
    expect(failed.exam_data).toBeNull();
    // Validation failed: ingestion stopped there, so audio and images were never reported as passed.
    expect(failed.stage).toBe('validating');
    const id = response.body.exam.id;
    await waitFor(() => failures.some((e) => e.examPartId === id));
    socket.close();
    expect(failures.find((e) => e.examPartId === id)).toMatchObject({ status: 'failed', stage: 'validating' });
    expect(progress.filter((e) => e.examPartId === id).map((e) => e.stage)).toEqual(['received', 'validating']);

    const next = await uploadPart(stack.http, dev, goodListening());
    expect((await waitForIngestion(stack.http, dev, next.body.exam.id)).processing_status).toBe('completed');
  });

  it('fails a part whose referenced image was not uploaded, naming where it is referenced', async () => {
    const response = await uploadPart(stack.http, dev, { ...goodListening(), images: [] });
    const failed = await waitForIngestion(stack.http, dev, response.body.exam.id);
    expect(failed.processing_status).toBe('failed');
    expect(failed.stage).toBe('images');
    expect(failed.errors).toEqual([
      {
        file: 'content',
        path: 'questionGroups[0].image',
        message: 'Image "town-map.png" is referenced but was not uploaded with the part',
      },
    ]);
  });

  it('fails a listening part without audio', async () => {
    const { audioFile: _audio, ...withoutAudio } = goodListening();
    const response = await uploadPart(stack.http, dev, withoutAudio);
    const failed = await waitForIngestion(stack.http, dev, response.body.exam.id);
    expect(failed.errors).toEqual([{ file: 'audio', path: '', message: 'A listening part needs its audio file' }]);
    expect(failed.stage).toBe('audio');
  });

  it('refuses at upload an oversized JSON (413), audio that is really an image (415) and JSON that does not parse (400)', async () => {
    const big = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'reading',
      part: 1,
      jsonFile: textFile(Buffer.alloc(3 * 1024 * 1024, 32), 'huge.json'),
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(
      `JSON file "huge.json" is larger than the limit of ${formatBytes(UploadLimits.jsonFile.maxBytes)}`,
    );

    const fakeAudio = await uploadPart(stack.http, dev, {
      ...goodListening(),
      audioFile: fixtureFile('town-map.png', 'recording.mp3', 'audio/mpeg'),
    });
    expect(fakeAudio.status).toBe(415);
    expect(fakeAudio.body).toMatchObject({
      field: 'audioFile',
      error: 'Audio file "recording.mp3" is not an audio file we accept (MP3, M4A, OGG, WAV or WebM)',
    });

    const notJson = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'reading',
      part: 1,
      jsonFile: textFile('{"oops":', 'p.json'),
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.field).toBe('jsonFile');
  });

  it('refuses an upload without its JSON or for a part number the section does not have', async () => {
    const missing = await uploadPart(stack.http, dev, { tenantId: tenant.id, section: 'reading', part: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please fill in all required fields and select a JSON file');
    const badPart = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'writing',
      part: 3,
      jsonFile: fixtureFile('reading-passage.json'),
    });
    expect(badPart.status).toBe(400);
    expect(badPart.body).toMatchObject({ field: 'part', error: 'Writing parts are numbered 1 to 2' });
  });

  it('streams audio with range requests and a strong ETag: a copy the browser holds answers 304, a resumed download keeps to it', async () => {
    const uploaded = await uploadPart(stack.http, dev, goodListening());
    await waitForIngestion(stack.http, dev, uploaded.body.exam.id);
    const url = `${stack.http.baseUrl}/api/developer/exams/${uploaded.body.exam.id}/audio`;
    const whole = await fetch(url, { headers: { authorization: `Bearer ${dev}` } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const partial = await fetch(url, { headers: { authorization: `Bearer ${dev}`, range: 'bytes=100-199' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);

    const etag = whole.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await fetch(url, {
      headers: { authorization: `Bearer ${dev}`, 'if-none-match': etag, ...BROWSER_REVALIDATION },
    });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const resumed = await fetch(url, { headers: { authorization: `Bearer ${dev}`, range: 'bytes=100-', 'if-range': etag } });
    expect(resumed.status).toBe(206);
    // A validator that is not the file's own gets the whole file again, not a piece of another.
    const stale = await fetch(url, { headers: { authorization: `Bearer ${dev}`, range: 'bytes=100-', 'if-range': '"other"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(size);
  });

  it('answers 404 "Exam part not found" for audio the store has lost, without the file’s ETag', async () => {
    const uploaded = await uploadPart(stack.http, dev, goodListening());
    const part = await waitForIngestion(stack.http, dev, uploaded.body.exam.id);
    const row = await stack.dataSource.getRepository(ExamPartEntity).findOneByOrFail({ id: part.id });
    await fileStoreOf(stack.env).remove(row.files.audio!.key);
    const lost = await fetch(`${stack.http.baseUrl}/api/developer/exams/${part.id}/audio`, {
      headers: { authorization: `Bearer ${dev}` },
    });
    expect(lost.status).toBe(404);
    expect(await lost.json()).toMatchObject({ error: UploadTexts.notFound });
    expect(lost.headers.get('etag') ?? '').not.toMatch(/^"[\w-]{32}"$/);
  });

  it('deletes a part with its files', async () => {
    const uploaded = await uploadPart(stack.http, dev, goodListening());
    const part = await waitForIngestion(stack.http, dev, uploaded.body.exam.id);
    const row = await stack.dataSource.getRepository(ExamPartEntity).findOneByOrFail({ id: part.id });
    const store = fileStoreOf(stack.env);
    expect(await store.exists(row.files.audio!.key)).toBe(true);
    expect((await stack.http.request('DELETE', `/developer/exams/${part.id}`, { token: dev })).status).toBe(200);
    expect((await stack.http.get(`/developer/exams/${part.id}`, dev)).status).toBe(404);
    expect(await store.list(`tenants/${tenant.id}/exam-parts/${part.id}`)).toEqual([]);
  });

  it('keeps each tenant’s parts and audio to itself', async () => {
    const uploaded = await uploadPart(stack.http, dev, goodListening());
    const id = uploaded.body.exam.id;
    await waitForIngestion(stack.http, dev, id);
    const other = await createTenant(stack.http, dev);
    const adminA = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const adminB = await stack.http.login(other.adminLoginId, other.adminPassword);

    expect((await stack.http.get(`/admin/exams/${id}`, adminA)).status).toBe(200);
    expect((await stack.http.get(`/admin/exams/${id}/audio`, adminA)).status).toBe(200);
    const listA = await stack.http.get<{ exams: ExamPartSummary[] }>('/admin/exams?section=listening', adminA);
    expect(listA.body.exams.map((e) => e.id)).toContain(id);

    expect((await stack.http.get(`/admin/exams/${id}`, adminB)).status).toBe(404);
    expect((await stack.http.get(`/admin/exams/${id}/audio`, adminB)).status).toBe(404);
    expect((await stack.http.get(`/admin/exams/${id}/images/0`, adminB)).status).toBe(404);
    expect((await stack.http.get(`/tests/admin/exams/${id}`, adminB)).status).toBe(404);
    const listB = await stack.http.get<{ exams: ExamPartSummary[] }>('/admin/exams', adminB);
    expect(listB.body.exams).toEqual([]);
  });

  it("shows the centre's admin who uploaded each part, and lists the centre's tests by type under the spec's keys", async () => {
    const uploaded = await uploadPart(stack.http, dev, { ...goodListening(), testGroup: 'Listening Only Mock' });
    const id = uploaded.body.exam.id;
    await waitForIngestion(stack.http, dev, id);
    const admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const uploader = { uploader_first_name: DEMO_DEVELOPER.firstName, uploader_last_name: DEMO_DEVELOPER.lastName };

    // The developer who uploaded the part belongs to no centre; the admin still sees their name.
    expect((await stack.http.get<{ exam: ExamPartSummary }>(`/admin/exams/${id}`, admin)).body.exam).toMatchObject(uploader);
    const list = await stack.http.get<{ exams: ExamPartSummary[] }>('/tests/admin/exams', admin);
    expect(list.body.exams.find((e) => e.id === id)).toMatchObject(uploader);

    const listeningMock = { id: 'listening only mock', test_type: 'listening', parts: { listening: 1, reading: 0, writing: 0 } };
    const asExams = await stack.http.get<{ exams?: TestGroupSummary[]; tests?: unknown }>('/admin/tests', admin);
    expect(asExams.status).toBe(200);
    expect(asExams.body.tests).toBeUndefined();
    expect(asExams.body.exams).toEqual(expect.arrayContaining([expect.objectContaining(listeningMock)]));

    const ofType = async (type: string) =>
      (await stack.http.get<{ tests: TestGroupSummary[] }>(`/tests/admin/tests?test_type=${type}`, admin)).body.tests;
    expect((await ofType('listening')).map((t) => t.id)).toContain('listening only mock');
    expect((await ofType('listening_only')).map((t) => t.id)).toContain('listening only mock');
    expect(await ofType('reading')).toEqual([]);
    expect((await ofType('listening')).every((t) => t.test_type === 'listening')).toBe(true);
    expect((await ofType('')).length).toBe(
      (await stack.http.get<{ tests: TestGroupSummary[] }>('/tests/admin/tests', admin)).body.tests.length,
    );

    const wrong = await stack.http.get<{ error: string }>('/tests/admin/tests?test_type=speaking', admin);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(TestTypeTexts.invalid);
  });

  it('never gives a candidate exam content or solutions through these calls', async () => {
    const uploaded = await uploadPart(stack.http, dev, goodListening());
    const id = uploaded.body.exam.id;
    await waitForIngestion(stack.http, dev, id);
    const candidate = await stack.http.login(DEMO_STUDENTS[0]!.loginId, DEMO_PASSWORD);
    for (const path of [
      `/admin/exams/${id}`,
      `/developer/exams/${id}/solution-data`,
      `/tests/exam/${id}`,
      `/tests/exam/${id}/audio`,
      '/admin/exams',
    ]) {
      expect((await stack.http.get(path, candidate)).status).toBe(403);
    }
  });

  it('shows staff the candidate view at /tests/exam/:id: no transcript, no solution', async () => {
    const uploaded = await uploadPart(stack.http, dev, goodListening());
    const id = uploaded.body.exam.id;
    await waitForIngestion(stack.http, dev, id);
    const admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const response = await stack.http.get<{ exam: { content: Record<string, unknown>; audio_url: string } }>(
      `/tests/exam/${id}`,
      admin,
    );
    expect(response.status).toBe(200);
    expect(response.body.exam.content).not.toHaveProperty('transcript');
    expect(JSON.stringify(response.body)).not.toMatch(/accept|solution/);
    expect(response.body.exam.audio_url).toBe(`/api/tests/exam/${id}/audio`);
  });
});
