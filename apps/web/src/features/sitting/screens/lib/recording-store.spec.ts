import { downloadPercent, withRecordingPass } from './recording-store';

describe('downloadPercent', () => {
  it('counts the bytes of every recording together, and says 100 only when all are whole', () => {
    expect(
      downloadPercent([
        { loaded: 100, total: 100, done: true },
        { loaded: 20, total: 100, done: false },
      ]),
    ).toBe(60);
    expect(downloadPercent([{ loaded: 100, total: 100, done: false }])).toBe(99);
    expect(
      downloadPercent([
        { loaded: 100, total: 100, done: true },
        { loaded: 50, total: null, done: true },
      ]),
    ).toBe(100);
  });

  it('is unknown while a size is, and complete with nothing to download', () => {
    expect(downloadPercent([{ loaded: 10, total: null, done: false }])).toBeNull();
    expect(downloadPercent([])).toBe(100);
  });
});

describe('withRecordingPass', () => {
  it("adds the window's pass beside the version the URL names", () => {
    expect(withRecordingPass('/api/attempts/a/parts/p/audio?v=abc', 'k/1')).toBe(
      '/api/attempts/a/parts/p/audio?v=abc&pass=k%2F1',
    );
    expect(withRecordingPass('/api/attempts/a/parts/p/audio', 'k')).toBe('/api/attempts/a/parts/p/audio?pass=k');
  });
});
