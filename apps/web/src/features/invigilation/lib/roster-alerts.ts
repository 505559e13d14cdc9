import { UNSAVED_ALERT_SECONDS, type RosterRow } from '@cdi/contracts';
import { openSection } from './row-sections';
import { rowCountdown } from './live-time';

/** When a candidate's state is worth the invigilator's look, in seconds. */
export const ALERT_AFTER = {
  offline: 30,
  idle: 5 * 60,
  unsaved: UNSAVED_ALERT_SECONDS,
  /** Listening starts with its recording; a candidate still silent after this has a problem. */
  audioNotStarted: 60,
  /** The open section's last minutes. */
  timeNearlyUp: 5 * 60,
} as const;

export type RosterAlertKind =
  'offline' | 'idle' | 'notSaving' | 'focusLost' | 'secondWindow' | 'audioNotStarted' | 'timeNearlyUp';

export interface RosterAlert {
  kind: RosterAlertKind;
  /** 'danger' needs action now; 'warning' is worth a look. */
  tone: 'danger' | 'warning';
  text: string;
}

const seconds = (from: string | null, now: number) => (from ? Math.max(0, Math.floor((now - Date.parse(from)) / 1000)) : 0);

/** '45 s', '3 min', '1 h 5 min'. */
export function durationText(total: number): string {
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

const times = (n: number) => (n === 1 ? '' : ` ${n}×`);

/** Seconds offline while sitting: finished disconnections plus the one still open. */
export function offlineSeconds(row: Pick<RosterRow, 'live'>, serverNow: number): number {
  return row.live.offlineSeconds + seconds(row.live.offlineSince, serverNow);
}

/** Offline time not given back yet (only finished disconnections can be). */
export function uncreditedSeconds(row: Pick<RosterRow, 'live'>): number {
  return Math.max(0, row.live.offlineSeconds - row.live.creditedSeconds);
}

/** The last sign of work: a move between questions, a save, or the start of the open section. */
export function lastActivityAt(row: Pick<RosterRow, 'live' | 'lastSavedAt' | 'sections'>): string | null {
  const candidates = [row.live.movedAt, row.lastSavedAt, openSection(row)?.startedAt ?? null].filter(
    (at): at is string => at !== null,
  );
  return candidates.reduce<string | null>((latest, at) => (!latest || Date.parse(at) > Date.parse(latest) ? at : latest), null);
}

/**
 * What the roster flags for one candidate now. Only a candidate sitting the test has alerts. States
 * (offline, not saving, out of view, idle, time nearly up) hold only while they last; past events
 * (departures from the exam, second windows) are counted as warnings. Departures are counted by the
 * server, which does not count a reload (apps/api/src/live/heartbeat-change.ts).
 */
export function rowAlerts(row: RosterRow, serverNow: number): RosterAlert[] {
  if (row.status !== 'in_progress') return [];
  const alerts: RosterAlert[] = [];
  const open = openSection(row);
  const running = open && !open.pausedAt;
  const { live } = row;

  const offlineFor = seconds(live.offlineSince, serverNow);
  if (!row.online && live.offlineSince && offlineFor > ALERT_AFTER.offline) {
    alerts.push({ kind: 'offline', tone: 'danger', text: `Offline ${durationText(offlineFor)}` });
  }
  if (row.online && live.unsavedSeconds >= ALERT_AFTER.unsaved) {
    alerts.push({ kind: 'notSaving', tone: 'danger', text: `Not saving for ${durationText(live.unsavedSeconds)}` });
  }
  // A takeover is over once it happened (the older window is cut off): worth a look, not action now.
  if (live.takeovers > 0) {
    alerts.push({ kind: 'secondWindow', tone: 'warning', text: `Opened in another window${times(live.takeovers)}` });
  }
  if (running) {
    const countdown = rowCountdown(row, serverNow);
    if (countdown && countdown.seconds > 0 && countdown.seconds <= ALERT_AFTER.timeNearlyUp) {
      alerts.push({ kind: 'timeNearlyUp', tone: 'warning', text: 'Time nearly up' });
    }
    if (
      open.section === 'listening' &&
      !live.audioStartedAt &&
      seconds(open.startedAt, serverNow) > ALERT_AFTER.audioNotStarted
    ) {
      alerts.push({ kind: 'audioNotStarted', tone: 'warning', text: 'Audio not started' });
    }
    const idleFor = seconds(lastActivityAt(row), serverNow);
    if (row.online && idleFor > ALERT_AFTER.idle) {
      alerts.push({ kind: 'idle', tone: 'warning', text: `Idle ${durationText(idleFor)}` });
    }
  }
  // Out of view is a state: it holds only while a window is connected to say so (a reload starts in view).
  if (row.online && (!live.visible || !live.focused)) {
    alerts.push({ kind: 'focusLost', tone: 'danger', text: 'Exam not in view' });
  } else if (live.focusLosses > 0) {
    alerts.push({ kind: 'focusLost', tone: 'warning', text: `Left the exam${times(live.focusLosses)}` });
  }
  return alerts;
}
