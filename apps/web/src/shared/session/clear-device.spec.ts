import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { IndexedDbOutbox, OUTBOX_DB_NAME, type OutboxEntry } from '../exam-engine';
import { clearDeviceData, expiringCookies, type DeviceStores } from './clear-device';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const entry: OutboxEntry = {
  attemptId: '0b7d5a3e-2c4f-4e7a-9a1b-3c5d7e9f1a2b',
  section: 'listening',
  question: '1',
  value: 'library',
  seq: 1,
  state: 'pending',
  createdAt: 1,
};

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((info) => info.name ?? '').sort();
}

function device(outbox: IndexedDbOutbox): { stores: DeviceStores; local: Storage; session: Storage; written: string[] } {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const written: string[] = [];
  local.setItem('cdi.session', '{}');
  local.setItem('theme', 'dark');
  session.setItem('cdi.exam.testId', 't1');
  const stores: DeviceStores = {
    storages: [local, session],
    cookies: { read: () => 'a=1; prefs=large', write: (cookie) => written.push(cookie) },
    databases: indexedDB,
    outbox,
  };
  return { stores, local, session, written };
}

function deleted(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

afterEach(async () => {
  await Promise.all((await databaseNames()).map(deleted));
});

describe('clearDeviceData', () => {
  it('empties both storages, expires the cookies and deletes every database', async () => {
    (await openDB('some-other-db', 1)).close();
    const outbox = new IndexedDbOutbox();
    await outbox.all(); // the outbox database exists, but holds nothing
    const { stores, local, session, written } = device(outbox);

    await expect(clearDeviceData(stores)).resolves.toEqual({ outboxKept: false });

    expect(local.length + session.length).toBe(0);
    expect(written).toEqual([
      'a=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      'prefs=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    ]);
    expect(await databaseNames()).toEqual([]);
  });

  it('keeps the exam outbox, and the answers in it, while it holds unsaved answers', async () => {
    (await openDB('some-other-db', 1)).close();
    const outbox = new IndexedDbOutbox();
    await outbox.put(entry);
    const { stores, local } = device(outbox);

    await expect(clearDeviceData(stores)).resolves.toEqual({ outboxKept: true });

    expect(local.length).toBe(0);
    expect(await databaseNames()).toEqual([OUTBOX_DB_NAME]);
    expect(await new IndexedDbOutbox().all()).toEqual([entry]);
  });
});

describe('expiringCookies', () => {
  it('expires each named cookie and ignores an empty cookie string', () => {
    expect(expiringCookies(' x=1 ;y=')).toEqual([
      'x=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      'y=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    ]);
    expect(expiringCookies('')).toEqual([]);
  });
});
