import { auditActionLabel, type LogEntry } from '@cdi/contracts';

const MAX_DETAILS_CHARS = 160;

const readableKey = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

function readableValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One line saying what an entry's details hold: a settings change as 'field: before → after', other
 * details as 'key: value' pairs, cut to a readable length (the CSV keeps everything).
 */
export function describeDetails(details: Record<string, unknown>): string {
  const changes = details.changes;
  const parts =
    changes && typeof changes === 'object' && !Array.isArray(changes)
      ? Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(
          ([key, change]) => `${readableKey(key)}: ${readableValue(change?.from)} → ${readableValue(change?.to)}`,
        )
      : Object.entries(details).map(([key, value]) => `${readableKey(key)}: ${readableValue(value)}`);
  const text = parts.join('; ');
  return text.length > MAX_DETAILS_CHARS ? `${text.slice(0, MAX_DETAILS_CHARS - 1)}…` : text;
}

/** What the entry acted on: the target's current name, else its kind. */
export function describeTarget(entry: Pick<LogEntry, 'target' | 'target_type'>): string {
  return entry.target ?? readableKey(entry.target_type);
}

export const actionLabel = auditActionLabel;
