import { type Beat, type BeatMemory, heartbeatChange } from './heartbeat-change';

const inView: Beat = { visible: true, focused: true, unsavedSeconds: 0, audioStarted: false, recordingPercent: null };
const hidden: Beat = { ...inView, visible: false };
const blurred: Beat = { ...inView, focused: false };

/** Runs beats through one socket's memory; returns each beat's change. */
function beats(...sequence: Beat[]) {
  let memory: BeatMemory | undefined;
  return sequence.map((beat) => {
    const result = heartbeatChange(memory, beat);
    memory = result.memory;
    return result.change;
  });
}

const departures = (...sequence: Beat[]) => beats(...sequence).filter((change) => change?.departure).length;

describe('heartbeatChange: counting departures from the exam', () => {
  it('says nothing of a window that stays on the exam', () => {
    expect(beats(inView, inView, inView)).toEqual([null, null, null]);
  });

  it('shows the exam out of view at once, but counts the departure only when the window reports again', () => {
    const [away, back] = beats(hidden, inView);
    expect(away).toEqual({ patch: { visible: false, focused: true }, departure: null });
    expect(back).toEqual({ patch: { visible: true, focused: true }, departure: { visible: false, focused: true } });
  });

  it('counts a candidate still away at the next beat once, however long they stay away', () => {
    expect(departures(hidden, hidden, hidden, hidden)).toBe(1);
    expect(beats(blurred, blurred)[1]).toEqual({ patch: {}, departure: { visible: true, focused: false } });
  });

  it('counts each time the candidate leaves and comes back', () => {
    expect(departures(inView, hidden, inView, blurred, inView, hidden, inView)).toBe(3);
  });

  it('does not count a window that hides itself and goes: a reload or a closed tab reconnects, it never left the exam', () => {
    // The window's last beat is the hide of its unloading; the next window starts a new socket.
    expect(departures(inView, hidden)).toBe(0);
    expect(departures(inView)).toBe(0);
  });

  it('counts nothing more when a hidden window also loses focus', () => {
    expect(departures(hidden, { ...hidden, focused: false }, inView)).toBe(1);
  });

  it('tells the invigilator how far the recording has downloaded each time it passes a tenth, and nothing in between', () => {
    const [first, same, more, done] = beats(
      { ...inView, recordingPercent: 40 },
      { ...inView, recordingPercent: 40 },
      { ...inView, recordingPercent: 75 },
      { ...inView, recordingPercent: 100 },
    );
    expect(first).toEqual({ patch: { recordingPercent: 40 }, departure: null });
    expect(same).toBeNull();
    expect(more).toEqual({ patch: { recordingPercent: 75 }, departure: null });
    expect(done).toEqual({ patch: { recordingPercent: 100 }, departure: null });
    const [, within, gone] = beats({ ...inView, recordingPercent: 40 }, { ...inView, recordingPercent: 47 }, inView);
    expect(within).toBeNull();
    expect(gone).toEqual({ patch: { recordingPercent: null }, departure: null });
  });

  it('tells the invigilator when unsaved changes start and stop alerting, and when the recording starts', () => {
    const [, waiting, late, saved] = beats(inView, { ...inView, unsavedSeconds: 3 }, { ...inView, unsavedSeconds: 45 }, inView);
    expect(waiting).toEqual({ patch: { unsavedSeconds: 3 }, departure: null });
    expect(late).toEqual({ patch: { unsavedSeconds: 45 }, departure: null });
    expect(saved).toEqual({ patch: { unsavedSeconds: 0 }, departure: null });
    expect(beats({ ...inView, audioStarted: true })).toEqual([{ patch: {}, departure: null }]);
  });
});
