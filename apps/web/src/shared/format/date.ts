import { wallClock } from '@cdi/contracts';

/** The calendar date of an ISO date-time, as YYYY-MM-DD. */
export function datePart(isoDateTime: string): string {
  return isoDateTime.split('T')[0] ?? isoDateTime;
}

/**
 * The time zone dates are shown in: the viewer's own (undefined) unless an area sets one. The admin area
 * sets its tenant's (System Settings) while it is open, so every admin date reads on the centre's clock.
 */
let displayTimeZone: string | undefined;

export function setDisplayTimeZone(timeZone: string | undefined): void {
  displayTimeZone = timeZone;
}

export function getDisplayTimeZone(): string | undefined {
  return displayTimeZone;
}

/** The wall-clock parts of a date in the display time zone. */
function wallClockIn(date: Date, timeZone = displayTimeZone) {
  const parts = wallClock(date, timeZone);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: parts.second,
    hour: Number(parts.hour),
  };
}

/**
 * An ISO date-time in the display time zone (or the one given), as YYYY-MM-DD HH:mm; the input itself
 * when it is not a date.
 */
export function dateTime(isoDateTime: string, timeZone = displayTimeZone): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  const { date: day, time } = wallClockIn(date, timeZone);
  return `${day} ${time}`;
}

/** The display time zone's short name at a moment, as the browser says it: 'UTC', 'GMT+7', 'BST'. */
export function zoneName(date: Date, timeZone = displayTimeZone): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/**
 * An ISO date-time as YYYY-MM-DD HH:mm with its zone's name ('2026-11-27 14:00 GMT+7'): for people
 * who cannot know which clock a bare time is on (candidates); the input itself when it is not a date.
 */
export function dateTimeWithZone(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return `${dateTime(isoDateTime)} ${zoneName(date)}`.trim();
}

/** An ISO date-time in the display time zone, as YYYY-MM-DD HH:mm:ss; the input itself when it is not a date. */
export function dateTimeWithSeconds(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  const { date: day, time, seconds } = wallClockIn(date);
  return `${day} ${time}:${seconds}`;
}

/** An ISO date-time's calendar date in the display time zone, as YYYY-MM-DD; the input itself when it is not a date. */
export function calendarDate(isoDateTime: string): string {
  return dateTime(isoDateTime).split(' ')[0] ?? isoDateTime;
}

/** The hour (0-23) now in the display time zone: the admin greeting's time of day. */
export function currentHour(now: Date = new Date()): number {
  return wallClockIn(now).hour;
}

/** Today's calendar date in the display time zone, as YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  return wallClockIn(now).date;
}

/** The time of day of an ISO date-time in the display time zone, as HH:mm (or HH:mm:ss). */
export function clockTime(isoDateTime: string, { seconds = false }: { seconds?: boolean } = {}): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  const { time, seconds: ss } = wallClockIn(date);
  return seconds ? `${time}:${ss}` : time;
}
