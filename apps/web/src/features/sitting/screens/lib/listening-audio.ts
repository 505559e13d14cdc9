/** Listening plays its recordings in part order, each heard once (spec 1 §4.6). */
export const AUDIO_AUTOSTART_MS = 1000;
export const AUDIO_NEXT_PART_MS = 500;

/** Where the candidate is in the recordings; kept on the device so a reload carries on, never replays. */
export interface AudioProgress {
  /** The part whose recording plays (or played last). */
  part: number;
  /** Seconds into that recording. */
  position: number;
  /** Every recording has been heard to its end. */
  finished: boolean;
}

export const AUDIO_START: AudioProgress = { part: 1, position: 0, finished: false };

/** After a recording ends: the next part with audio, or finished after the last. */
export function afterRecordingEnds(progress: AudioProgress, partsWithAudio: readonly number[]): AudioProgress {
  const next = partsWithAudio.find((part) => part > progress.part);
  return next === undefined ? { ...progress, finished: true } : { part: next, position: 0, finished: false };
}

/** Where to start: saved progress if it names a part that has audio, else the first part with audio. */
export function resumeProgress(saved: AudioProgress | null, partsWithAudio: readonly number[]): AudioProgress | null {
  if (partsWithAudio.length === 0) return null;
  if (saved && (saved.finished || partsWithAudio.includes(saved.part))) return saved;
  return { part: partsWithAudio[0]!, position: 0, finished: false };
}
