import { type ExamSection, ExamEvents, type SectionState } from '@cdi/contracts';
import { AnswerEntity } from '@cdi/db';
import { type DataSource, In } from 'typeorm';
import {
  createExamSocket,
  DEFAULT_RETRY_MS,
  ExamEngine,
  MemoryOutbox,
  type OutboxEntry,
  type OutboxKey,
  type SaveStatus,
} from '../../../../web/src/shared/exam-engine';
import type { ExamScenario } from '../../support/exam-sockets';
import { until } from '../../support/until';

/** A change the server acknowledged, and when the ack came (epoch ms). */
export type AckedEntry = OutboxEntry & { ackedAt: number };

/** An outbox that remembers every change the server acknowledged (an ack removes it). */
class RecordingOutbox extends MemoryOutbox {
  readonly acked: AckedEntry[] = [];

  override async remove(keys: readonly OutboxKey[]): Promise<void> {
    const stored = await this.all();
    const ackedAt = Date.now();
    for (const [attemptId, seq] of keys) {
      const entry = stored.find((e) => e.attemptId === attemptId && e.seq === seq);
      if (entry) this.acked.push({ ...entry, ackedAt });
    }
    await super.remove(keys);
  }
}

/** Each engine types into questions 1 to this, in turn: its outbox never holds more changes than this. */
export const TYPED_QUESTIONS = 40;

/**
 * The most rounds of resending an engine's backoff (its defaults, as the typists run it) fits in a
 * window: the first at its start, then each after a delay doubling from the minimum.
 */
export function retryRoundsWithin(windowMs: number): number {
  let rounds = 1;
  for (
    let at = 0, delay: number = DEFAULT_RETRY_MS.min;
    at + delay <= windowMs;
    delay = Math.min(delay * 2, DEFAULT_RETRY_MS.max)
  ) {
    at += delay;
    rounds++;
  }
  return rounds;
}

export interface Typists {
  count: number;
  /**
   * Each engine types `changes` answers, one every `pauseMs`; resolves when all have typed, or once
   * `stop` is aborted (each engine finishes the change it is making).
   */
  type(changes: number, pauseMs?: number, stop?: AbortSignal): Promise<void>;
  /** Changes acknowledged so far, over all engines (or over the engines `of` names). */
  acked(of?: readonly number[]): number;
  /** The changes whose ack came between two moments (epoch ms, both included). */
  ackedBetween(from: number, to: number): AckedEntry[];
  /** Engine `i` itself: its save status, unsaved changes, snapshot. */
  engine(i: number): ExamEngine;
  /** Whether engine `i`'s socket is connected. */
  connected(i: number): boolean;
  /** Acknowledged changes (all, or those given) whose row in Postgres is older: lost acknowledged answers. */
  ackedMissing(dataSource: DataSource, only?: readonly OutboxEntry[]): Promise<number>;
  /** Per engine, between two moments (epoch ms): the changes it typed and the answers it sent (`answer:set`). */
  activityBetween(from: number, to: number): { typed: number; sent: number }[];
  /** What each engine shows now: its save status and how many changes its outbox keeps. */
  states(): { status: SaveStatus; unsaved: number }[];
  /** The seq of each stored answer of the scenario's attempts, by `attemptId/question`. */
  storedSeqs(dataSource: DataSource): Promise<Map<string, number>>;
  /** Waits until every engine shows 'saved' with an empty outbox; the time it took. */
  drained(timeoutMs: number): Promise<number>;
  /** Waits until no engine has a change still pending (each was acknowledged or refused); the time it took. */
  settled(timeoutMs: number): Promise<number>;
  /** Changes the server refused, which the engines keep in their outboxes (as the candidate's screen shows them). */
  refused(): OutboxEntry[];
  /**
   * The latest value typed per question that Postgres does not hold, and how many were checked. With
   * `refusedAllowed`, a value the server refused (and the engine holds as refused) is counted in
   * `refused` instead of `missing`.
   */
  latestMissing(
    dataSource: DataSource,
    options?: { refusedAllowed?: boolean },
  ): Promise<{ missing: number; checked: number; refused: number }>;
  /** Each engine's view of a section, from the snapshots the server sent it. */
  sectionStates(section: ExamSection): (SectionState | undefined)[];
  dispose(): void;
}

/**
 * The web app's own exam engine, in Node, for each candidate of a scenario: the candidates typing.
 * `via(i)` may give candidate `i` another address of the api (a proxy the fault can cut).
 */
export async function typists(
  baseUrl: string,
  scenario: ExamScenario,
  { via }: { via?: (i: number) => string | undefined } = {},
): Promise<Typists> {
  const engines = scenario.attemptIds.map((attemptId, i) => {
    const socket = createExamSocket({
      baseUrl: via?.(i) ?? baseUrl,
      token: scenario.tokens[i]!,
      options: { transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 1000 },
    });
    const outbox = new RecordingOutbox();
    // When each answer left (a resend too) and when each change was typed.
    const sentAt: number[] = [];
    const typedAt: number[] = [];
    socket.onAnyOutgoing((event) => {
      if (event === ExamEvents.answerSet) sentAt.push(Date.now());
    });
    const engine = new ExamEngine({ socket, outbox, attemptId, debounceMs: 10, ackTimeoutMs: 3000 });
    return { socket, outbox, engine, sentAt, typedAt };
  });
  const latest = engines.map(() => new Map<string, string>());
  const rows = async (dataSource: DataSource) =>
    new Map(
      (await dataSource.getRepository(AnswerEntity).find({ where: { attemptId: In(scenario.attemptIds) } })).map((r) => [
        `${r.attemptId}/${r.question}`,
        r,
      ]),
    );
  await until(() => engines.every(({ engine }) => engine.snapshot !== null), 60_000, 'every engine joined');
  // A start whose ack did not come in time (a loaded machine) is asked again, as the page would.
  const startBy = Date.now() + 60_000;
  await Promise.all(
    engines.map(async ({ engine }) => {
      for (;;) {
        const ack = await engine.sectionStart('listening');
        if (ack.ok || ack.code !== 'unavailable') return;
        if (Date.now() > startBy) throw new Error(`Listening did not start: ${ack.message}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }),
  );
  return {
    count: engines.length,
    async type(changes, pauseMs = 15, stop) {
      await Promise.all(
        engines.map(async ({ engine, typedAt }, i) => {
          for (let n = 1; n <= changes && !stop?.aborted; n++) {
            const question = String(((i + n) % TYPED_QUESTIONS) + 1);
            const value = `engine ${i} change ${n}`;
            typedAt.push(Date.now());
            await engine.setAnswer('listening', question, value, { immediate: true });
            latest[i]!.set(question, value);
            await new Promise((r) => setTimeout(r, pauseMs));
          }
        }),
      );
    },
    acked: (of = engines.map((_, i) => i)) => of.reduce((sum, i) => sum + engines[i]!.outbox.acked.length, 0),
    ackedBetween: (from, to) =>
      engines.flatMap(({ outbox }) => outbox.acked.filter(({ ackedAt }) => ackedAt >= from && ackedAt <= to)),
    engine: (i) => engines[i]!.engine,
    connected: (i) => engines[i]!.socket.connected,
    async ackedMissing(dataSource, only) {
      // The acks first: one that comes while the rows are read was committed before they were read.
      const acked = only ? [...only] : engines.flatMap(({ outbox }) => [...outbox.acked]);
      const stored = await rows(dataSource);
      return acked.filter((entry) => {
        const row = stored.get(`${entry.attemptId}/${entry.question}`);
        return !row || Number(row.seq) < entry.seq;
      }).length;
    },
    activityBetween(from, to) {
      const within = (times: number[]) => times.filter((t) => t >= from && t <= to).length;
      return engines.map(({ typedAt, sentAt }) => ({ typed: within(typedAt), sent: within(sentAt) }));
    },
    states: () => engines.map(({ engine }) => ({ status: engine.status, unsaved: engine.unsaved().length })),
    async storedSeqs(dataSource) {
      return new Map([...(await rows(dataSource))].map(([key, row]) => [key, Number(row.seq)]));
    },
    async drained(timeoutMs) {
      const started = Date.now();
      await until(
        () => engines.every(({ engine }) => engine.status.kind === 'saved' && engine.unsaved().length === 0),
        timeoutMs,
        'every engine saved',
      );
      return Date.now() - started;
    },
    async settled(timeoutMs) {
      const started = Date.now();
      await until(
        () => engines.every(({ engine }) => engine.unsaved().every((entry) => entry.state === 'refused')),
        timeoutMs,
        'every change acknowledged or refused',
      );
      return Date.now() - started;
    },
    refused: () => engines.flatMap(({ engine }) => engine.unsaved().filter((entry) => entry.state === 'refused')),
    async latestMissing(dataSource, { refusedAllowed = false } = {}) {
      const stored = await rows(dataSource);
      let missing = 0;
      let checked = 0;
      let refused = 0;
      engines.forEach(({ engine }, i) => {
        for (const [question, value] of latest[i]!) {
          checked++;
          if (stored.get(`${scenario.attemptIds[i]}/${question}`)?.value === value) continue;
          const held = engine.unsaved().find((e) => e.section === 'listening' && e.question === question);
          if (refusedAllowed && held?.state === 'refused' && held.value === value) refused++;
          else missing++;
        }
      });
      return { missing, checked, refused };
    },
    sectionStates: (section) => engines.map(({ engine }) => engine.sectionState(section)),
    dispose() {
      engines.forEach(({ engine, socket }) => {
        engine.dispose();
        socket.close();
      });
    },
  };
}
