/**
 * Dates for files a centre downloads: the wall clock of the centre's time zone (System Settings), so
 * that a spreadsheet shows the time the centre's staff lived through.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockParts(date: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * The same wall-clock reading as a Date whose UTC fields hold it: what a spreadsheet date cell stores
 * (spreadsheet dates have no zone; exceljs writes a Date's UTC fields).
 */
export function wallClockDate(date: Date, timeZone: string): Date {
  const p = wallClockParts(date, timeZone);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}

/** ISO 8601 with the zone's offset at that moment, such as 2026-07-01T13:30:05+01:00. */
export function isoWithOffset(date: Date, timeZone: string): string {
  const p = wallClockParts(date, timeZone);
  const offsetMinutes = Math.round((wallClockDate(date, timeZone).getTime() - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** The number format of date-time cells in downloaded workbooks. */
export const SPREADSHEET_DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
