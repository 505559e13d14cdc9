// The outbox's own modules, not the exam engine's index: signing out must not load the exam's socket code.
import { createOutbox, OUTBOX_DB_NAME } from '../exam-engine/indexeddb-outbox';
import type { Outbox } from '../exam-engine/outbox';

/** Where this app leaves data on a device; the browser's by default, stand-ins in tests. */
export interface DeviceStores {
  storages: Storage[];
  /** document.cookie: reading gives 'a=1; b=2', each write sets one cookie. */
  cookies: { read: () => string; write: (cookie: string) => void };
  databases: IDBFactory | undefined;
  /** The exam's answer outbox, looked into before its database is deleted. */
  outbox: Outbox;
}

export function browserStores(): DeviceStores {
  return {
    storages: [window.localStorage, window.sessionStorage],
    cookies: { read: () => document.cookie, write: (cookie) => (document.cookie = cookie) },
    databases: typeof indexedDB === 'undefined' ? undefined : indexedDB,
    outbox: createOutbox(),
  };
}

/** Assignments to document.cookie that expire every cookie scripts can see (httpOnly ones go with the server's logout). */
export function expiringCookies(cookieHeader: string): string[] {
  const names = cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  return names.map((name) => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
}

async function databaseNames(factory: IDBFactory): Promise<string[]> {
  // Browsers without databases() (older Firefox) still get the app's own database removed.
  if (typeof factory.databases !== 'function') return [OUTBOX_DB_NAME];
  const infos = await factory.databases();
  return infos.flatMap((info) => (info.name ? [info.name] : []));
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open: the browser deletes it once that tab lets go; do not wait for that.
    request.onblocked = () => resolve();
  });
}

/**
 * Removes what this app keeps on the device: local and session storage, cookies, and every IndexedDB
 * database. The exam outbox is kept while it holds answers the server has not saved, so signing out
 * never loses an answer; `outboxKept` says when that happened.
 */
export async function clearDeviceData(stores: DeviceStores = browserStores()): Promise<{ outboxKept: boolean }> {
  const outboxKept = (await stores.outbox.all().catch(() => [])).length > 0;
  stores.storages.forEach((storage) => storage.clear());
  expiringCookies(stores.cookies.read()).forEach(stores.cookies.write);
  const factory = stores.databases;
  if (factory) {
    const names = await databaseNames(factory).catch(() => [OUTBOX_DB_NAME]);
    const doomed = names.filter((name) => !(outboxKept && name === OUTBOX_DB_NAME));
    await Promise.all(doomed.map((name) => deleteDatabase(factory, name)));
  }
  return { outboxKept };
}
