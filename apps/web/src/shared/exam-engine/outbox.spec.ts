import 'fake-indexeddb/auto';
import { ExamEvents, type AnswerSetPayload } from '@cdi/contracts';
import { ExamEngine } from './exam-engine';
import { FakeExamSocket } from './fake-exam-socket';
import { IndexedDbOutbox, OUTBOX_DB_NAME } from './indexeddb-outbox';
import { MemoryOutbox, type Outbox, type OutboxEntry } from './outbox';

const A = '0b7d5a3e-2c4f-4e7a-9a1b-3c5d7e9f1a2b';
const B = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

function entry(seq: number, question = '1', over: Partial<OutboxEntry> = {}): OutboxEntry {
  return { attemptId: A, section: 'listening', question, value: `v${seq}`, seq, state: 'pending', createdAt: seq, ...over };
}

/** Waits for IndexedDB work (macrotasks in fake-indexeddb) to reach a state, however busy the machine. */
async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let dbCount = 0;
const implementations: [string, () => Outbox][] = [
  ['MemoryOutbox', () => new MemoryOutbox()],
  ['IndexedDbOutbox', () => new IndexedDbOutbox(`${OUTBOX_DB_NAME}.test-${++dbCount}`)],
];

describe.each(implementations)('%s', (_name, create) => {
  let outbox: Outbox;
  beforeEach(() => {
    outbox = create();
  });

  it('lists an attempt’s entries in seq order, apart from other attempts', async () => {
    await outbox.put(entry(3, '3'));
    await outbox.put(entry(1, '1'));
    await outbox.put(entry(2, '2', { attemptId: B }));
    expect((await outbox.all(A)).map((e) => e.seq)).toEqual([1, 3]);
    expect(await outbox.all()).toHaveLength(3);
  });

  it('keeps only the newest change per question', async () => {
    await outbox.put(entry(1));
    await outbox.put(entry(2, '2'));
    await outbox.put(entry(5));
    await outbox.put(entry(5, '1', { attemptId: B })); // another attempt's question 1 is not the same question
    expect((await outbox.all(A)).map((e) => [e.question, e.seq])).toEqual([
      ['2', 2],
      ['1', 5],
    ]);
    expect(await outbox.all(B)).toHaveLength(1);
  });

  it('ignores an older change than the one stored, but replaces the same seq (refused)', async () => {
    await outbox.put(entry(5));
    await outbox.put(entry(4));
    await outbox.put(entry(5, '1', { state: 'refused', code: 'sectionClosed', message: 'Not saved: section closed' }));
    expect(await outbox.all(A)).toEqual([
      entry(5, '1', { state: 'refused', code: 'sectionClosed', message: 'Not saved: section closed' }),
    ]);
  });

  it('removes by attempt and seq', async () => {
    await outbox.put(entry(1, '1'));
    await outbox.put(entry(2, '2'));
    await outbox.remove([
      [A, 1],
      [A, 9],
    ]);
    expect((await outbox.all(A)).map((e) => e.seq)).toEqual([2]);
  });

  it('stores meta values', async () => {
    expect(await outbox.getMeta('seq:x')).toBeUndefined();
    await outbox.setMeta('seq:x', { last: 7, anchored: true });
    expect(await outbox.getMeta('seq:x')).toEqual({ last: 7, anchored: true });
  });

  it('hands out copies, so callers cannot change what is stored', async () => {
    const original = entry(1);
    await outbox.put(original);
    original.value = 'changed';
    const [stored] = await outbox.all(A);
    stored!.value = 'changed too';
    expect((await outbox.all(A))[0]!.value).toBe('v1');
  });
});

describe('IndexedDbOutbox', () => {
  it('keeps entries for the next page load (a new connection to the same database)', async () => {
    const name = `${OUTBOX_DB_NAME}.reload`;
    await new IndexedDbOutbox(name).put(entry(4));
    await new IndexedDbOutbox(name).setMeta('seq:a', { last: 4, anchored: true });
    const reloaded = new IndexedDbOutbox(name);
    expect(await reloaded.all(A)).toEqual([entry(4)]);
    expect(await reloaded.getMeta('seq:a')).toEqual({ last: 4, anchored: true });
  });

  it('closes its connection when sign-out deletes the database', async () => {
    const name = `${OUTBOX_DB_NAME}.wipe`;
    const outbox = new IndexedDbOutbox(name);
    await outbox.put(entry(1));
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('delete blocked by the open outbox'));
    });
    expect(await outbox.all(A)).toEqual([]);
  });

  it('lets a reloaded engine replay what the previous page typed offline', async () => {
    const name = `${OUTBOX_DB_NAME}.engine`;
    const first = new ExamEngine({ socket: new FakeExamSocket(), outbox: new IndexedDbOutbox(name), attemptId: A });
    try {
      await first.setAnswer('reading', '12', 'TRUE');
    } finally {
      first.dispose();
    }

    const socket = new FakeExamSocket();
    const second = new ExamEngine({ socket, outbox: new IndexedDbOutbox(name), attemptId: A });
    try {
      socket.connect();
      await second.ready;
      await eventually(() => socket.waiting(ExamEvents.join).length === 1);
      socket.reply(ExamEvents.join, {
        ok: true,
        snapshot: {
          attemptId: A,
          status: 'in_progress',
          startedAt: null,
          expiresAt: null,
          serverTime: new Date().toISOString(),
          currentSection: null,
          sections: [],
          answers: [],
          lastSeq: 3,
        },
      });
      const sent = () => socket.emits.filter((e) => e.event === ExamEvents.answerSet).map((e) => e.payload as AnswerSetPayload);
      await eventually(() => sent().length > 0);
      expect(sent()).toEqual([{ attemptId: A, section: 'reading', question: '12', value: 'TRUE', seq: 4 }]);
    } finally {
      second.dispose();
    }
  });
});
