import {
  type AssignedTest,
  type AssignedTestDetailResponse,
  ExamEvents,
  type JoinAck,
  type SectionAck,
  type SectionContentResponse,
} from '@cdi/contracts';
import type { Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

/** The candidate's own test overview (spec 2): each part's outline, and its JSON URL only while it can be read. */
describe('student test overview', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let assigned: AssignedTest;
  let socket: Socket | undefined;

  beforeAll(async () => {
    stack = await startTestStack();
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 1);
    const list = await stack.http.get<{ assignedTests: AssignedTest[] }>(
      '/admin/test-making/student/assigned-tests',
      scenario.tokens[0],
    );
    assigned = list.body.assignedTests[0]!;
  });
  afterAll(async () => {
    socket?.close();
    await stack.close();
  });

  const detail = () =>
    stack.http.get<AssignedTestDetailResponse>(
      `/admin/test-making/student/assigned-test/${assigned.test_id}`,
      scenario.tokens[0],
    );

  it('outlines each part from its content, without answers, and has no JSON URL before a section opens', async () => {
    const response = await detail();
    expect(response.status).toBe(200);
    const [listening, reading, writing] = response.body.examParts;
    expect(listening).toEqual({
      id: assigned.listening_part_1_id,
      section: 'listening',
      part: 1,
      title: 'listening 1',
      test_group: 'Engine Test',
      audio_url: null,
      question_range: null,
      question_count: 10,
      question_types: ['form_completion', 'multiple_choice'],
      task_type: null,
      word_count_minimum: null,
      json_url: null,
    });
    expect(reading).toMatchObject({ section: 'reading', question_count: 10, json_url: null });
    expect(writing).toMatchObject({ section: 'writing', question_count: 0, question_types: [], json_url: null });
    expect(JSON.stringify(response.body)).not.toMatch(/solution|transcript|correct/i);
  });

  it('gives the open section its content URL, which answers for the candidate', async () => {
    socket = await examSocket(stack.http.baseUrl, scenario.tokens[0]!);
    const attemptId = assigned.attempt_id;
    const joined = await emitAck<JoinAck>(socket, ExamEvents.join, { attemptId });
    expect(joined.ok).toBe(true);
    const started = await emitAck<SectionAck>(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    expect(started.ok).toBe(true);

    const parts = (await detail()).body.examParts;
    const listening = parts.find((p) => p.section === 'listening')!;
    expect(listening.json_url).toBe(`/api/attempts/${attemptId}/sections/listening`);
    expect(parts.filter((p) => p.section !== 'listening').map((p) => p.json_url)).toEqual([null, null]);

    const content = await stack.http.get<SectionContentResponse>(listening.json_url!.replace(/^\/api/, ''), scenario.tokens[0]);
    expect(content.status).toBe(200);
    expect(content.body.parts.map((p) => p.id)).toEqual([listening.id]);
  });
});
