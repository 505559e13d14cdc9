/** Every key this app writes to local or session storage starts with this prefix, so signing out can remove them all. */
export const STORAGE_PREFIX = 'cdi.';

export const SESSION_STORAGE_KEY = `${STORAGE_PREFIX}session`;

export function clearLocalUserData(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(STORAGE_PREFIX),
    );
    keys.forEach((key) => storage.removeItem(key));
  }
}
