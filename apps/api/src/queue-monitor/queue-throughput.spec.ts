import { minuteSeries, perMinute } from './queue-monitor.service';

describe('queue throughput', () => {
  it('counts the minute under way before the recorded minutes', () => {
    expect(minuteSeries({ meta: { count: 12, prevCount: 9 }, data: [4, 0, 2] })).toEqual([3, 4, 0, 2]);
    expect(minuteSeries({ meta: { count: 0, prevCount: 0 }, data: [] })).toEqual([0]);
  });

  it('keeps at most the asked number of points', () => {
    expect(minuteSeries({ meta: { count: 1, prevCount: 0 }, data: [1, 2, 3, 4] }, 3)).toEqual([1, 1, 2]);
  });

  it('averages the latest minutes, to two decimals', () => {
    expect(perMinute([3, 4, 0, 2], 5)).toBe(2.25);
    expect(perMinute([1, 1, 1, 1, 1, 100], 5)).toBe(1);
    expect(perMinute([], 5)).toBe(0);
    expect(perMinute([2, 1, 1], 3)).toBe(1.33);
  });
});
