import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore } from '@cdi/db';
import { FILE_STORES, fileStoreOf, testEnvironment } from '../support/test-stack';

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
}

describe.each(FILE_STORES)('the %s file store', (files) => {
  let store: FileStore;
  let folder: string;

  beforeAll(() => {
    store = fileStoreOf(testEnvironment(files));
  });
  beforeEach(() => {
    folder = `tenants/${randomUUID()}`;
  });

  it('keeps a file and gives back its bytes and size; a key never stored has neither', async () => {
    await store.put(`${folder}/a.json`, Buffer.from('{"a":1}'));
    expect((await store.read(`${folder}/a.json`)).toString()).toBe('{"a":1}');
    expect(await store.size(`${folder}/a.json`)).toBe(7);
    expect(await store.exists(`${folder}/a.json`)).toBe(true);
    expect(await store.size(`${folder}/missing.json`)).toBeNull();
    expect(await store.exists(`${folder}/missing.json`)).toBe(false);
    expect(await store.stream(`${folder}/missing.json`)).toBeNull();
    await expect(store.read(`${folder}/missing.json`)).rejects.toThrow();
  });

  it('puts a new file over the old one under the same key', async () => {
    await store.put(`${folder}/a.txt`, Buffer.from('first'));
    await store.put(`${folder}/a.txt`, Buffer.from('second one'));
    expect((await store.read(`${folder}/a.txt`)).toString()).toBe('second one');
    expect(await store.size(`${folder}/a.txt`)).toBe(10);
  });

  it('streams a whole file, or only the bytes of a range (both ends included)', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    await store.put(`${folder}/audio.mp3`, bytes);
    expect(await text(await store.stream(`${folder}/audio.mp3`))).toBe('0123456789abcdefghij');
    expect(await text(await store.stream(`${folder}/audio.mp3`, { start: 5, end: 9 }))).toBe('56789');
    expect(await text(await store.stream(`${folder}/audio.mp3`, { start: 19, end: 19 }))).toBe('j');
  });

  it('lists and removes a folder of keys, or one key, and nothing whose name only starts the same', async () => {
    await store.put(`${folder}/exam-parts/p1/part.json`, Buffer.from('{}'));
    await store.put(`${folder}/exam-parts/p1/audio.mp3`, Buffer.from('mp3'));
    await store.put(`${folder}/pdfs/one.pdf`, Buffer.from('%PDF'));
    await store.put(`${folder}x/pdfs/beside.pdf`, Buffer.from('%PDF'));
    expect((await store.list(folder)).sort()).toEqual([
      `${folder}/exam-parts/p1/audio.mp3`,
      `${folder}/exam-parts/p1/part.json`,
      `${folder}/pdfs/one.pdf`,
    ]);
    expect(await store.list(`${folder}/pdfs/one.pdf`)).toEqual([`${folder}/pdfs/one.pdf`]);

    await store.remove(`${folder}/pdfs/one.pdf`);
    expect(await store.exists(`${folder}/pdfs/one.pdf`)).toBe(false);
    await store.remove(folder);
    expect(await store.list(folder)).toEqual([]);
    expect(await store.exists(`${folder}x/pdfs/beside.pdf`)).toBe(true);
    // Removing what is already gone is no error (a retried delete).
    await expect(store.remove(folder)).resolves.toBeUndefined();
  });

  it('refuses keys that are empty, absolute or climb out of the store', async () => {
    for (const key of ['', '/etc/passwd', '../outside.txt', `${folder}/../../../outside.txt`]) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid file key/);
      await expect(store.size(key)).rejects.toThrow(/Invalid file key/);
    }
  });
});
