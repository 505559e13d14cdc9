/**
 * The wall clock of a time zone at a moment: what the screens show (the centre's zone in the admin
 * area, the viewer's own elsewhere) and what downloaded files hold. One cached formatter per zone.
 */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
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
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The reading of `date` on the clock of `timeZone` (undefined: the runtime's own zone), each part zero-padded. */
export function wallClock(date: Date, timeZone?: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '00',
  };
}

/**
 * The same wall-clock reading as a Date whose UTC fields hold it: what a spreadsheet date cell stores
 * (spreadsheet dates have no zone; exceljs writes a Date's UTC fields).
 */
export function wallClockDate(date: Date, timeZone: string): Date {
  const p = wallClock(date, timeZone);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}

/** ISO 8601 with the zone's offset at that moment, such as 2026-07-01T13:30:05+01:00. */
export function isoWithOffset(date: Date, timeZone: string): string {
  const p = wallClock(date, timeZone);
  const offsetMinutes = Math.round((wallClockDate(date, timeZone).getTime() - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}
