import { recordingPlace, recordingSecondsAt, type RecordingPlace, type TimedRecording } from '@cdi/exam-core';

/** Listening plays its recordings in part order, each heard once. */
export const AUDIO_AUTOSTART_MS = 1000;
export const AUDIO_NEXT_PART_MS = 500;
/** The silence between parts as the server's clock counts it. */
export const PART_GAP_SECONDS = AUDIO_NEXT_PART_MS / 1000;
/**
 * A window behind the server's place by less than this plays on rather than skipping: the
 * half-second between parts is never exact, and a skip of a few hundredths would only stutter.
 */
export const CATCH_UP_SECONDS = 0.25;

export type { RecordingPlace, TimedRecording };

/** After a recording ends: the next part, from its start, or finished after the last. */
export function afterRecordingEnds(part: number, recordings: readonly TimedRecording[]): RecordingPlace {
  const next = recordings.find((r) => r.part > part);
  return next ? { finished: false, part: next.part, offsetSeconds: 0 } : { finished: true };
}

/** Where the whole recording is `seconds` in, its parts apart by the server's gap. */
export function placeAt(seconds: number, recordings: readonly TimedRecording[]): RecordingPlace {
  return recordingPlace(seconds, recordings, PART_GAP_SECONDS);
}

/** Seconds into the whole recording (gaps counted as the server counts them) of a place in one part. */
export function secondsAt(part: number, offsetSeconds: number, recordings: readonly TimedRecording[]): number {
  return recordingSecondsAt(part, offsetSeconds, recordings, PART_GAP_SECONDS);
}

/**
 * Where this window should play from when it (re)starts: the server's place when that is ahead by more
 * than CATCH_UP_SECONDS, else where it is. Never a place before the window's own.
 */
export function catchUp(
  own: { part: number; offsetSeconds: number },
  serverSeconds: number | null,
  recordings: readonly TimedRecording[],
): RecordingPlace | null {
  if (serverSeconds === null) return null;
  if (serverSeconds - secondsAt(own.part, own.offsetSeconds, recordings) <= CATCH_UP_SECONDS) return null;
  return placeAt(serverSeconds, recordings);
}

/** What the progress bar shows: seconds heard and the total, the gaps between parts left out. */
export function heardOfTotal(place: RecordingPlace | null, currentTime: number, recordings: readonly TimedRecording[]) {
  const total = recordings.reduce((sum, r) => sum + (r.durationSeconds ?? 0), 0);
  if (!place) return { heard: 0, total };
  if (place.finished) return { heard: total, total };
  const heard = recordingSecondsAt(place.part, currentTime, recordings, 0);
  return { heard: Math.min(total, heard), total };
}
