import { isoWithOffset, wallClock, wallClockDate } from './wall-clock';

describe('the wall clock of a time zone', () => {
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

  it('reads each part of the clock zero-padded, on a 24-hour clock', () => {
    expect(wallClock(new Date('2026-03-05T00:07:09Z'), 'UTC')).toEqual({
      year: '2026',
      month: '03',
      day: '05',
      hour: '00',
      minute: '07',
      second: '09',
    });
    expect(wallClock(date, 'Asia/Tokyo')).toMatchObject({ day: '01', hour: '21', minute: '30' });
  });
});
