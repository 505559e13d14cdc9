import { parseFile } from 'music-metadata';

/** Seconds of audio, read from the file's own headers (and frames where headers say nothing). */
export async function audioDurationSeconds(absolutePath: string): Promise<number | null> {
  const metadata = await parseFile(absolutePath, { duration: true, skipCovers: true });
  const seconds = metadata.format.duration;
  return seconds && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 10) / 10 : null;
}
