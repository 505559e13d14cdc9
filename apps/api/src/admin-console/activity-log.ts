import { activitySentence, auditActionLabel, csvLine, isoWithOffset, type LogEntry } from '@cdi/contracts';
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
    summary: activitySentence(row.action, {
      target: row.target,
      test: row.test_title,
      person: row.person,
      group: row.group_name,
      details: row.details ?? {},
    }),
    details: row.details ?? {},
    created_at: new Date(row.created_at).toISOString(),
  };
}

export const LOG_CSV_HEADER = [
  'Date',
  'Actor',
  'Login ID',
  'Action',
  'Action code',
  'Summary',
  'Target',
  'Target type',
  'Target ID',
  'Details',
];

/** One entry as a CSV line: its date as ISO 8601 with the centre's offset, its machine code beside the words. */
export function logCsvLine(entry: LogEntry, timeZone: string): string {
  return csvLine([
    isoWithOffset(new Date(entry.created_at), timeZone),
    entry.actor_name ?? '',
    entry.actor_login_id ?? '',
    auditActionLabel(entry.action),
    entry.action,
    entry.summary,
    entry.target ?? '',
    entry.target_type,
    entry.target_id ?? '',
    Object.keys(entry.details).length ? JSON.stringify(entry.details) : '',
  ]);
}
