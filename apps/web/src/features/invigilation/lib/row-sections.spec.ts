import { EMPTY_LIVE_STATE } from '@cdi/contracts';
import { arrangedExtraMinutes, currentSection, recordingNotLoadedPercent } from './row-sections';
import { row, section } from './roster.fixture';

describe("a roster row's sections", () => {
  it('names the section that matters now: the open one, else the next to start', () => {
    const sitting = row({
      candidateId: 'C1',
      status: 'in_progress',
      sections: [section('listening', 'completed'), section('reading', 'available'), section('writing', 'locked')],
    });
    expect(currentSection(sitting)?.section).toBe('reading');
    expect(currentSection({ ...sitting, status: 'completed' })).toBeUndefined();
  });

  it("reads a candidate's extra time from their sections' running times", () => {
    const arranged = [
      section('listening', 'open', { durationSeconds: 2250 }),
      section('reading', 'locked', { durationSeconds: 4500 }),
      section('writing', 'locked', { durationSeconds: 4500 }),
    ];
    // 25 %: Listening 37½ minutes (rounded to 8 more), Reading 75.
    expect(arrangedExtraMinutes(row({ candidateId: 'C2', status: 'in_progress', sections: arranged }))).toBe(8);
    expect(arrangedExtraMinutes(row({ candidateId: 'C2', status: 'not_started', sections: arranged }))).toBe(15);
    expect(arrangedExtraMinutes(row({ candidateId: 'C3', status: 'in_progress' }))).toBeNull();
    // An invigilator's extension moves the deadline only: it is not an arrangement.
    const extended = [section('listening', 'open', { extensionSeconds: 600 })];
    expect(arrangedExtraMinutes(row({ candidateId: 'C4', status: 'in_progress', sections: extended }))).toBeNull();
  });

  it('tells of a recording not all in the browser only while Listening has yet to begin', () => {
    const downloading = (percent: number | null) => ({ ...EMPTY_LIVE_STATE, recordingPercent: percent });
    expect(recordingNotLoadedPercent(row({ candidateId: 'C5', live: downloading(40) }))).toBe(40);
    expect(recordingNotLoadedPercent(row({ candidateId: 'C5', live: downloading(0) }))).toBe(0);
    // All in, never reported, or Listening already running: nothing to tell.
    expect(recordingNotLoadedPercent(row({ candidateId: 'C5', live: downloading(100) }))).toBeNull();
    expect(recordingNotLoadedPercent(row({ candidateId: 'C5', live: downloading(null) }))).toBeNull();
    const listening = [section('listening', 'open'), section('reading', 'locked'), section('writing', 'locked')];
    expect(recordingNotLoadedPercent(row({ candidateId: 'C5', sections: listening, live: downloading(40) }))).toBeNull();
  });
});
