import type { AttemptSnapshot, SectionEndReason, SectionState, SectionStatus } from '@cdi/contracts';
import {
  initiallyExpanded,
  overviewCards,
  overviewStatus,
  rulesView,
  sectionCompletedView,
  sectionEntryPath,
  sessionView,
  type OverviewCard,
} from './journey-views';

function section(name: SectionState['section'], status: SectionStatus, endReason: SectionEndReason | null = null): SectionState {
  const minutes = { listening: 30, reading: 60, writing: 60 }[name];
  return {
    section: name,
    status,
    startedAt: null,
    deadlineAt: null,
    durationSeconds: minutes * 60,
    extensionSeconds: 0,
    pausedAt: null,
    completedAt: null,
    endReason,
  };
}

function snapshot(sections: SectionState[], status: AttemptSnapshot['status'] = 'in_progress'): AttemptSnapshot {
  return {
    attemptId: '00000000-0000-4000-8000-000000000001',
    status,
    startedAt: null,
    expiresAt: null,
    serverTime: new Date().toISOString(),
    currentSection: null,
    sections,
    answers: [],
    lastSeq: 0,
  };
}

const fresh = () => snapshot([section('listening', 'available'), section('reading', 'locked'), section('writing', 'locked')]);
const inReading = () => snapshot([section('listening', 'completed'), section('reading', 'open'), section('writing', 'locked')]);
const readingDone = () =>
  snapshot([section('listening', 'completed'), section('reading', 'completed'), section('writing', 'available')]);
const inWriting = () =>
  snapshot([section('listening', 'completed'), section('reading', 'completed'), section('writing', 'open')]);

describe('rulesView', () => {
  it('offers to start a section that may be started', () => {
    expect(rulesView(fresh(), 'listening', { entry: true })).toEqual({ kind: 'rules' });
    expect(rulesView(readingDone(), 'writing', { entry: false })).toEqual({ kind: 'rules' });
  });

  it('never shows the rules of a section already running: straight back to its screen', () => {
    expect(rulesView(inReading(), 'reading', { entry: false })).toEqual({ kind: 'forward', to: '/sessions/reading' });
    expect(rulesView(inWriting(), 'writing', { entry: false })).toEqual({ kind: 'forward', to: '/sessions/writing' });
  });

  it('shows a later section as locked, pointing at the current step, whatever the URL says', () => {
    expect(rulesView(fresh(), 'writing', { entry: false })).toEqual({ kind: 'locked', to: '/listening-rules' });
    expect(rulesView(inReading(), 'writing', { entry: false })).toEqual({ kind: 'locked', to: '/sessions/reading' });
  });

  it('forwards from a finished section to the next step', () => {
    const s = snapshot([section('listening', 'completed'), section('reading', 'available'), section('writing', 'locked')]);
    expect(rulesView(s, 'listening', { entry: false })).toEqual({ kind: 'forward', to: '/reading-rules' });
    expect(rulesView(inWriting(), 'reading', { entry: false })).toEqual({ kind: 'forward', to: '/sessions/writing' });
  });

  it('forwards from the entry page anyone further along, also while listening runs', () => {
    expect(rulesView(inReading(), 'listening', { entry: true })).toEqual({ kind: 'forward', to: '/sessions/reading' });
    const listening = snapshot([section('listening', 'open'), section('reading', 'locked')]);
    expect(rulesView(listening, 'listening', { entry: true })).toEqual({ kind: 'forward', to: '/sessions/listening' });
  });

  it('forwards from the entry page of a test without listening, and to the end of a submitted one', () => {
    const noListening = snapshot([section('reading', 'available'), section('writing', 'locked')]);
    expect(rulesView(noListening, 'listening', { entry: true })).toEqual({ kind: 'forward', to: '/reading-rules' });
    expect(rulesView(snapshot(fresh().sections, 'completed'), 'listening', { entry: true })).toEqual({
      kind: 'forward',
      to: '/thank-you',
    });
  });
});

describe('sectionEntryPath', () => {
  it('enters a section that may start through its rules page, from the overview as from anywhere', () => {
    expect(sectionEntryPath(readingDone(), 'writing')).toBe('/writing-rules');
    expect(sectionEntryPath(fresh(), 'listening')).toBe('/listening-rules');
  });

  it('goes straight back to a running section, and nowhere for a finished or locked one', () => {
    expect(sectionEntryPath(inReading(), 'reading')).toBe('/sessions/reading');
    expect(sectionEntryPath(inReading(), 'listening')).toBeNull();
    expect(sectionEntryPath(inReading(), 'writing')).toBeNull();
  });
});

describe('sessionView', () => {
  it('shows the section only while it runs', () => {
    expect(sessionView(inReading(), 'reading')).toEqual({ kind: 'sit' });
  });

  it('sends a section that has not started to its rules page first', () => {
    expect(sessionView(readingDone(), 'writing')).toEqual({ kind: 'forward', to: '/writing-rules' });
  });

  it('moves on from a closed section: its completed page while the next is still to start, else where the candidate is', () => {
    const listeningDone = snapshot([
      section('listening', 'completed'),
      section('reading', 'available'),
      section('writing', 'locked'),
    ]);
    expect(sessionView(listeningDone, 'listening')).toEqual({ kind: 'forward', to: '/section-completed?section=listening' });
    expect(sessionView(inWriting(), 'listening')).toEqual({ kind: 'forward', to: '/sessions/writing' });
    expect(sessionView(snapshot(inWriting().sections, 'completed'), 'writing')).toEqual({ kind: 'forward', to: '/thank-you' });
  });

  it('refuses a later section, pointing at the current step', () => {
    expect(sessionView(inReading(), 'writing')).toEqual({ kind: 'locked', to: '/sessions/reading' });
  });
});

describe('overview statuses', () => {
  it('maps every gate to the overview status, leaving out sections the test lacks', () => {
    expect(overviewStatus('completed')).toBe('completed');
    expect(overviewStatus('open')).toBe('in_progress');
    expect(overviewStatus('ready')).toBe('not_completed');
    expect(overviewStatus('locked')).toBe('locked');
    expect(overviewStatus('absent')).toBeNull();
  });

  it('builds the cards from the server state in sitting order, with each section’s minutes', () => {
    const s = snapshot([section('writing', 'locked'), section('reading', 'open'), section('listening', 'completed')]);
    expect(overviewCards(s)).toEqual([
      { section: 'listening', minutes: 30, status: 'completed' },
      { section: 'reading', minutes: 60, status: 'in_progress' },
      { section: 'writing', minutes: 60, status: 'locked' },
    ]);
  });

  it('shows every card as completed once the attempt is submitted', () => {
    const s = snapshot(inReading().sections, 'completed');
    expect(overviewCards(s).map((card) => card.status)).toEqual(['completed', 'completed', 'completed']);
  });
});

describe('initiallyExpanded', () => {
  const cards: OverviewCard[] = [
    { section: 'listening', minutes: 30, status: 'completed' },
    { section: 'reading', minutes: 60, status: 'not_completed' },
    { section: 'writing', minutes: 60, status: 'locked' },
  ];

  it('opens the next unfinished section by default', () => {
    expect(initiallyExpanded(cards, { section: null, completed: null })).toBe('reading');
  });

  it('lets the query pick a card only among those that may open', () => {
    expect(initiallyExpanded(cards, { section: 'writing', completed: null })).toBe('reading');
    expect(initiallyExpanded(cards, { section: null, completed: 'reading' })).toBe('reading');
    const twoOpenable: OverviewCard[] = cards.map((card) => ({ ...card, status: 'not_completed' }));
    expect(initiallyExpanded(twoOpenable, { section: 'writing', completed: null })).toBe('writing');
    expect(initiallyExpanded(twoOpenable, { section: null, completed: 'listening' })).toBe('reading');
  });

  it('opens nothing when every section is finished', () => {
    const done: OverviewCard[] = cards.map((card) => ({ ...card, status: 'completed' }));
    expect(initiallyExpanded(done, { section: 'reading', completed: null })).toBeNull();
  });
});

describe('sectionCompletedView', () => {
  it('says time ended the section and names the next one', () => {
    const s = snapshot([section('listening', 'completed', 'expired'), section('reading', 'available')]);
    expect(sectionCompletedView(s, 'listening')).toEqual({ kind: 'completed', timeUp: true, next: 'reading' });
  });

  it('has no next section after the last one or once the test is submitted', () => {
    const done = snapshot([section('listening', 'completed', 'finished'), section('reading', 'completed', 'finished')]);
    expect(sectionCompletedView(done, 'reading')).toEqual({ kind: 'completed', timeUp: false, next: null });
    const forced = snapshot([section('listening', 'completed', 'forced'), section('reading', 'locked')], 'completed');
    expect(sectionCompletedView(forced, 'listening')).toEqual({ kind: 'completed', timeUp: false, next: null });
  });

  it('forwards once the candidate has moved on, so Back never offers to start what has started', () => {
    // Back from writing: the reading-completed page must not offer 'Start Writing Section'.
    expect(sectionCompletedView(inWriting(), 'reading')).toEqual({ kind: 'forward', to: '/sessions/writing' });
    expect(sectionCompletedView(inReading(), 'listening')).toEqual({ kind: 'forward', to: '/sessions/reading' });
    // Nor the listening-completed page 'Start Reading Section' once reading is finished.
    expect(sectionCompletedView(readingDone(), 'listening')).toEqual({ kind: 'forward', to: '/writing-rules' });
    expect(sectionCompletedView(readingDone(), 'reading')).toEqual({ kind: 'completed', timeUp: false, next: 'writing' });
  });

  it('refuses a section that is not finished, pointing at the current step', () => {
    expect(sectionCompletedView(inReading(), 'reading')).toEqual({ kind: 'not-completed', to: '/sessions/reading' });
  });
});
