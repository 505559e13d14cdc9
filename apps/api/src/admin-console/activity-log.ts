import { auditActionLabel, csvLine, type LogEntry } from '@cdi/contracts';
import type { ActivityRow } from './activity-log.repository';

export function toLogEntry(row: ActivityRow): LogEntry {
  return {
    id: row.id,
    actor_name: row.actor_name,
    actor_login_id: row.actor_login_id,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target: row.target,
    details: row.details ?? {},
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A date-time as YYYY-MM-DD HH:mm:ss on the wall clock of a time zone. */
export function zonedDateTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export const LOG_CSV_HEADER = [
  'Date',
  'Actor',
  'Login ID',
  'Action',
  'Action code',
  'Target',
  'Target type',
  'Target ID',
  'Details',
];

export function logCsvLine(entry: LogEntry, timeZone: string): string {
  return csvLine([
    zonedDateTime(new Date(entry.created_at), timeZone),
    entry.actor_name ?? '',
    entry.actor_login_id ?? '',
    auditActionLabel(entry.action),
    entry.action,
    entry.target ?? '',
    entry.target_type,
    entry.target_id ?? '',
    Object.keys(entry.details).length ? JSON.stringify(entry.details) : '',
  ]);
}
