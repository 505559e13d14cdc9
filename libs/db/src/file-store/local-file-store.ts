import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type ByteRange, checkedKey, FileStore } from './file-store';

/** Files in a local folder: the default, and one shared volume when api replicas share a host. */
export class LocalFileStore extends FileStore {
  readonly localFolder: string;

  constructor(root: string) {
    super();
    this.localFolder = path.resolve(root);
  }

  /** The absolute path of a key, always inside the folder. */
  pathOf(key: string): string {
    return path.join(this.localFolder, checkedKey(key));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async size(key: string): Promise<number | null> {
    const found = await stat(this.pathOf(key)).catch(() => null);
    return found?.isFile() ? found.size : null;
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = createReadStream(this.pathOf(key), range && { start: range.start, end: range.end });
    // Known here, not halfway through a response, when the file is not there.
    const opened = await new Promise<boolean>((resolve, reject) =>
      file
        .once('open', () => resolve(true))
        .once('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') resolve(false);
          else reject(error);
        }),
    );
    return opened ? file : null;
  }

  async list(prefix: string): Promise<string[]> {
    const key = checkedKey(prefix);
    const found = await stat(this.pathOf(key)).catch(() => null);
    if (!found) return [];
    if (found.isFile()) return [key];
    const entries = await readdir(this.pathOf(key), { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.localFolder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }

  async remove(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
