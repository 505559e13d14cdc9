import {
  type AssignedTest,
  type AssignedTestDetailResponse,
  CONTENT_VERSION_PARAM,
  ExamEvents,
  type JoinAck,
  type RecordingAck,
  RECORDING_PASS_PARAM,
  type SectionAck,
  type SectionContentResponse,
  Texts,
} from '@cdi/contracts';
import { AssignmentEntity, ExamPartEntity } from '@cdi/db';
import type { Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { fileStoreOf, sharedTestStack, type TestStack } from '../support/test-stack';

const RECORDING = Buffer.from('ID3 a listening recording');
const OPENS_AT = new Date('2026-11-27T16:00:00.000Z');
const CLOSES_AT = new Date('2099-11-27T18:22:00.000Z');

/**
 * The candidate's own test overview (spec 2): each part's outline, whether it has a recording, and the
 * test's window; never a URL of its content or its recording. The recording itself plays only to the
 * exam window that joined the attempt (its pass), while Listening is open.
 */
describe('student test overview and the listening recording', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let assigned: AssignedTest;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await sharedTestStack();
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 2);
    const list = await stack.http.get<{ assignedTests: AssignedTest[] }>(
      '/admin/test-making/student/assigned-tests',
      scenario.tokens[0],
    );
    assigned = list.body.assignedTests[0]!;
    // The listening part has a recording, and the sitting a window.
    const audio = {
      key: `audio/${assigned.listening_part_1_id}.mp3`,
      name: 'part1.mp3',
      size: RECORDING.length,
      mime: 'audio/mpeg',
    };
    await fileStoreOf(stack.env).put(audio.key, RECORDING);
    const parts = stack.dataSource.getRepository(ExamPartEntity);
    const listening = await parts.findOneByOrFail({ id: assigned.listening_part_1_id! });
    await parts.update(listening.id, { files: { ...listening.files, audio } });
    await stack.dataSource
      .getRepository(AssignmentEntity)
      .update(scenario.assignmentId, { opensAt: OPENS_AT, closesAt: CLOSES_AT });
  });
  afterAll(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await stack.close();
  });

  const detail = () =>
    stack.http.get<AssignedTestDetailResponse>(
      `/admin/test-making/student/assigned-test/${assigned.test_id}`,
      scenario.tokens[0],
    );
  const audioPath = (attemptId: string, pass?: string) =>
    `/attempts/${attemptId}/parts/${assigned.listening_part_1_id}/audio${pass === undefined ? '' : `?pass=${encodeURIComponent(pass)}`}`;
  const joined = async (i: number) => {
    const socket = (await examSocket(stack.http.baseUrl, scenario.tokens[i]!)) as Socket;
    sockets.push(socket);
    const ack = await emitAck<JoinAck>(socket, ExamEvents.join, { attemptId: scenario.attemptIds[i]! });
    expect(ack.ok).toBe(true);
    return socket;
  };
  const passOf = async (socket: Socket, attemptId: string) => {
    const ack = await emitAck<RecordingAck>(socket, ExamEvents.recording, { attemptId, playedSeconds: null });
    if (!ack.ok) throw new Error(ack.message);
    return ack.pass;
  };

  it('outlines each part without answers, says which has a recording, shows the window, and gives no URL', async () => {
    const response = await detail();
    expect(response.status).toBe(200);
    expect(response.body.test).toMatchObject({
      due_at: null,
      opens_at: OPENS_AT.toISOString(),
      closes_at: CLOSES_AT.toISOString(),
      time_zone: 'UTC',
    });
    const [listening, reading, writing] = response.body.examParts;
    expect(listening).toEqual({
      id: assigned.listening_part_1_id,
      section: 'listening',
      part: 1,
      title: 'listening 1',
      test_group: 'Engine Test',
      has_audio: true,
      question_range: null,
      question_count: 10,
      question_types: ['form_completion', 'multiple_choice'],
      task_type: null,
      word_count_minimum: null,
    });
    expect(reading).toMatchObject({ section: 'reading', question_count: 10, has_audio: false });
    expect(writing).toMatchObject({ section: 'writing', question_count: 0, question_types: [], has_audio: false });
    expect(JSON.stringify(response.body)).not.toMatch(/solution|transcript|correct|\/api\/|\/attempts\//i);
  });

  it('gives the exam window the recording from the listening rules, before the section opens, and no other page', async () => {
    const attemptId = scenario.attemptIds[0]!;
    const pass = await passOf(await joined(0), attemptId);
    const noPass = await stack.http.get<{ error: string }>(audioPath(attemptId), scenario.tokens[0]);
    expect([noPass.status, noPass.body.error]).toEqual([403, Texts.recordingPlaysInExam]);
    // Downloaded ahead, so it is whole in the browser before the recording's clock starts.
    const ahead = await stack.http.get(audioPath(attemptId, pass), scenario.tokens[0]);
    expect(ahead.status).toBe(200);
    expect(ahead.headers.get('content-length')).toBe(String(RECORDING.length));
    expect(ahead.headers.get('cache-control')).toBe('private, max-age=3600');

    // The content names the recording's version in its URL: that URL is kept by the browser for good.
    const content = await stack.http.get<SectionContentResponse>(`/attempts/${attemptId}/sections/listening`, scenario.tokens[0]);
    const audioUrl = new URL(content.body.parts[0]!.audio_url!, stack.http.baseUrl);
    const version = audioUrl.searchParams.get(CONTENT_VERSION_PARAM);
    expect(version).toMatch(/^[\w-]{32}$/);
    audioUrl.searchParams.set(RECORDING_PASS_PARAM, pass);
    const versioned = await fetch(audioUrl, { headers: { authorization: `Bearer ${scenario.tokens[0]}` } });
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(versioned.headers.get('etag')).toBe(`"${version}"`);
    // A URL naming another version (a file since replaced) is not kept for long.
    audioUrl.searchParams.set(CONTENT_VERSION_PARAM, 'old');
    const stale = await fetch(audioUrl, { headers: { authorization: `Bearer ${scenario.tokens[0]}` } });
    expect(stale.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('while Listening runs, plays the recording only to the exam window that joined the attempt', async () => {
    const [mine, theirs] = scenario.attemptIds as [string, string];
    const window = await joined(0);
    const started = await emitAck<SectionAck>(window, ExamEvents.sectionStart, { attemptId: mine, section: 'listening' });
    expect(started.ok).toBe(true);

    // Another page of the candidate's (the overview, a copied URL) has no pass: refused, with why.
    const noPass = await stack.http.get<{ error: string }>(audioPath(mine), scenario.tokens[0]);
    expect(noPass.status).toBe(403);
    expect(noPass.body.error).toBe(Texts.recordingPlaysInExam);
    const forged = await stack.http.get<{ error: string }>(audioPath(mine, 'a'.repeat(43)), scenario.tokens[0]);
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe(Texts.recordingPlaysInExam);

    // The exam window is given its pass with the recording's place, and the recording plays to it.
    const pass = await passOf(window, mine);
    const played = await stack.http.get(audioPath(mine, pass), scenario.tokens[0]);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
    expect(played.headers.get('content-length')).toBe(String(RECORDING.length));

    // The pass opens this attempt's recording only: not another candidate's, running too, nor for them.
    const other = await joined(1);
    expect((await emitAck<SectionAck>(other, ExamEvents.sectionStart, { attemptId: theirs, section: 'listening' })).ok).toBe(
      true,
    );
    expect((await stack.http.get(audioPath(theirs, pass), scenario.tokens[1])).status).toBe(403);
    expect((await stack.http.get(audioPath(mine, pass), scenario.tokens[1])).status).toBe(404);

    // The overview still gives no URL of the open section's content or recording.
    const overview = await detail();
    expect(JSON.stringify(overview.body)).not.toMatch(/\/api\/|\/attempts\//);
    // The exam window reads the open section as before.
    const content = await stack.http.get<SectionContentResponse>(`/attempts/${mine}/sections/listening`, scenario.tokens[0]);
    expect(content.status).toBe(200);
    expect(content.body.parts[0]!.audio_url).toMatch(new RegExp(`^/api${audioPath(mine)}\\?${CONTENT_VERSION_PARAM}=[\\w-]+$`));

    // Once Listening is over, the recording is not played again, pass or not.
    const completed = await emitAck<SectionAck>(window, ExamEvents.sectionComplete, { attemptId: mine, section: 'listening' });
    expect(completed.ok).toBe(true);
    expect((await stack.http.get(audioPath(mine, pass), scenario.tokens[0])).status).toBe(403);
  });
});
