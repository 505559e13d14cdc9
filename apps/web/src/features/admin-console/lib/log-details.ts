import { auditActionLabel } from '@cdi/contracts';
import { dateTime } from '../../../shared/format/date';

const MAX_DETAILS_CHARS = 160;

const readableKey = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Ids (a test's, a sitting's) mean nothing to a reader: the sentence names what they point at. */
const isIdField = (key: string, value: unknown) =>
  /Ids?$|_ids?$/.test(key) ||
  (typeof value === 'string' && UUID.test(value)) ||
  (Array.isArray(value) && value.some((v) => typeof v === 'string' && UUID.test(v)));

function readableValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'object') return Object.keys(value).map(readableKey).join(', ');
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return dateTime(value);
  return String(value);
}

/**
 * One line saying what an entry's details hold: a settings change as 'field: before → after', other
 * details as 'key: value' pairs without ids, cut to a readable length (the CSV keeps everything).
 */
export function describeDetails(details: Record<string, unknown>): string {
  const changes = details.changes;
  const parts =
    changes && typeof changes === 'object' && !Array.isArray(changes)
      ? Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(
          ([key, change]) => `${readableKey(key)}: ${readableValue(change?.from)} → ${readableValue(change?.to)}`,
        )
      : Object.entries(details)
          .filter(([key, value]) => !isIdField(key, value))
          .map(([key, value]) => `${readableKey(key)}: ${readableValue(value)}`);
  const text = parts.join('; ');
  return text.length > MAX_DETAILS_CHARS ? `${text.slice(0, MAX_DETAILS_CHARS - 1)}…` : text;
}

export const actionLabel = auditActionLabel;
