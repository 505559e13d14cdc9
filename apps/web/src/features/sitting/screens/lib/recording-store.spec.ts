import { downloadPercent } from './recording-store';

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
