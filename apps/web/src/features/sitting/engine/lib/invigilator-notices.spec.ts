import type { AttemptSnapshot, SectionState, TimerSync } from '@cdi/contracts';
import { durationWords, type ExamNotice, noticesForSnapshot, pauseNotice, timeAddedNotice } from './invigilator-notices';

const sync = (added?: TimerSync['added']): TimerSync => ({
  section: 'reading',
  deadlineAt: '2026-11-24T10:00:00.000Z',
  pausedAt: null,
  serverTime: '2026-11-24T09:30:00.000Z',
  added,
});

const state = (section: SectionState['section'], status: SectionState['status']): SectionState => ({
  section,
  status,
  startedAt: null,
  deadlineAt: null,
  durationSeconds: 3600,
  extensionSeconds: 0,
  pausedAt: null,
  completedAt: null,
  endReason: null,
});

const snapshotWith = (sections: SectionState[]): AttemptSnapshot => ({
  attemptId: 'a',
  status: 'in_progress',
  startedAt: null,
  expiresAt: null,
  serverTime: '2026-11-24T09:30:00.000Z',
  currentSection: null,
  sections,
  answers: [],
  lastSeq: 0,
});

describe('what the candidate is told of the invigilator', () => {
  it('says how many more minutes the invigilator gave, one minute in the singular', () => {
    expect(timeAddedNotice(sync({ seconds: 7 * 60, reason: 'extension' }))?.text).toBe(
      'The invigilator gave you 7 more minutes.',
    );
    expect(timeAddedNotice(sync({ seconds: 60, reason: 'extension' }))?.text).toBe('The invigilator gave you 1 more minute.');
  });

  it('says how much offline time came back', () => {
    expect(timeAddedNotice(sync({ seconds: 200, reason: 'offlineCredit' }))?.text).toBe(
      'You were given back 3 minutes 20 seconds: the time you lost while offline.',
    );
  });

  it('says nothing for a sync that adds no time', () => {
    expect(timeAddedNotice(sync())).toBeNull();
  });

  it('words durations', () => {
    expect(durationWords(1)).toBe('1 second');
    expect(durationWords(45)).toBe('45 seconds');
    expect(durationWords(60)).toBe('1 minute');
    expect(durationWords(61)).toBe('1 minute 1 second');
    expect(durationWords(420)).toBe('7 minutes');
  });

  it('lets a resume replace the pause it ends', () => {
    expect(pauseNotice('listening', true).id).toBe(pauseNotice('listening', false).id);
    expect(pauseNotice('listening', false).text).toBe('The invigilator resumed the exam. Your time is running again.');
  });

  it('drops the messages about a section once it stops running, and keeps the others', () => {
    const notices: ExamNotice[] = [
      pauseNotice('listening', false),
      { id: 'message-1', tone: 'info', title: 'Message from the invigilator', text: 'Headphones on' },
    ];
    const listening = snapshotWith([state('listening', 'open'), state('reading', 'locked'), state('writing', 'locked')]);
    expect(noticesForSnapshot(notices, listening)).toBe(notices);
    const reading = snapshotWith([state('listening', 'completed'), state('reading', 'available'), state('writing', 'locked')]);
    expect(noticesForSnapshot(notices, reading).map((n) => n.id)).toEqual(['message-1']);
  });
});
