import { ExamEvents, InvigilateEvents, type RosterRow, type WatchAck } from '@cdi/contracts';
import { countWords } from '@cdi/exam-core';
import type { Socket } from 'socket.io-client';
import {
  emitAck,
  examScenario,
  type ExamScenario,
  type InvigilateTestSocket,
  invigilatorSocket,
  sittingListening,
  nextPatch,
} from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** Collects roster patches until one matches. */
async function rosterRow(admin: InvigilateTestSocket, assignmentId: string, attemptId: string): Promise<RosterRow> {
  const ack = await emitAck<WatchAck>(admin, InvigilateEvents.watch, { assignmentId });
  if (!ack.ok) throw new Error(ack.message);
  const row = ack.roster.rows.find((r) => r.attemptId === attemptId);
  if (!row) throw new Error('no row for the attempt');
  return row;
}

// As people type: leading, doubled and trailing spaces, blank lines, hyphens and apostrophes.
const ESSAY = "  The well-known chart\n\nshows   1990's figures \n";

describe('writing on the roster: words per task and flagged questions', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let assignmentId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await sharedTestStack();
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 2);
    assignmentId = scenario.assignmentId;
  });
  afterAll(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await stack?.close();
  });

  it("shows the candidate's flags live and after a fresh watch; another candidate cannot set them", async () => {
    const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    sockets.push(admin);
    const { socket: candidate, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 0, sockets);
    await rosterRow(admin, assignmentId, attemptId);

    const flagged = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'live' && !!p.live.flagged);
    candidate.emit(ExamEvents.flags, { attemptId, section: 'listening', questions: [12, 3, 3] });
    await expect(flagged).resolves.toMatchObject({ live: { flagged: { listening: [3, 12], reading: [], writing: [] } } });

    // Refused quietly: a question out of range, and another candidate naming this attempt.
    const { socket: other } = await sittingListening(stack.http.baseUrl, scenario, 1, sockets);
    candidate.emit(ExamEvents.flags, { attemptId, section: 'listening', questions: [41] });
    other.emit(ExamEvents.flags, { attemptId, section: 'listening', questions: [1] });
    const writingFlag = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'live' && !!p.live.flagged);
    candidate.emit(ExamEvents.flags, { attemptId, section: 'writing', questions: [2] });
    await expect(writingFlag).resolves.toMatchObject({ live: { flagged: { listening: [3, 12], reading: [], writing: [2] } } });

    // Only writing answers carry a word count.
    const answered = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'answer' && p.question === '4');
    await candidate
      .timeout(10_000)
      .emitWithAck(ExamEvents.answerSet, { attemptId, section: 'listening', question: '4', value: 'three words here', seq: 1 });
    expect(await answered).not.toHaveProperty('words');

    expect((await rosterRow(admin, assignmentId, attemptId)).live.flagged).toEqual({
      listening: [3, 12],
      reading: [],
      writing: [2],
    });
  });

  it("counts an essay's words on the server as the candidate's screen does, live and from the saved answers", async () => {
    const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    sockets.push(admin);
    const { socket: candidate, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 0, sockets);
    await rosterRow(admin, assignmentId, attemptId);
    for (const [event, section] of [
      [ExamEvents.sectionComplete, 'listening'],
      [ExamEvents.sectionStart, 'reading'],
      [ExamEvents.sectionComplete, 'reading'],
      [ExamEvents.sectionStart, 'writing'],
    ] as const) {
      const ack = await candidate.timeout(10_000).emitWithAck(event, { attemptId, section });
      if (!ack.ok) throw new Error(`${event} ${section}: ${ack.message}`);
    }

    const counted = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'answer' && p.question === 'task1');
    const saved = await candidate
      .timeout(10_000)
      .emitWithAck(ExamEvents.answerSet, { attemptId, section: 'writing', question: 'task1', value: ESSAY, seq: 50 });
    expect(saved.ok).toBe(true);
    expect(countWords(ESSAY)).toBe(6);
    await expect(counted).resolves.toMatchObject({ kind: 'answer', section: 'writing', question: 'task1', words: 6 });

    expect((await rosterRow(admin, assignmentId, attemptId)).writingWords).toEqual({ task1: 6, task2: 0 });
    const cleared = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'answer' && p.question === 'task1');
    await candidate
      .timeout(10_000)
      .emitWithAck(ExamEvents.answerSet, { attemptId, section: 'writing', question: 'task1', value: '  \n ', seq: 51 });
    await expect(cleared).resolves.toMatchObject({ answered: false, words: 0 });
    expect((await rosterRow(admin, assignmentId, attemptId)).writingWords).toEqual({ task1: 0, task2: 0 });
  });
});
