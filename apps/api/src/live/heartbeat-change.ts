import { UNSAVED_ALERT_SECONDS, type LiveState } from '@cdi/contracts';

/** What one heartbeat reports. */
export interface Beat {
  visible: boolean;
  focused: boolean;
  unsavedSeconds: number;
  audioStarted: boolean;
  /** How much of the listening recording the window holds, in percent (null: not fetching it). */
  recordingPercent: number | null;
}

/** Where the exam was when the window went away from it. */
export interface Away {
  visible: boolean;
  focused: boolean;
}

/**
 * What a socket remembers between its beats: the last beat, and a departure not counted yet because
 * the window has not reported since it went away.
 */
export interface BeatMemory extends Beat {
  uncountedDeparture: Away | null;
}

export interface HeartbeatChange {
  /** What the invigilator should see changed; may be empty. */
  patch: Partial<LiveState>;
  /** A departure from the exam to count now ('Left the exam'), with where the exam was then. */
  departure: Away | null;
}

/** A newly joined window is taken to show the exam until it says otherwise (see LiveStateStore.connected). */
const IN_VIEW: BeatMemory = {
  visible: true,
  focused: true,
  unsavedSeconds: 0,
  audioStarted: false,
  recordingPercent: null,
  uncountedDeparture: null,
};

const attentive = (beat: Away) => beat.visible && beat.focused;

/**
 * The rule for counting departures. A window that goes away from the exam (hidden, or not focused)
 * counts as having left it only once it reports again, away still or back: a page being reloaded or
 * closed also hides itself as it goes, but it never reports again, and its reconnection is counted
 * as a disconnection instead. So a reload is a reconnect, never 'Left the exam'.
 *
 * Returns what this beat changes and what the socket should remember; `change` is null when the
 * invigilator need not hear about this beat at once.
 */
export function heartbeatChange(
  previous: BeatMemory | undefined,
  beat: Beat,
): { memory: BeatMemory; change: HeartbeatChange | null } {
  const before = previous ?? IN_VIEW;
  const departure = before.uncountedDeparture;
  const wentAway = attentive(before) && !attentive(beat);
  const memory: BeatMemory = { ...beat, uncountedDeparture: wentAway ? { visible: beat.visible, focused: beat.focused } : null };
  const patch: Partial<LiveState> = {};
  if (before.visible !== beat.visible || before.focused !== beat.focused) {
    patch.visible = beat.visible;
    patch.focused = beat.focused;
  }
  const alerting = (seconds: number) => (seconds === 0 ? 0 : seconds < UNSAVED_ALERT_SECONDS ? 1 : 2);
  if (alerting(before.unsavedSeconds) !== alerting(beat.unsavedSeconds)) patch.unsavedSeconds = beat.unsavedSeconds;
  // The roster hears of the recording in tenths (and when it is whole): a morning of downloads stays a
  // patch per candidate every few beats, while the live state keeps the exact share.
  const tenths = (percent: number | null) => (percent === null ? -1 : Math.floor(percent / 10));
  if (tenths(before.recordingPercent) !== tenths(beat.recordingPercent)) patch.recordingPercent = beat.recordingPercent;
  const audioNow = beat.audioStarted && !before.audioStarted;
  const change = Object.keys(patch).length || departure || audioNow ? { patch, departure } : null;
  return { memory, change };
}
