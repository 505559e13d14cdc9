import { clearLocalUserData } from '../../../shared/session/storage-keys';
import { DISPLAY_PREFERENCES_STORAGE_KEY } from './display-preferences';
import { stickyNoteStorageKey } from './sticky-note';
import { textNotesStorageKey } from './text-notes';

/** Just enough of the Web Storage API for clearLocalUserData. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return Array.from(this.items.keys())[index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('signing out', () => {
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();

  beforeAll(() => {
    Object.defineProperty(globalThis, 'window', { value: { localStorage, sessionStorage }, configurable: true });
  });

  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('removes the display preferences and every attempt’s notes, and leaves other sites’ keys', () => {
    localStorage.setItem(DISPLAY_PREFERENCES_STORAGE_KEY, '{"state":{"contrast":"yellow-on-black"}}');
    localStorage.setItem(stickyNoteStorageKey('attempt-1'), 'Paragraph C: 1959');
    localStorage.setItem(stickyNoteStorageKey('attempt-2'), 'check Q14');
    localStorage.setItem(textNotesStorageKey('attempt-1', 'reading'), '[{"id":"1","text":"shade"}]');
    localStorage.setItem('unrelated', 'kept');

    clearLocalUserData();

    expect(localStorage.getItem(DISPLAY_PREFERENCES_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(stickyNoteStorageKey('attempt-1'))).toBeNull();
    expect(localStorage.getItem(stickyNoteStorageKey('attempt-2'))).toBeNull();
    expect(localStorage.getItem(textNotesStorageKey('attempt-1', 'reading'))).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
