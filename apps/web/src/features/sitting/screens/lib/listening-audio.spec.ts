import { afterRecordingEnds, catchUp, heardOfTotal, placeAt, secondsAt } from './listening-audio';

const recordings = [
  { part: 1, durationSeconds: 40 },
  { part: 2, durationSeconds: 30 },
  { part: 4, durationSeconds: 20 },
];

describe('listening recordings', () => {
  it('moves to the next part with audio when a recording ends, and finishes after the last', () => {
    expect(afterRecordingEnds(1, recordings)).toEqual({ finished: false, part: 2, offsetSeconds: 0 });
    expect(afterRecordingEnds(2, recordings)).toEqual({ finished: false, part: 4, offsetSeconds: 0 });
    expect(afterRecordingEnds(4, recordings)).toEqual({ finished: true });
  });

  it("places the server's seconds across parts with the half-second between them", () => {
    expect(placeAt(0, recordings)).toEqual({ finished: false, part: 1, offsetSeconds: 0 });
    expect(placeAt(40.5 + 30.5 + 3, recordings)).toEqual({ finished: false, part: 4, offsetSeconds: 3 });
    expect(placeAt(200, recordings)).toEqual({ finished: true });
    expect(secondsAt(2, 10, recordings)).toBe(50.5);
  });

  it('catches up with the server when behind it, and never goes back when ahead', () => {
    expect(catchUp({ part: 1, offsetSeconds: 0 }, 12, recordings)).toEqual({ finished: false, part: 1, offsetSeconds: 12 });
    expect(catchUp({ part: 1, offsetSeconds: 5 }, 45, recordings)).toEqual({ finished: false, part: 2, offsetSeconds: 4.5 });
    expect(catchUp({ part: 2, offsetSeconds: 0 }, 20, recordings)).toBeNull();
    expect(catchUp({ part: 1, offsetSeconds: 12 }, 12.1, recordings)).toBeNull();
    expect(catchUp({ part: 1, offsetSeconds: 0 }, null, recordings)).toBeNull();
  });

  it('shows what has been heard of the whole recording', () => {
    expect(heardOfTotal({ finished: false, part: 2, offsetSeconds: 0 }, 10, recordings)).toEqual({ heard: 50, total: 90 });
    expect(heardOfTotal({ finished: true }, 0, recordings)).toEqual({ heard: 90, total: 90 });
    expect(heardOfTotal(null, 0, recordings)).toEqual({ heard: 0, total: 90 });
  });
});
