import {
  calendarDate,
  clockTime,
  currentHour,
  dateTime,
  dateTimeWithSeconds,
  dateTimeWithZone,
  setDisplayTimeZone,
  today,
} from './date';

describe('dates in the display time zone', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('shows the wall clock of the zone an area set', () => {
    setDisplayTimeZone('UTC');
    expect(dateTime('2026-07-01T23:30:00Z')).toBe('2026-07-01 23:30');
    setDisplayTimeZone('Europe/London');
    expect(dateTime('2026-07-01T23:30:00Z')).toBe('2026-07-02 00:30');
    expect(calendarDate('2026-07-01T23:30:00Z')).toBe('2026-07-02');
    setDisplayTimeZone('America/New_York');
    expect(dateTimeWithSeconds('2026-01-15T12:00:07Z')).toBe('2026-01-15 07:00:07');
  });

  it('gives the hour and the day now in that zone', () => {
    const now = new Date('2026-03-10T02:15:00Z');
    setDisplayTimeZone('America/Los_Angeles');
    expect(currentHour(now)).toBe(19);
    expect(today(now)).toBe('2026-03-09');
    setDisplayTimeZone('UTC');
    expect(currentHour(now)).toBe(2);
  });

  it('gives the time of day on that clock, with or without seconds', () => {
    setDisplayTimeZone('Europe/London');
    expect(clockTime('2026-07-01T08:05:09Z')).toBe('09:05');
    expect(clockTime('2026-07-01T08:05:09Z', { seconds: true })).toBe('09:05:09');
  });

  it('names the zone beside a time, summer time included', () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    expect(dateTimeWithZone('2026-07-01T08:05:09Z')).toBe('2026-07-01 15:05 GMT+7');
    setDisplayTimeZone('Europe/London');
    expect(dateTimeWithZone('2026-07-01T08:05:09Z')).toBe('2026-07-01 09:05 BST');
    expect(dateTimeWithZone('2026-01-01T08:05:09Z')).toBe('2026-01-01 08:05 GMT');
    setDisplayTimeZone('UTC');
    expect(dateTimeWithZone('2026-01-01T08:05:09Z')).toBe('2026-01-01 08:05 UTC');
  });

  it('leaves text that is not a date as it is', () => {
    expect(dateTime('not a date')).toBe('not a date');
  });
});
