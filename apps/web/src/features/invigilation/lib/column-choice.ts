import { STORAGE_PREFIX } from '../../../shared/session/storage-keys';

/** The roster's hidden columns, per browser. Hidden (not shown) ones are kept, so a new column shows. */
export const HIDDEN_COLUMNS_KEY = `${STORAGE_PREFIX}invigilation.hiddenColumns`;

/** The hidden columns stored, of those that exist and may be hidden; anything unreadable hides nothing. */
export function readHiddenColumns(stored: string | null, hideable: readonly string[]): Set<string> {
  try {
    const ids: unknown = JSON.parse(stored ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && hideable.includes(id)) : []);
  } catch {
    return new Set();
  }
}

export function writeHiddenColumns(hidden: ReadonlySet<string>): string {
  return JSON.stringify([...hidden].sort());
}
