import { FALLBACK_SAMPLE_TEST, PracticeTexts, ReadingPassageSchema, WritingTaskSchema } from '@cdi/contracts';
import { ApiError } from '../../../shared/api/api-error';
import {
  answeredNumbers,
  answerQuestion,
  finishRun,
  goToStep,
  nextStep,
  parseStoredRun,
  practiceSteps,
  previousStep,
  resumableRun,
  secondsRemaining,
  shouldUseFallback,
  startRun,
  stepOfQuestion,
  submittedAnswers,
  toggleFlag,
} from './practice-run';
import type { LoadedPracticeTest } from './practice-test';

const passage = ReadingPassageSchema.parse({
  section: 'reading',
  part: 1,
  passage_title: 'Pencils',
  source_text: [{ text: 'Graphite was found in Borrowdale.' }],
  questionGroups: [
    {
      type: 'true_false_not_given',
      instructions: 'Do the statements agree?',
      questions: [
        { number: 1, text: 'Graphite is lead.' },
        { number: 2, text: 'Sheep were marked with it.' },
      ],
    },
    {
      type: 'multiple_choice',
      instructions: 'Choose TWO letters, A-C.',
      questions: [{ number: 3, text: 'Which two?', options: { A: 'a', B: 'b', C: 'c' }, allowMultiple: true, maxSelections: 2 }],
    },
  ],
});

const test: LoadedPracticeTest = {
  summary: { ...FALLBACK_SAMPLE_TEST, id: 'reading-practice-1' },
  parts: [passage],
  fallback: false,
};
const steps = practiceSteps(test.parts);
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const fresh = () => startRun(test, 'user-1', NOW, 'run-1');

describe('practice steps', () => {
  it('shows one question group at a time, with the numbers each covers', () => {
    expect(steps.map(({ part, group, numbers }) => ({ part, group, numbers }))).toEqual([
      { part: passage, group: 0, numbers: [1, 2] },
      { part: passage, group: 1, numbers: [3, 4] },
    ]);
  });

  it('leaves writing tasks out: nothing in them is marked here', () => {
    const task = WritingTaskSchema.parse({ section: 'writing', part: 1, prompt: 'Describe the chart.' });
    expect(practiceSteps([task, passage]).map((step) => step.part)).toEqual([passage, passage]);
    expect(practiceSteps([task])).toEqual([]);
  });

  it('finds the step that holds a question, including the second number of a choose-two', () => {
    expect(stepOfQuestion(steps, 2)).toBe(0);
    expect(stepOfQuestion(steps, 4)).toBe(1);
    expect(stepOfQuestion(steps, 40)).toBeUndefined();
  });
});

describe('a practice run', () => {
  it('starts at the first question with no answers, in progress, with the test duration on the clock', () => {
    expect(fresh()).toEqual({
      id: 'run-1',
      userId: 'user-1',
      testId: 'reading-practice-1',
      startTime: NOW,
      endsAt: NOW + 60 * 60_000,
      status: 'in_progress',
      step: 0,
      answers: {},
      flagged: [],
    });
    expect(secondsRemaining(fresh(), NOW + 90_500)).toBe(60 * 60 - 90);
    expect(secondsRemaining(fresh(), NOW + 61 * 60_000)).toBe(0);
  });

  it('moves to the next or previous step only within bounds', () => {
    const run = fresh();
    expect(previousStep(run, steps.length)).toBe(run);
    const second = nextStep(run, steps.length);
    expect(second.step).toBe(1);
    expect(nextStep(second, steps.length)).toBe(second);
    expect(previousStep(second, steps.length).step).toBe(0);
    expect(goToStep(run, 99, steps.length).step).toBe(1);
    expect(goToStep(run, -3, steps.length).step).toBe(0);
    expect(goToStep(run, 3, 0).step).toBe(0);
  });

  it('counts a question answered only when its answer is not blank after trimming', () => {
    let run = answerQuestion(fresh(), 1, 'TRUE');
    run = answerQuestion(run, 2, '   ');
    expect(
      answeredNumbers(
        steps.flatMap((s) => s.slots),
        run.answers,
      ),
    ).toEqual(new Set([1]));
  });

  it('counts each letter of a choose-two as one answered question', () => {
    const slots = steps.flatMap((s) => s.slots);
    expect(answeredNumbers(slots, { '3': 'B' })).toEqual(new Set([3]));
    expect(answeredNumbers(slots, { '3': 'A, C' })).toEqual(new Set([3, 4]));
  });

  it('sends only the answered questions for marking', () => {
    const run = answerQuestion(answerQuestion(fresh(), 1, 'FALSE'), 2, ' ');
    expect(submittedAnswers(run)).toEqual({ '1': 'FALSE' });
  });

  it('flags and unflags questions for review', () => {
    const flagged = toggleFlag(fresh(), 2);
    expect(flagged.flagged).toEqual([2]);
    expect(toggleFlag(flagged, 2).flagged).toEqual([]);
  });

  it("fails to finish with 'No active test session' when there is no run", () => {
    expect(finishRun(null)).toEqual({ ok: false, error: PracticeTexts.noActiveTestSession });
  });

  it('finishing freezes the answers until they are marked, and can be asked again to retry marking', () => {
    const outcome = finishRun(answerQuestion(fresh(), 1, 'TRUE'));
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.run.status).toBe('finished');
    expect(answerQuestion(outcome.run, 1, 'FALSE')).toBe(outcome.run);
    expect(toggleFlag(outcome.run, 1)).toBe(outcome.run);
    expect(finishRun(outcome.run)).toEqual({ ok: true, run: outcome.run });
  });

  it('resumes a stored run only for the same candidate and test', () => {
    const run = fresh();
    expect(resumableRun(run, 'reading-practice-1', 'user-1')).toBe(run);
    expect(resumableRun(run, 'reading-practice-1', 'user-2')).toBeNull();
    expect(resumableRun(run, 'listening-practice-1', 'user-1')).toBeNull();
    expect(resumableRun(null, 'reading-practice-1', 'user-1')).toBeNull();
  });

  it('reads back a stored run, and nothing that is not one', () => {
    const run = answerQuestion(fresh(), 1, 'TRUE');
    expect(parseStoredRun(JSON.parse(JSON.stringify({ run })))).toEqual(run);
    expect(parseStoredRun({ run: { ...run, status: 'paused' } })).toBeNull();
    expect(parseStoredRun({ run: null })).toBeNull();
    expect(parseStoredRun(undefined)).toBeNull();
    expect(parseStoredRun('garbage')).toBeNull();
  });
});

describe('falling back to the built-in sample test', () => {
  it('when the server cannot be reached, does not answer in time, or fails', () => {
    expect(shouldUseFallback(new ApiError('Network error', { status: 0 }))).toBe(true);
    expect(shouldUseFallback(new ApiError('Timed out', { status: 0, timedOut: true }))).toBe(true);
    expect(shouldUseFallback(new ApiError('Bad gateway', { status: 502 }))).toBe(true);
    expect(shouldUseFallback(new ApiError('Server error', { status: 500 }))).toBe(true);
  });

  it('not when the server answers with a refusal, nor for other failures', () => {
    for (const status of [400, 401, 404, 429]) expect(shouldUseFallback(new ApiError('No', { status }))).toBe(false);
    expect(shouldUseFallback(new Error('bug'))).toBe(false);
    expect(shouldUseFallback(undefined)).toBe(false);
  });
});
