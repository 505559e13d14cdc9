import { type ExamSection, InvigilateEvents, type RosterPatch, type WatchAck } from '@cdi/contracts';
import { AnswerEntity } from '@cdi/db';
import { type DataSource, In } from 'typeorm';
import { emitAck, invigilatorSocket, type InvigilateTestSocket } from '../../support/exam-sockets';

/** What an invigilator sees of one candidate's answers: the questions answered per section, the last save. */
export interface WatchedAnswers {
  answered: Record<ExamSection, Set<string>>;
  lastSavedAt: string | null;
}

export interface RosterWatcher {
  /** The candidate's answers as this invigilator sees them now. */
  answers(attemptId: string): WatchedAnswers | undefined;
  /** Rosters read so far (the first watch, and each re-read the server asked for or a reconnection made). */
  watches(): number;
  /** How often the connection was lost and made again. */
  reconnections(): number;
  close(): void;
}

/**
 * An invigilator on one api replica, following an assignment as the roster page does: the watch's
 * snapshot, then the answer patches on top of it (held while a roster is being read), and the roster
 * read again when the server says it may have missed patches (`roster:stale`). `reconnect`: after a
 * lost connection it connects again and reads the roster anew, as the page does.
 */
export async function watchRoster(
  baseUrl: string,
  adminToken: string,
  assignmentId: string,
  { reconnect = false } = {},
): Promise<RosterWatcher> {
  const socket: InvigilateTestSocket = await invigilatorSocket(baseUrl, adminToken, { reconnection: reconnect });
  let rows = new Map<string, WatchedAnswers>();
  let held: RosterPatch[] | null = null;
  let reads = 0;
  /** A newer read supersedes one still waiting for its ack, as on the page. */
  let generation = 0;
  let failure: unknown = null;
  let reconnections = 0;

  const apply = (patches: readonly RosterPatch[]) => {
    for (const patch of patches) {
      const row = rows.get(patch.attemptId);
      if (patch.kind !== 'answer' || !row) continue;
      if (patch.answered) row.answered[patch.section].add(patch.question);
      else row.answered[patch.section].delete(patch.question);
      if (!row.lastSavedAt || Date.parse(patch.savedAt) > Date.parse(row.lastSavedAt)) row.lastSavedAt = patch.savedAt;
    }
  };
  const watch = async () => {
    const mine = ++generation;
    held = [];
    const ack = await emitAck<WatchAck>(socket, InvigilateEvents.watch, { assignmentId }, 30_000);
    if (mine !== generation) return;
    if (!ack.ok) throw new Error(`watch refused: ${ack.message}`);
    reads++;
    rows = new Map(
      ack.roster.rows.flatMap((row) =>
        row.attemptId
          ? [
              [
                row.attemptId,
                {
                  answered: {
                    listening: new Set(row.answered.listening),
                    reading: new Set(row.answered.reading),
                    writing: new Set(row.answered.writing),
                  },
                  lastSavedAt: row.lastSavedAt,
                },
              ] as const,
            ]
          : [],
      ),
    );
    const pending = held;
    held = null;
    apply(pending);
  };

  socket.on(InvigilateEvents.rosterPatch, (patches) => {
    if (held) held.push(...patches);
    else apply(patches);
  });
  socket.on(InvigilateEvents.rosterStale, () => {
    watch().catch((error: unknown) => (failure = error));
  });
  socket.io.on('reconnect', () => {
    reconnections++;
    watch().catch((error: unknown) => (failure = error));
  });
  await watch();
  return {
    answers(attemptId) {
      if (failure) throw failure;
      return rows.get(attemptId);
    },
    watches: () => reads,
    reconnections: () => reconnections,
    close: () => socket.close(),
  };
}

/**
 * How many of the candidates' rows an invigilator's roster has behind Postgres: a listening answer
 * missing or extra, or a last save that differs. Reads Postgres once; the check it returns can be
 * asked again while the roster catches up.
 */
export async function rostersBehind(
  dataSource: DataSource,
  attemptIds: readonly string[],
): Promise<(watcher: RosterWatcher) => number> {
  const rows = await dataSource.getRepository(AnswerEntity).find({ where: { attemptId: In([...attemptIds]) } });
  const expected = new Map(attemptIds.map((id) => [id, { answered: new Set<string>(), lastSavedAt: 0 }]));
  for (const row of rows) {
    const own = expected.get(row.attemptId)!;
    if (row.section === 'listening' && row.value.trim() !== '') own.answered.add(row.question);
    own.lastSavedAt = Math.max(own.lastSavedAt, row.updatedAt.getTime());
  }
  return (watcher) =>
    attemptIds.filter((id) => {
      const seen = watcher.answers(id);
      const want = expected.get(id)!;
      return (
        !seen ||
        seen.answered.listening.size !== want.answered.size ||
        [...want.answered].some((q) => !seen.answered.listening.has(q)) ||
        Date.parse(seen.lastSavedAt ?? '') !== want.lastSavedAt
      );
    }).length;
}
