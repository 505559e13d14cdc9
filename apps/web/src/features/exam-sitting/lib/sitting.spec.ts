import type { AttemptSnapshot, SectionState } from '@cdi/contracts';
import {
  formatChoices,
  formatKeys,
  openSection,
  partAnswers,
  questionKeyLabel,
  sectionName,
  slotHint,
  slotLabel,
  startableSection,
  writingTaskKey,
} from './sitting';

const state = (section: SectionState['section'], status: SectionState['status']): SectionState => ({
  section,
  status,
  startedAt: null,
  deadlineAt: null,
  durationSeconds: 1800,
  extensionSeconds: 0,
  pausedAt: null,
  completedAt: null,
  endReason: null,
});

const snapshot = (sections: SectionState[], currentSection: AttemptSnapshot['currentSection']): AttemptSnapshot => ({
  attemptId: 'a',
  status: 'in_progress',
  startedAt: null,
  expiresAt: null,
  serverTime: '2026-11-22T10:00:00.000Z',
  currentSection,
  sections,
  answers: [],
  lastSeq: 0,
});

describe('sitting the sections', () => {
  it('names sections', () => {
    expect(sectionName('listening')).toBe('Listening');
  });

  it('finds the open section and the one to start next, in sitting order', () => {
    const fresh = snapshot(
      [state('writing', 'locked'), state('reading', 'locked'), state('listening', 'available')],
      'listening',
    );
    expect(openSection(fresh)).toBeUndefined();
    expect(startableSection(fresh)?.section).toBe('listening');

    const sitting = snapshot([state('listening', 'open'), state('reading', 'locked'), state('writing', 'locked')], 'listening');
    expect(openSection(sitting)?.section).toBe('listening');
    expect(startableSection(sitting)).toBeUndefined();

    const next = snapshot(
      [state('listening', 'completed'), state('reading', 'available'), state('writing', 'locked')],
      'reading',
    );
    expect(startableSection(next)?.section).toBe('reading');

    const done = snapshot([state('listening', 'completed'), state('reading', 'completed'), state('writing', 'completed')], null);
    expect(openSection(done)).toBeUndefined();
    expect(startableSection(done)).toBeUndefined();
  });

  it('labels slots by their question numbers', () => {
    expect(slotLabel({ number: 12, numbers: [12] })).toBe('Question 12');
    expect(slotLabel({ number: 21, numbers: [21, 22] })).toBe('Questions 21–22');
    expect(questionKeyLabel('7')).toBe('Question 7');
    expect(questionKeyLabel('task2')).toBe('Task 2');
  });

  it('hints at what each slot expects', () => {
    expect(formatKeys(['A', 'B', 'C', 'D'])).toBe('A–D');
    expect(formatKeys(['A', 'C'])).toBe('A, C');
    expect(formatKeys(['i', 'ii', 'iii'])).toBe('i, ii, iii');
    expect(formatChoices(['TRUE', 'FALSE', 'NOT GIVEN'])).toBe('TRUE, FALSE or NOT GIVEN');
    expect(slotHint({ kind: 'text', maxWords: 2 })).toBe('Maximum 2 word(s)');
    expect(slotHint({ kind: 'option', keys: ['A', 'B', 'C'] })).toBe('One letter (A–C)');
    expect(slotHint({ kind: 'letters', keys: ['A', 'B', 'C', 'D', 'E'], count: 2 })).toBe('2 letters (A–E), separated by commas');
    expect(slotHint({ kind: 'judgement', choices: ['YES', 'NO'] })).toBe('YES or NO');
  });

  it('reads a part’s answer slots from its content', () => {
    const listening = {
      section: 'listening',
      part: 1,
      title: 'A club',
      questionGroups: [
        {
          type: 'short_answer',
          title: 'Questions 1-2',
          instructions: 'Write ONE WORD.',
          maxWords: 1,
          questions: [
            { number: 1, text: 'Name?' },
            { number: 2, text: 'Street?' },
          ],
        },
      ],
    };
    const answers = partAnswers(listening);
    expect(answers.kind).toBe('questions');
    if (answers.kind === 'questions') expect(answers.slots.map((slot) => slot.number)).toEqual([1, 2]);

    const writing = partAnswers({ section: 'writing', part: 2, prompt: 'Discuss both views.' });
    expect(writing.kind).toBe('writing');
    if (writing.kind === 'writing') expect(writingTaskKey(writing.task)).toBe('task2');

    expect(partAnswers({ section: 'listening' }).kind).toBe('unreadable');
    expect(partAnswers(null).kind).toBe('unreadable');
  });
});
