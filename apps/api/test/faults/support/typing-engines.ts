import type { ExamSection, SectionState } from '@cdi/contracts';
import { AnswerEntity } from '@cdi/db';
import { type DataSource, In } from 'typeorm';
import {
  createExamSocket,
  ExamEngine,
  MemoryOutbox,
  type OutboxEntry,
  type OutboxKey,
} from '../../../../web/src/shared/exam-engine';
import type { ExamScenario } from '../../support/exam-sockets';
import { until } from './fault-record';

/** An outbox that remembers every change the server acknowledged (an ack removes it). */
class RecordingOutbox extends MemoryOutbox {
  readonly acked: OutboxEntry[] = [];

  override async remove(keys: readonly OutboxKey[]): Promise<void> {
    const stored = await this.all();
    for (const [attemptId, seq] of keys) {
      const entry = stored.find((e) => e.attemptId === attemptId && e.seq === seq);
      if (entry) this.acked.push(entry);
    }
    await super.remove(keys);
  }
}

export interface Typists {
  count: number;
  /** Each engine types `changes` answers, one every `pauseMs`; resolves when all have typed. */
  type(changes: number, pauseMs?: number): Promise<void>;
  /** Changes acknowledged so far, over all engines. */
  acked(): number;
  /** Acknowledged changes whose row in Postgres is older (a lost acknowledged answer). */
  ackedMissing(dataSource: DataSource): Promise<number>;
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

/** The web app's own exam engine, in Node, for each candidate of a scenario: the candidates typing. */
export async function typists(baseUrl: string, scenario: ExamScenario): Promise<Typists> {
  const engines = scenario.attemptIds.map((attemptId, i) => {
    const socket = createExamSocket({
      baseUrl,
      token: scenario.tokens[i]!,
      options: { transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 1000 },
    });
    const outbox = new RecordingOutbox();
    return { socket, outbox, engine: new ExamEngine({ socket, outbox, attemptId, debounceMs: 10, ackTimeoutMs: 3000 }) };
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
    async type(changes, pauseMs = 15) {
      await Promise.all(
        engines.map(async ({ engine }, i) => {
          for (let n = 1; n <= changes; n++) {
            const question = String(((i + n) % 40) + 1);
            const value = `engine ${i} change ${n}`;
            await engine.setAnswer('listening', question, value, { immediate: true });
            latest[i]!.set(question, value);
            await new Promise((r) => setTimeout(r, pauseMs));
          }
        }),
      );
    },
    acked: () => engines.reduce((sum, { outbox }) => sum + outbox.acked.length, 0),
    async ackedMissing(dataSource) {
      // The acks first: one that comes while the rows are read was committed before they were read.
      const acked = engines.flatMap(({ outbox }) => [...outbox.acked]);
      const stored = await rows(dataSource);
      return acked.filter((entry) => {
        const row = stored.get(`${entry.attemptId}/${entry.question}`);
        return !row || Number(row.seq) < entry.seq;
      }).length;
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
