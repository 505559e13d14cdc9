import { isoWithOffset, wallClockDate } from './zoned-time';

describe('dates in downloaded files', () => {
  const date = new Date('2026-07-01T12:30:05.678Z');

  it('writes ISO 8601 with the offset of the centre’s zone at that moment', () => {
    expect(isoWithOffset(date, 'UTC')).toBe('2026-07-01T12:30:05+00:00');
    expect(isoWithOffset(date, 'Europe/London')).toBe('2026-07-01T13:30:05+01:00');
    expect(isoWithOffset(new Date('2026-01-15T12:00:00Z'), 'Europe/London')).toBe('2026-01-15T12:00:00+00:00');
    expect(isoWithOffset(date, 'America/Los_Angeles')).toBe('2026-07-01T05:30:05-07:00');
    expect(isoWithOffset(date, 'Asia/Kolkata')).toBe('2026-07-01T18:00:05+05:30');
    expect(new Date(isoWithOffset(date, 'Africa/Cairo')).getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
  });

  it('gives spreadsheets the wall-clock reading', () => {
    expect(wallClockDate(date, 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-07-01T19:30:05.000Z');
  });
});
