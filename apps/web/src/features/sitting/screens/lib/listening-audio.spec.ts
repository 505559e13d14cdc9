import { afterRecordingEnds, resumeProgress } from './listening-audio';

describe('listening recordings', () => {
  it('moves to the next part with audio when a recording ends, and finishes after the last', () => {
    expect(afterRecordingEnds({ part: 1, position: 312, finished: false }, [1, 2, 4])).toEqual({
      part: 2,
      position: 0,
      finished: false,
    });
    expect(afterRecordingEnds({ part: 2, position: 10, finished: false }, [1, 2, 4])).toEqual({
      part: 4,
      position: 0,
      finished: false,
    });
    expect(afterRecordingEnds({ part: 4, position: 99, finished: false }, [1, 2, 4])).toMatchObject({ part: 4, finished: true });
  });

  it('carries on from saved progress instead of replaying, and starts at the first recording otherwise', () => {
    expect(resumeProgress({ part: 3, position: 42, finished: false }, [1, 2, 3, 4])).toEqual({
      part: 3,
      position: 42,
      finished: false,
    });
    expect(resumeProgress({ part: 4, position: 0, finished: true }, [1, 2, 3, 4])?.finished).toBe(true);
    expect(resumeProgress(null, [2, 3])).toEqual({ part: 2, position: 0, finished: false });
    expect(resumeProgress({ part: 1, position: 5, finished: false }, [2, 3])).toEqual({ part: 2, position: 0, finished: false });
    expect(resumeProgress(null, [])).toBeNull();
  });
});
