/** The calendar date of an ISO date-time, as YYYY-MM-DD. */
export function datePart(isoDateTime: string): string {
  return isoDateTime.split('T')[0] ?? isoDateTime;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time in the viewer's time zone, as YYYY-MM-DD HH:mm; the input itself when it is not a date. */
export function dateTime(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO date-time's calendar date in the viewer's time zone, as YYYY-MM-DD; the input itself when it is not a date. */
export function calendarDate(isoDateTime: string): string {
  return dateTime(isoDateTime).split(' ')[0] ?? isoDateTime;
}
