/** Every key this app writes to local or session storage starts with this prefix, so signing out can remove them all. */
export const STORAGE_PREFIX = 'cdi.';

export const SESSION_STORAGE_KEY = `${STORAGE_PREFIX}session`;

/** The browser's Cache Storage of downloaded exam recordings: a sitting's are fetched once and kept for reloads. */
export const RECORDING_CACHE = `${STORAGE_PREFIX}recordings`;

export function clearLocalUserData(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(STORAGE_PREFIX),
    );
    keys.forEach((key) => storage.removeItem(key));
  }
  // Cache Storage exists only in secure contexts (https, localhost).
  if ('caches' in window) void window.caches.delete(RECORDING_CACHE);
}
