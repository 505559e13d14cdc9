import { EMPTY_LIVE_STATE, type LiveState, type RosterRow } from '@cdi/contracts';
import { durationText, lastActivityAt, offlineSeconds, rowAlerts, uncreditedSeconds } from './roster-alerts';
import { filterRows, sortRows } from './roster-view';
import { row, section } from './roster.fixture';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const ahead = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

/** A candidate online in listening, started 30 s ago, with 25 min left and nothing flagged. */
function sitting(live: Partial<LiveState> = {}, extra: Partial<RosterRow> = {}): RosterRow {
  return row({
    candidateId: 'CAN0001',
    status: 'in_progress',
    online: true,
    sections: [
      section('listening', 'open', { startedAt: ago(30), deadlineAt: ahead(25 * 60) }),
      section('reading', 'locked'),
      section('writing', 'locked'),
    ],
    live: { ...EMPTY_LIVE_STATE, audioStartedAt: ago(25), ...live },
    ...extra,
  });
}

const kinds = (r: RosterRow) => rowAlerts(r, NOW).map((alert) => alert.kind);

describe('rowAlerts', () => {
  it('flags nothing for a candidate working normally', () => {
    expect(rowAlerts(sitting(), NOW)).toEqual([]);
  });

  it('flags a disconnection only once it has lasted over 30 s', () => {
    expect(kinds(sitting({ offlineSince: ago(20) }, { online: false }))).toEqual([]);
    expect(rowAlerts(sitting({ offlineSince: ago(95) }, { online: false }), NOW)).toEqual([
      { kind: 'offline', tone: 'danger', text: 'Offline 1 min' },
    ]);
  });

  it('flags a candidate idle for over 5 minutes, counting moves, saves and the section start as activity', () => {
    const started = (seconds: number) => [
      section('listening', 'open', { startedAt: ago(seconds), deadlineAt: ahead(25 * 60) }),
      section('reading', 'locked'),
      section('writing', 'locked'),
    ];
    expect(kinds(sitting({ movedAt: ago(299) }, { sections: started(600) }))).toEqual([]);
    expect(kinds(sitting({ movedAt: ago(400) }, { sections: started(600), lastSavedAt: ago(100) }))).toEqual([]);
    expect(rowAlerts(sitting({ movedAt: ago(420) }, { sections: started(600), lastSavedAt: ago(360) }), NOW)).toEqual([
      { kind: 'idle', tone: 'warning', text: 'Idle 6 min' },
    ]);
  });

  it('does not call a paused candidate idle or nearly out of time', () => {
    const paused = [
      section('listening', 'open', { startedAt: ago(900), deadlineAt: ahead(60), pausedAt: ago(800) }),
      section('reading', 'locked'),
      section('writing', 'locked'),
    ];
    expect(kinds(sitting({}, { sections: paused }))).toEqual([]);
  });

  it('flags changes waiting over 30 s to be saved while connected', () => {
    expect(kinds(sitting({ unsavedSeconds: 12 }))).toEqual([]);
    expect(kinds(sitting({ unsavedSeconds: 45 }))).toEqual(['notSaving']);
  });

  it('flags a second tab or computer, and focus lost now or before', () => {
    expect(rowAlerts(sitting({ takeovers: 2 }), NOW)[0]!.text).toBe('Opened in another window 2×');
    expect(rowAlerts(sitting({ focusLosses: 1 }), NOW)).toEqual([{ kind: 'focusLost', tone: 'warning', text: 'Left the exam' }]);
    expect(rowAlerts(sitting({ focusLosses: 3, visible: false }), NOW)).toEqual([
      { kind: 'focusLost', tone: 'danger', text: 'Exam not in view' },
    ]);
  });

  it('clears each state when it ends', () => {
    // Offline, then back: nothing left of it but the time lost.
    expect(kinds(sitting({ offlineSince: ago(95) }, { online: false }))).toEqual(['offline']);
    expect(kinds(sitting({ offlineSince: null, offlineSeconds: 95 }))).toEqual([]);
    // Not saving, then saved.
    expect(kinds(sitting({ unsavedSeconds: 45 }, { online: false }))).toEqual([]);
    // Out of view only while a window is there to be out of view.
    expect(kinds(sitting({ visible: false, offlineSince: ago(10) }, { online: false }))).toEqual([]);
    expect(kinds(sitting({ visible: true, focused: true }))).toEqual([]);
  });

  it('counts past events as warnings, singular without a count', () => {
    expect(rowAlerts(sitting({ takeovers: 1 }), NOW)).toEqual([
      { kind: 'secondWindow', tone: 'warning', text: 'Opened in another window' },
    ]);
    expect(rowAlerts(sitting({ focusLosses: 150 }), NOW)).toEqual([
      { kind: 'focusLost', tone: 'warning', text: 'Left the exam 150×' },
    ]);
  });

  it('flags listening whose recording has not started a minute in', () => {
    const listening = (startedSecondsAgo: number) => [
      section('listening', 'open', { startedAt: ago(startedSecondsAgo), deadlineAt: ahead(20 * 60) }),
      section('reading', 'locked'),
      section('writing', 'locked'),
    ];
    expect(kinds(sitting({ audioStartedAt: null }, { sections: listening(50) }))).toEqual([]);
    expect(kinds(sitting({ audioStartedAt: null }, { sections: listening(90) }))).toEqual(['audioNotStarted']);
  });

  it('flags the last 5 minutes of a running section', () => {
    const ending = (left: number) => [
      section('listening', 'completed'),
      section('reading', 'open', { startedAt: ago(60), deadlineAt: ahead(left) }),
      section('writing', 'locked'),
    ];
    expect(kinds(sitting({}, { sections: ending(301) }))).toEqual([]);
    expect(kinds(sitting({}, { sections: ending(299) }))).toEqual(['timeNearlyUp']);
  });

  it('has nothing to say about candidates not sitting the test', () => {
    expect(kinds(sitting({ takeovers: 1, focusLosses: 2 }, { status: 'completed' }))).toEqual([]);
    expect(kinds(sitting({ takeovers: 1 }, { status: 'not_started' }))).toEqual([]);
  });
});

describe('offline time', () => {
  it('adds the disconnection still open to the finished ones', () => {
    expect(offlineSeconds(sitting({ offlineSeconds: 40 }), NOW)).toBe(40);
    expect(offlineSeconds(sitting({ offlineSeconds: 40, offlineSince: ago(20) }), NOW)).toBe(60);
  });

  it('owes back only finished disconnections not credited yet', () => {
    expect(uncreditedSeconds(sitting({ offlineSeconds: 100, creditedSeconds: 30, offlineSince: ago(50) }))).toBe(70);
    expect(uncreditedSeconds(sitting({ offlineSeconds: 30, creditedSeconds: 30 }))).toBe(0);
  });
});

describe('lastActivityAt', () => {
  it('is the latest of a move, a save and the open section’s start', () => {
    expect(lastActivityAt(sitting({ movedAt: ago(10) }, { lastSavedAt: ago(5) }))).toBe(ago(5));
    expect(lastActivityAt(sitting({ movedAt: ago(1) }, { lastSavedAt: ago(5) }))).toBe(ago(1));
    expect(lastActivityAt(sitting())).toBe(ago(30));
  });
});

describe('durationText', () => {
  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min'],
    [3599, '59 min'],
    [3600, '1 h'],
    [3900, '1 h 5 min'],
  ])('%i s reads %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});

describe('alerts in the roster view', () => {
  const calm = sitting({}, { candidateId: 'CAN0001', name: 'Calm', attemptId: 'a1' });
  const warned = sitting({ focusLosses: 1 }, { candidateId: 'CAN0002', name: 'Warned', attemptId: 'a2' });
  const urgent = sitting({ takeovers: 1 }, { candidateId: 'CAN0003', name: 'Urgent', attemptId: 'a3' });
  const rows = [calm, warned, urgent];

  it('filters to the candidates needing attention', () => {
    expect(filterRows(rows, 'alerts', NOW).map((r) => r.name)).toEqual(['Warned', 'Urgent']);
  });

  it('sorts urgent alerts above warnings', () => {
    expect(sortRows(rows, { key: 'alerts', direction: 'desc' }, NOW).map((r) => r.name)).toEqual(['Urgent', 'Warned', 'Calm']);
  });
});
