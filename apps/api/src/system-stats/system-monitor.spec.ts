import { cpuBusyPercent } from './host-metrics';
import { bucketKeys } from './system-monitor';

describe('cpuBusyPercent', () => {
  it('is the busy share of the time between two readings, with one decimal', () => {
    expect(cpuBusyPercent({ idle: 1000, total: 2000 }, { idle: 1300, total: 2400 })).toBe(25);
    expect(cpuBusyPercent({ idle: 0, total: 0 }, { idle: 200, total: 300 })).toBe(33.3);
  });

  it('is 0 when no time passed', () => {
    expect(cpuBusyPercent({ idle: 5, total: 10 }, { idle: 5, total: 10 })).toBe(0);
  });
});

describe('bucketKeys', () => {
  const key = (start: number) => String(start);

  it('covers the window up to now, the current partial bucket first', () => {
    const minute = 60_000;
    const now = 10 * minute + 30_000;
    expect(bucketKeys(now, 3 * minute, minute, key)).toEqual([10, 9, 8].map((m) => String(m * minute)));
  });

  it('covers a 24-hour window with hourly buckets', () => {
    const hour = 3_600_000;
    expect(bucketKeys(100 * hour + 1, 24 * hour, hour, key)).toHaveLength(24);
  });
});
