import {
  type AnswerAck,
  type AttemptSnapshot,
  DEADLINE_GRACE_MS,
  ExamEvents,
  type JoinAck,
  type SectionAck,
} from '@cdi/contracts';
import { AnswerEntity, AttemptSectionEntity } from '@cdi/db';
import fc from 'fast-check';
import { In } from 'typeorm';
import type { Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { BROWSER_REVALIDATION } from '../support/http-client';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('the live attempt engine (/exam)', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    scenario = await examScenario(stack, tenant, 5);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => stack.close());

  async function candidate(
    i: number,
  ): Promise<{ socket: Socket; attemptId: string; snapshot: AttemptSnapshot; resumeAt: JoinAckResume }> {
    const socket = await examSocket(stack.http.baseUrl, scenario.tokens[i]!);
    sockets.push(socket);
    const attemptId = scenario.attemptIds[i]!;
    const joined = await emitAck<JoinAck>(socket, ExamEvents.join, { attemptId });
    if (!joined.ok) throw new Error(`join refused: ${joined.message}`);
    return { socket, attemptId, snapshot: joined.snapshot, resumeAt: joined.resumeAt ?? null };
  }

  type JoinAckResume = Extract<JoinAck, { ok: true }>['resumeAt'];

  const answersOf = (attemptId: string) => stack.dataSource.getRepository(AnswerEntity).find({ where: { attemptId } });

  it('joins with a snapshot: listening available, the rest locked, nothing saved, the server’s time', async () => {
    const { snapshot } = await candidate(0);
    expect(snapshot.sections.map((s) => [s.section, s.status])).toEqual([
      ['listening', 'available'],
      ['reading', 'locked'],
      ['writing', 'locked'],
    ]);
    expect(snapshot.answers).toEqual([]);
    expect(Math.abs(Date.parse(snapshot.serverTime) - Date.now())).toBeLessThan(2000);
  });

  it('enforces the section order and opens a section with a server deadline', async () => {
    const { socket, attemptId } = await candidate(0);
    const early = await emitAck<SectionAck>(socket, ExamEvents.sectionStart, { attemptId, section: 'reading' });
    expect(early).toMatchObject({ ok: false, code: 'sectionLocked', message: 'Complete the earlier sections first' });
    const started = await emitAck<SectionAck>(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    if (!started.ok) throw new Error(started.message);
    const listening = started.snapshot.sections.find((s) => s.section === 'listening')!;
    expect(listening.status).toBe('open');
    const minutes = (Date.parse(listening.deadlineAt!) - Date.parse(listening.startedAt!)) / 60_000;
    expect(minutes).toBe(30);
    expect(started.snapshot.status).toBe('in_progress');
  });

  it('serves a section’s content only through the candidate’s own attempt, once the sitting reaches the section and until it closes', async () => {
    const attemptId = scenario.attemptIds[2]!;
    const token = scenario.tokens[2]!;
    const listening = `/attempts/${attemptId}/sections/listening`;
    // Listening is the sitting's first section: its content loads during its rules, before its clock starts.
    expect((await stack.http.get(listening, token)).status).toBe(200);
    const { socket } = await candidate(2);
    await emitAck(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    const open = await stack.http.get<{ parts: { part: number; content: Record<string, unknown> }[] }>(listening, token);
    expect(open.status).toBe(200);
    expect(open.body.parts.map((p) => p.part)).toEqual([1]);
    expect(open.body.parts[0]!.content).not.toHaveProperty('transcript');
    expect(JSON.stringify(open.body)).not.toMatch(/"accept"|solution/);
    // Kept by the candidate's browser only, revalidated each time: the same content again is a 304.
    const etag = open.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    expect(open.headers.get('cache-control')).toBe('private, no-cache');
    const again = await fetch(`${stack.http.baseUrl}/api${listening}`, {
      headers: { authorization: `Bearer ${token}`, 'if-none-match': etag, ...BROWSER_REVALIDATION },
    });
    expect(again.status).toBe(304);
    const reading = `/attempts/${attemptId}/sections/reading`;
    expect((await stack.http.get(reading, token)).status).toBe(403); // locked behind Listening
    expect((await stack.http.get(listening, scenario.tokens[0]!)).status).toBe(404); // someone else's attempt
    expect((await stack.http.get(listening, scenario.adminToken)).status).toBe(403); // staff use their own calls

    // Listening closed: its content is gone, and Reading's loads before Reading starts.
    await emitAck(socket, ExamEvents.sectionComplete, { attemptId, section: 'listening' });
    expect((await stack.http.get(listening, token)).status).toBe(403);
    expect((await stack.http.get(reading, token)).status).toBe(200);
  });

  it('acknowledges an answer only once it is in Postgres', async () => {
    const { socket, attemptId } = await candidate(0);
    await emitAck(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    const ack = await emitAck<AnswerAck>(socket, ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: '3',
      value: 'sea view',
      seq: 1,
    });
    expect(ack).toMatchObject({ ok: true, seq: 1 });
    const rows = await answersOf(attemptId);
    expect(rows.find((r) => r.question === '3')).toMatchObject({ value: 'sea view', seq: 1 });
  });

  it('keeps the newest value whatever the order and duplication of deliveries (property)', async () => {
    const { socket, attemptId } = await candidate(1);
    await emitAck(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    let base = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ question: fc.constantFrom('1', '2', '3'), value: fc.string({ maxLength: 12 }) }), {
          minLength: 1,
          maxLength: 15,
        }),
        fc.array(fc.nat(), { maxLength: 15 }),
        async (changes, shuffle) => {
          base += 100;
          const writes = changes.map((c, i) => ({ ...c, seq: base + i + 1 }));
          // Deliver every write once, some twice, in a shuffled order.
          const deliveries = [...writes, ...writes.filter((_, i) => shuffle[i] !== undefined && shuffle[i]! % 2 === 0)];
          deliveries.sort((a, b) => (shuffle[a.seq % 15] ?? 0) - (shuffle[b.seq % 15] ?? 0) || b.seq - a.seq);
          const acks = await Promise.all(
            deliveries.map((w) => emitAck<AnswerAck>(socket, ExamEvents.answerSet, { attemptId, section: 'listening', ...w })),
          );
          expect(acks.filter((a) => !a.ok)).toEqual([]);
          const model = new Map<string, string>();
          for (const w of writes) model.set(w.question, w.value); // last-write-wins by seq
          const rows = await answersOf(attemptId);
          for (const [question, value] of model) {
            expect(rows.find((r) => r.question === question && r.section === 'listening')?.value).toBe(value);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses an answer to a closed section and keeps what was saved', async () => {
    const { socket, attemptId } = await candidate(0);
    await emitAck(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    await emitAck(socket, ExamEvents.answerSet, { attemptId, section: 'listening', question: '5', value: 'kept', seq: 50 });
    const done = await emitAck<SectionAck>(socket, ExamEvents.sectionComplete, { attemptId, section: 'listening' });
    expect(done.ok && done.snapshot.sections.map((s) => s.status)).toEqual(['completed', 'available', 'locked']);
    const late = await emitAck<AnswerAck>(socket, ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: '5',
      value: 'too late',
      seq: 51,
    });
    expect(late).toEqual({ ok: false, code: 'sectionClosed', message: 'Not saved: section closed', seq: 51 });
    expect((await answersOf(attemptId)).find((r) => r.question === '5')?.value).toBe('kept');
  });

  it('refuses another candidate’s attempt and an attempt the socket did not join', async () => {
    const { socket } = await candidate(2);
    const foreign = await emitAck<JoinAck>(socket, ExamEvents.join, { attemptId: scenario.attemptIds[0] });
    expect(foreign).toMatchObject({ ok: false, code: 'notYours' });
    const write = await emitAck<AnswerAck>(socket, ExamEvents.answerSet, {
      attemptId: scenario.attemptIds[0],
      section: 'listening',
      question: '1',
      value: 'x',
      seq: 9,
    });
    expect(write).toMatchObject({ ok: false, code: 'notYours', seq: 9 });
    const bad = await emitAck<AnswerAck>(socket, ExamEvents.answerSet, {
      attemptId: 'not-a-uuid',
      section: 'listening',
      question: '1',
      value: 'x',
      seq: 10,
    });
    expect(bad).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('refuses /exam to staff and to anyone without a live session', async () => {
    for (const token of [scenario.adminToken, 'nope']) {
      await expect(examSocket(stack.http.baseUrl, token)).rejects.toThrow(/access|sign in/i);
    }
  });

  it('closes a section at its deadline with the worker’s timer and tells the candidate', async () => {
    const { socket, attemptId } = await candidate(3);
    await stack.dataSource
      .getRepository(AttemptSectionEntity)
      .update({ attemptId, section: 'listening' }, { durationSeconds: 1 });
    const expired = new Promise<{ section: string; snapshot: AttemptSnapshot }>((resolve) =>
      socket.once(ExamEvents.sectionExpired, resolve),
    );
    const started = await emitAck<SectionAck>(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    expect(started.ok).toBe(true);
    const event = await expired;
    expect(event.section).toBe('listening');
    expect(event.snapshot.sections.find((s) => s.section === 'listening')).toMatchObject({
      status: 'completed',
      endReason: 'expired',
    });
    await stack.clock.advance(DEADLINE_GRACE_MS);
    const late = await emitAck<AnswerAck>(socket, ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: '1',
      value: 'late',
      seq: 99_999,
    });
    expect(late).toMatchObject({ ok: false, code: 'sectionClosed' });
  });

  it('cuts a candidate’s live socket when they log out', async () => {
    const token = await stack.http.login(scenario.studentLogins[2]!, scenario.password);
    const socket = await examSocket(stack.http.baseUrl, token);
    sockets.push(socket);
    const cut = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await stack.http.request('POST', '/auth/logout', { token })).status).toBe(200);
    await expect(cut).resolves.toBe('io server disconnect');
    await expect(examSocket(stack.http.baseUrl, token)).rejects.toThrow(/sign in/i);
  });

  it('tells a returning candidate where they last were, so a reload or another computer resumes there', async () => {
    const first = await candidate(0); // listening was started above
    first.socket.emit(ExamEvents.position, { attemptId: first.attemptId, section: 'listening', part: 2, question: 14 });
    // Positions reach Redis in the next write batch; a new window asks until it is there.
    let resumeAt: JoinAckResume = null;
    for (let tries = 0; tries < 50 && resumeAt?.question !== 14; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      resumeAt = (await candidate(0)).resumeAt;
    }
    expect(resumeAt).toEqual({ section: 'listening', part: 2, question: 14 });
  });

  it('lets a second window take the attempt over: the first is told why and cut off', async () => {
    const first = await candidate(4);
    const told = new Promise<{ message: string }>((resolve) => first.socket.once(ExamEvents.takenOver, resolve));
    const cut = new Promise<void>((resolve) => first.socket.once('disconnect', () => resolve()));
    await candidate(4);
    await expect(told).resolves.toEqual({ message: 'The exam was opened in another window' });
    await cut;
  });
});

describe('many candidates saving at once', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
  });
  afterAll(() => stack.close());

  it('saves 50 sockets x 200 answers with every acknowledged value in Postgres', async () => {
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    const scenario = await examScenario(stack, tenant, 50);
    const sockets = await Promise.all(scenario.tokens.map((token) => examSocket(stack.http.baseUrl, token)));
    try {
      const acked = await Promise.all(
        sockets.map(async (socket, i) => {
          const attemptId = scenario.attemptIds[i]!;
          await emitAck(socket, ExamEvents.join, { attemptId });
          await emitAck(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
          const latest = new Map<string, { value: string; seq: number }>();
          for (let n = 1; n <= 200; n++) {
            const question = String(((n - 1) % 40) + 1);
            const value = `candidate ${i} change ${n}`;
            const ack = await emitAck<AnswerAck>(socket, ExamEvents.answerSet, {
              attemptId,
              section: 'listening',
              question,
              value,
              seq: n,
            });
            expect(ack).toMatchObject({ ok: true, seq: n });
            latest.set(question, { value, seq: n });
          }
          return { attemptId, latest };
        }),
      );
      const rows = await stack.dataSource.getRepository(AnswerEntity).find({ where: { attemptId: In(scenario.attemptIds) } });
      expect(rows).toHaveLength(50 * 40);
      for (const { attemptId, latest } of acked) {
        for (const [question, { value, seq }] of latest) {
          expect(rows.find((r) => r.attemptId === attemptId && r.question === question)).toMatchObject({ value, seq });
        }
      }
    } finally {
      sockets.forEach((s) => s.close());
    }
  });
});
