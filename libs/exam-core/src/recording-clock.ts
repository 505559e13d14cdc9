/**
 * The listening recording runs on the server's clock, like a recording played to a room: once it has
 * begun, its place is the time since then with the section's pauses left out. A window that opens
 * later (a reload, another computer) joins it there, so nothing is heard twice.
 */
export interface RecordingClock {
  /** When the recording began playing; null until it has. */
  startedAt: Date | null;
  /** The section's paused seconds (finished pauses) when the recording began. */
  pausedSecondsAtStart: number;
  /** The section's paused seconds now (finished pauses). */
  pausedSeconds: number;
  /** Set while the section is paused: the recording stands still from then. */
  pausedAt: Date | null;
  /** Set once the section has closed: the recording stopped then. */
  completedAt: Date | null;
}

/** Seconds the recording has played by `now` (pauses left out), or null when it has not begun. */
export function recordingSeconds(clock: RecordingClock, now: Date): number | null {
  if (!clock.startedAt) return null;
  const end = clock.completedAt ?? clock.pausedAt ?? now;
  const running = (end.getTime() - clock.startedAt.getTime()) / 1000 - (clock.pausedSeconds - clock.pausedSecondsAtStart);
  return Math.max(0, Math.round(running * 1000) / 1000);
}

/** One part's recording and its length in seconds (null: unknown, taken as never ending). */
export interface TimedRecording {
  part: number;
  durationSeconds: number | null;
}

export type RecordingPlace = { finished: false; part: number; offsetSeconds: number } | { finished: true };

/**
 * Where `seconds` into the whole recording falls: the part playing and how far into it, the parts
 * following each other after `gapSeconds` of silence.
 */
export function recordingPlace(seconds: number, recordings: readonly TimedRecording[], gapSeconds: number): RecordingPlace {
  let left = Math.max(0, seconds);
  for (const [index, recording] of recordings.entries()) {
    const length = recording.durationSeconds ?? Number.POSITIVE_INFINITY;
    if (left < length) return { finished: false, part: recording.part, offsetSeconds: left };
    left -= length;
    const isLast = index === recordings.length - 1;
    // In the silence before the next part: that part, from its start.
    if (!isLast && left < gapSeconds) return { finished: false, part: recordings[index + 1]!.part, offsetSeconds: 0 };
    left -= gapSeconds;
  }
  return { finished: true };
}

/** Seconds into the whole recording of a place within one part (the inverse of recordingPlace). */
export function recordingSecondsAt(
  part: number,
  offsetSeconds: number,
  recordings: readonly TimedRecording[],
  gapSeconds: number,
): number {
  let before = 0;
  for (const recording of recordings) {
    if (recording.part === part) return before + offsetSeconds;
    before += (recording.durationSeconds ?? 0) + gapSeconds;
  }
  return before;
}
