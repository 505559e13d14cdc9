import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. A local folder by default (a shared volume in docker-compose, so every
 * api replica and worker sees the same files). Keys are relative paths chosen by the server, never
 * by a client.
 */
export class FileStore {
  constructor(readonly root: string) {}

  /** The absolute path of a key; refuses keys that would leave the root. */
  pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid file key "${key}"`);
    return resolved;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  /** Removes a key or a whole folder of keys. */
  async remove(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}

/** The folder of every file a tenant owns: deleting the tenant deletes it. */
export function tenantFolder(tenantId: string): string {
  return `tenants/${tenantId}`;
}

/** The folder of one exam part's files. */
export function examPartFolder(tenantId: string, examPartId: string): string {
  return `${tenantFolder(tenantId)}/exam-parts/${examPartId}`;
}

/** Where a stored PDF's bytes live: in its tenant's folder, or the platform's for a developer's PDF. */
export function pdfDocumentKey(tenantId: string | null, pdfId: string): string {
  return `${tenantId ? tenantFolder(tenantId) : 'platform'}/pdfs/${pdfId}.pdf`;
}
