import type { FileStore, StoredFile } from '@cdi/db';
import { parseStream } from 'music-metadata';

/** Seconds of audio, read from the file's own headers (and frames where headers say nothing). */
export async function audioDurationSeconds(store: FileStore, file: StoredFile): Promise<number | null> {
  const stream = await store.stream(file.key);
  if (!stream) return null;
  try {
    const metadata = await parseStream(stream, { mimeType: file.mime, size: file.size }, { duration: true, skipCovers: true });
    const seconds = metadata.format.duration;
    return seconds && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 10) / 10 : null;
  } finally {
    stream.destroy();
  }
}
