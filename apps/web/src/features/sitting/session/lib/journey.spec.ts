import type { AttemptSnapshot, SectionState, SectionStatus } from '@cdi/contracts';
import { nextStep, nextStepPath, sectionAfter, sectionGate, withTestId } from './journey';

function section(name: SectionState['section'], status: SectionStatus): SectionState {
  return {
    section: name,
    status,
    startedAt: null,
    deadlineAt: null,
    durationSeconds: 1800,
    extensionSeconds: 0,
    pausedAt: null,
    completedAt: null,
    endReason: null,
  };
}

function snapshot(statuses: [SectionStatus, SectionStatus, SectionStatus], status: AttemptSnapshot['status'] = 'in_progress') {
  const snap: AttemptSnapshot = {
    attemptId: '00000000-0000-4000-8000-000000000001',
    status,
    startedAt: null,
    expiresAt: null,
    serverTime: new Date().toISOString(),
    currentSection: 'listening',
    // Deliberately not in sitting order: the rules must not rely on the server's listing order.
    sections: [section('writing', statuses[2]), section('listening', statuses[0]), section('reading', statuses[1])],
    answers: [],
    lastSeq: 0,
  };
  return snap;
}

describe('sectionGate', () => {
  it('refuses writing while reading is not completed, whatever the URL says', () => {
    const s = snapshot(['completed', 'open', 'locked']);
    expect(sectionGate(s, 'writing')).toBe('locked');
    expect(sectionGate(s, 'reading')).toBe('open');
    expect(sectionGate(s, 'listening')).toBe('completed');
  });

  it('holds an available section back while another one is open', () => {
    expect(sectionGate(snapshot(['open', 'available', 'locked']), 'reading')).toBe('locked');
    expect(sectionGate(snapshot(['completed', 'available', 'locked']), 'reading')).toBe('ready');
  });

  it('treats every section of a submitted attempt as completed', () => {
    expect(sectionGate(snapshot(['completed', 'open', 'locked'], 'completed'), 'writing')).toBe('completed');
  });

  it('says a section the test lacks is absent', () => {
    const s = snapshot(['available', 'locked', 'locked']);
    s.sections = s.sections.filter((x) => x.section !== 'writing');
    expect(sectionGate(s, 'writing')).toBe('absent');
  });
});

describe('nextStep', () => {
  it('sends the candidate back to the section being sat', () => {
    expect(nextStep(snapshot(['completed', 'open', 'locked']))).toEqual({ kind: 'sit', section: 'reading' });
  });

  it('offers the first available section in sitting order', () => {
    expect(nextStep(snapshot(['completed', 'completed', 'available']))).toEqual({ kind: 'start', section: 'writing' });
  });

  it('is finished when everything is completed or the attempt was submitted', () => {
    expect(nextStep(snapshot(['completed', 'completed', 'completed']))).toEqual({ kind: 'finished' });
    expect(nextStep(snapshot(['open', 'locked', 'locked'], 'completed'))).toEqual({ kind: 'finished' });
  });

  it('maps steps to the screen, the rules page or the thank-you page', () => {
    expect(nextStepPath({ kind: 'sit', section: 'reading' })).toBe('/sessions/reading');
    expect(nextStepPath({ kind: 'start', section: 'writing' })).toBe('/writing-rules');
    expect(nextStepPath({ kind: 'finished' })).toBe('/thank-you');
  });
});

describe('sectionAfter and withTestId', () => {
  it('follows sitting order, not the order the server listed the sections in', () => {
    const s = snapshot(['completed', 'available', 'locked']);
    expect(sectionAfter(s, 'listening')).toBe('reading');
    expect(sectionAfter(s, 'writing')).toBeUndefined();
  });

  it('adds the test id to paths with and without a query', () => {
    expect(withTestId('/ielts-test', 'a b')).toBe('/ielts-test?testId=a%20b');
    expect(withTestId('/section-completed?section=reading', 't1')).toBe('/section-completed?section=reading&testId=t1');
  });

  it('takes the test id to the thank-you page, which asks how that attempt ended', () => {
    expect(withTestId('/thank-you', 't1')).toBe('/thank-you?testId=t1');
  });
});
