/*
 * A choice the user makes about the screen (columns, sidebar), remembered in this browser. Storage
 * may refuse (private mode, full): then the choice holds for this page only.
 */

export function readLocalChoice(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocalChoice(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Refused: see above.
  }
}
