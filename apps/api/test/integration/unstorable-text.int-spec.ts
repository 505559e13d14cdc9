import type { ArgumentsHost } from '@nestjs/common';
import { type AnswerAck, ExamErrorCodes, ExamEvents, InvigilateEvents, Texts } from '@cdi/contracts';
import { AnswerEntity, type AnswerWrite, AttemptSectionEntity, AttemptsRepository } from '@cdi/db';
import type { Socket } from 'socket.io-client';
import { ApiExceptionFilter } from '../../src/common/api-exception.filter';
import { emitAck, examScenario, type ExamScenario, invigilatorSocket, sittingListening } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

const NUL = '\u0000';
const LONE_SURROGATE = '\uD83D';

/**
 * Text Postgres cannot store (U+0000, lone surrogates) is refused with a clear message wherever it
 * arrives, and one candidate's bad answer never fails anyone else's save.
 */
describe('text the database cannot store', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let tenantId: string;
  let dev: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await sharedTestStack();
    dev = await developerToken(stack.http);
    const tenant = await createTenant(stack.http, dev);
    tenantId = tenant.id;
    scenario = await examScenario(stack, tenant, 3);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => stack.close());

  it.each([
    ['U+0000', `library${NUL}card`],
    ['a lone surrogate', `library${LONE_SURROGATE}card`],
  ])(
    'refuses an answer holding %s with its own code, while another candidate’s saves in the same moment are saved',
    async (_name, poisoned) => {
      const [bad, good] = [
        await sittingListening(stack.http.baseUrl, scenario, 0, sockets),
        await sittingListening(stack.http.baseUrl, scenario, 1, sockets),
      ];
      const seq = Date.now();
      const goodAnswers = Array.from({ length: 8 }, (_, i) => ({
        attemptId: good.attemptId,
        section: 'listening',
        question: String(i + 1),
        value: `answer ${i} ${seq}`,
        seq: seq + i,
      }));
      // Sent together so they would share one batch.
      const [refused, ...acks] = await Promise.all([
        emitAck<AnswerAck>(bad.socket, ExamEvents.answerSet, {
          attemptId: bad.attemptId,
          section: 'listening',
          question: '1',
          value: poisoned,
          seq,
        }),
        ...goodAnswers.map((answer) => emitAck<AnswerAck>(good.socket, ExamEvents.answerSet, answer)),
      ]);
      expect(refused).toEqual({ ok: false, code: 'invalidCharacter', message: ExamErrorCodes.invalidCharacter, seq });
      expect(acks.map((ack) => ack.ok)).toEqual(goodAnswers.map(() => true));
      const saved = await stack.dataSource.getRepository(AnswerEntity).find({ where: { attemptId: good.attemptId } });
      expect(saved.map((a) => a.value).sort()).toEqual(goodAnswers.map((a) => a.value).sort());
      const badRows = await stack.dataSource.getRepository(AnswerEntity).find({ where: { attemptId: bad.attemptId } });
      expect(badRows.filter((row) => row.value.includes('library'))).toEqual([]);
    },
  );

  it('refuses an invigilator’s message holding U+0000 with the same code, instead of failing to store it', async () => {
    const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    sockets.push(admin);
    const ack = await emitAck(admin, InvigilateEvents.message, {
      assignmentId: scenario.assignmentId,
      attemptIds: [],
      text: `Ten minutes${NUL} left`,
    });
    expect(ack).toEqual({ ok: false, code: 'invalidCharacter', message: ExamErrorCodes.invalidCharacter });
  });

  it('saves the 49 innocent writes of a batch of 50 whose one row the database refuses, and refuses only that row', async () => {
    // Below the gateway's validation, as a row that slipped past the contracts would arrive.
    const attemptId = scenario.attemptIds[2]!;
    await stack.dataSource
      .getRepository(AttemptSectionEntity)
      .update({ attemptId, section: 'listening' }, { status: 'open', deadlineAt: new Date(Date.now() + 60_000), pausedAt: null });
    const base = Date.now();
    const batch: AnswerWrite[] = Array.from({ length: 50 }, (_, i) => ({
      attemptId,
      tenantId,
      section: 'listening',
      question: String(i < 40 ? i + 1 : i - 39), // ten questions written twice: the newer wins
      value: i === 23 ? `poisoned${NUL}` : `value ${i}`,
      seq: base + i,
    }));
    const results = await new AttemptsRepository(stack.dataSource).saveAnswers(batch, new Date());
    expect(results.filter((r) => r.refusal === null)).toHaveLength(49);
    expect(results[23]).toEqual({ refusal: 'invalidCharacter', written: false });
    const saved = await stack.dataSource.getRepository(AnswerEntity).find({ where: { attemptId } });
    const byQuestion = Object.fromEntries(saved.map((a) => [a.question, a.value]));
    expect(Object.keys(byQuestion)).toHaveLength(39);
    expect(byQuestion['24']).toBeUndefined();
    expect(byQuestion['1']).toBe('value 40');
    expect(byQuestion['30']).toBe('value 29');
  });

  it.each([
    [
      'U+0000 in a body field',
      'POST',
      '/developer/tenants',
      { tenant_name: `Centre${NUL}`, tenant_id: 'nul-admin', tenant_password: 'password-1' },
      'tenant_name',
    ],
    [
      'a lone surrogate in a body field',
      'POST',
      '/developer/tenants',
      { tenant_name: `Centre${LONE_SURROGATE}`, tenant_id: 'half-admin', tenant_password: 'password-1' },
      'tenant_name',
    ],
    ['U+0000 in a query (check-id)', 'GET', '/developer/tenants/check-id?tenant_id=a%00b', undefined, 'tenant_id'],
    ['U+0000 in a path parameter', 'GET', '/developer/tenants/a%00b', undefined, 'id'],
  ] as const)('answers 400 with a clear message, never 500, for %s', async (_name, method, path, json, field) => {
    const response = await stack.http.request(method, path, { token: dev, json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: Texts.unsupportedCharacter, field });
  });

  it('answers 400, not 500, when such text reaches a query unvalidated (the error Postgres gives is the request’s fault)', async () => {
    const error = await stack.dataSource.query('SELECT $1::text', [`a${NUL}b`]).catch((e: unknown) => e);
    let answered: { status?: number; body?: unknown } = {};
    const response = {
      setHeader: () => undefined,
      status(status: number) {
        answered.status = status;
        return { json: (body: unknown) => (answered = { ...answered, body }) };
      },
    };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    new ApiExceptionFilter().catch(error, host);
    expect(answered).toEqual({ status: 400, body: { success: false, error: Texts.unsupportedCharacter } });
  });
});
