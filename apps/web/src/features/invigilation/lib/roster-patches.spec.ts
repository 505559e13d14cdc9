import { applyPatches, patchRow, readPatches, watchRefusal } from './roster-patches';
import { row, section, snapshot } from './roster.fixture';

const answer = (attemptId: string, question: string, answered: boolean, savedAt: string) =>
  ({ attemptId, kind: 'answer', section: 'listening', question, answered, savedAt }) as const;

describe('patchRow', () => {
  const base = row({ candidateId: 'CAN0004', status: 'in_progress' });

  it('adds an answered question once and records when it was saved', () => {
    const once = patchRow(base, answer('attempt-CAN0004', '1', true, '2026-11-22T10:00:05.000Z'));
    expect(once.answered.listening).toEqual(['1']);
    expect(once.lastSavedAt).toBe('2026-11-22T10:00:05.000Z');
    const twice = patchRow(once, answer('attempt-CAN0004', '1', true, '2026-11-22T10:00:09.000Z'));
    expect(twice.answered.listening).toEqual(['1']);
    expect(twice.lastSavedAt).toBe('2026-11-22T10:00:09.000Z');
  });

  it('removes a question whose answer was cleared, which is a save too', () => {
    const answered = { ...base, answered: { listening: ['1', '2'], reading: [], writing: [] } };
    const cleared = patchRow(answered, answer('attempt-CAN0004', '1', false, '2026-11-22T10:01:00.000Z'));
    expect(cleared.answered.listening).toEqual(['2']);
    expect(cleared.lastSavedAt).toBe('2026-11-22T10:01:00.000Z');
  });

  it('records the sound check once: the first confirmation stands', () => {
    const checked = patchRow(base, {
      attemptId: 'attempt-CAN0004',
      kind: 'soundCheck',
      soundCheckedAt: '2026-11-22T09:58:00.000Z',
    });
    expect(checked.soundCheckedAt).toBe('2026-11-22T09:58:00.000Z');
    const again = patchRow(checked, {
      attemptId: 'attempt-CAN0004',
      kind: 'soundCheck',
      soundCheckedAt: '2026-11-22T09:59:00.000Z',
    });
    expect(again).toBe(checked);
    expect(
      readPatches([
        { attemptId: 'a', kind: 'soundCheck', soundCheckedAt: 'x' },
        { attemptId: 'a', kind: 'soundCheck' },
      ]),
    ).toEqual([{ attemptId: 'a', kind: 'soundCheck', soundCheckedAt: 'x' }]);
  });

  it('shows a hold of the start and its release, and leaves the row alone when nothing changes', () => {
    const held = patchRow(base, { attemptId: 'attempt-CAN0004', kind: 'startHold', startHeldAt: '2026-11-22T09:58:00.000Z' });
    expect(held.startHeldAt).toBe('2026-11-22T09:58:00.000Z');
    const released = patchRow(held, { attemptId: 'attempt-CAN0004', kind: 'startHold', startHeldAt: null });
    expect(released.startHeldAt).toBeNull();
    expect(patchRow(base, { attemptId: 'attempt-CAN0004', kind: 'startHold', startHeldAt: null })).toBe(base);
    expect(readPatches([{ attemptId: 'a', kind: 'startHold', startHeldAt: null }])).toEqual([
      { attemptId: 'a', kind: 'startHold', startHeldAt: null },
    ]);
  });

  it("keeps a writing task's word count as the server counted it", () => {
    const essay = {
      attemptId: 'attempt-CAN0004',
      kind: 'answer',
      section: 'writing',
      question: 'task2',
      answered: true,
    } as const;
    const typed = patchRow(base, { ...essay, savedAt: '2026-11-22T10:02:00.000Z', words: 212 });
    expect(typed.writingWords).toEqual({ task1: 0, task2: 212 });
    expect(typed.answered.writing).toEqual(['task2']);
    const same = patchRow(typed, { ...essay, savedAt: '2026-11-22T10:02:00.000Z', words: 212 });
    expect(same).toBe(typed);
    expect(readPatches([{ ...essay, savedAt: '2026-11-22T10:02:00.000Z', words: -1 }])).toEqual([]);
  });

  it('merges live state, keeping what the patch does not name', () => {
    const moved = patchRow(base, {
      attemptId: 'attempt-CAN0004',
      kind: 'live',
      live: { section: 'reading', part: 2, question: 14 },
    });
    const unfocused = patchRow(moved, { attemptId: 'attempt-CAN0004', kind: 'live', live: { focused: false, focusLosses: 1 } });
    expect(unfocused.live).toMatchObject({
      section: 'reading',
      part: 2,
      question: 14,
      focused: false,
      focusLosses: 1,
      visible: true,
    });
  });

  it('shows the latest message and its read receipt, never an older message over a newer one', () => {
    const sent = patchRow(base, {
      attemptId: 'attempt-CAN0004',
      kind: 'message',
      message: { id: 'm2', sentAt: '2026-11-22T10:02:00.000Z', readAt: null },
    });
    const lateOldReceipt = patchRow(sent, {
      attemptId: 'attempt-CAN0004',
      kind: 'message',
      message: { id: 'm1', sentAt: '2026-11-22T10:01:00.000Z', readAt: '2026-11-22T10:02:01.000Z' },
    });
    expect(lateOldReceipt.lastMessage).toEqual({ id: 'm2', sentAt: '2026-11-22T10:02:00.000Z', readAt: null });
    const read = patchRow(sent, {
      attemptId: 'attempt-CAN0004',
      kind: 'message',
      message: { id: 'm2', sentAt: '2026-11-22T10:02:00.000Z', readAt: '2026-11-22T10:02:30.000Z' },
    });
    expect(read.lastMessage?.readAt).toBe('2026-11-22T10:02:30.000Z');
  });

  it('never moves the last save back when a late patch arrives', () => {
    const saved = { ...base, lastSavedAt: '2026-11-22T10:05:00.000Z' };
    expect(patchRow(saved, answer('attempt-CAN0004', '3', true, '2026-11-22T10:04:00.000Z')).lastSavedAt).toBe(
      '2026-11-22T10:05:00.000Z',
    );
  });

  it('returns the same row when nothing changes', () => {
    const online = { ...base, online: true };
    expect(patchRow(online, { attemptId: 'attempt-CAN0004', kind: 'presence', online: true, at: 'x' })).toBe(online);
  });

  it('takes presence and the sections as sent', () => {
    expect(patchRow(base, { attemptId: 'attempt-CAN0004', kind: 'presence', online: true, at: 'x' }).online).toBe(true);
    const sections = [section('listening', 'open', { deadlineAt: '2026-11-22T10:30:00.000Z' })];
    const started = patchRow(base, { attemptId: 'attempt-CAN0004', kind: 'sections', status: 'in_progress', sections });
    expect(started.status).toBe('in_progress');
    expect(started.sections).toBe(sections);
  });
});

describe('applyPatches', () => {
  const roster = snapshot([row({ candidateId: 'CAN0001' }), row({ candidateId: 'CAN0004', attemptId: null })]);

  it('patches the row holding the attempt and leaves the others as they were', () => {
    const { roster: next, unknownAttempts } = applyPatches(roster, [
      { attemptId: 'attempt-CAN0001', kind: 'presence', online: true, at: 'x' },
    ]);
    expect(next.rows[0]!.online).toBe(true);
    expect(next.rows[1]).toBe(roster.rows[1]);
    expect(roster.rows[0]!.online).toBe(false);
    expect(unknownAttempts).toEqual([]);
  });

  it('names attempts no row holds yet, so the roster can be read again', () => {
    const result = applyPatches(roster, [
      { attemptId: 'new-attempt', kind: 'presence', online: true, at: 'x' },
      { attemptId: 'new-attempt', kind: 'presence', online: false, at: 'y' },
    ]);
    expect(result.roster).toBe(roster);
    expect(result.unknownAttempts).toEqual(['new-attempt']);
  });

  it('returns the same snapshot when no patch changes anything', () => {
    expect(applyPatches(roster, [{ attemptId: 'attempt-CAN0001', kind: 'presence', online: false, at: 'x' }]).roster).toBe(
      roster,
    );
  });
});

describe('readPatches', () => {
  it('keeps the patches that match the contract and drops the rest', () => {
    const good = answer('a', '1', true, '2026-11-22T10:00:00.000Z');
    expect(readPatches([good, { attemptId: 'a', kind: 'unknown' }, null, { ...good, section: 'speaking' }])).toEqual([good]);
    expect(readPatches('not a list')).toEqual([]);
  });
});

describe('watchRefusal', () => {
  const notFound = { state: 'refused', message: 'This test assignment could not be found at your centre.' };
  it('reads an unknown or foreign assignment as not found, for good', () => {
    expect(watchRefusal({ ok: false, code: 'notYours', message: 'This attempt is not yours' })).toEqual(notFound);
    expect(watchRefusal({ ok: false, code: 'invalid', message: '' })).toEqual(notFound);
  });

  it('offers another try for anything else', () => {
    expect(watchRefusal({ ok: false, code: 'unavailable', message: 'busy' })).toEqual({
      state: 'failed',
      message: 'The live roster could not be loaded. Please try again.',
    });
  });
});
