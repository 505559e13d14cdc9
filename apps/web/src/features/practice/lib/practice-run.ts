import { PracticeTexts } from '@cdi/contracts';
import type { ExamPart, QuestionPart } from '@cdi/contracts';
import { groupAnswerSlots, isAnswered, parseLetters, secondsLeft, type AnswerSlot } from '@cdi/exam-core';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error';
import type { LoadedPracticeTest } from './practice-test';

/**
 * Spec 1 §3 'Local test session', extended with what a run needs to survive a reload: where the
 * candidate is, the answers so far and when time runs out. 'finished' keeps the answers, frozen,
 * until the server has marked them.
 */
export const PracticeRunSchema = z.object({
  id: z.string(),
  userId: z.string(),
  testId: z.string(),
  startTime: z.number(),
  endsAt: z.number(),
  status: z.enum(['in_progress', 'finished']),
  step: z.number().int().min(0),
  answers: z.record(z.string(), z.string()),
  flagged: z.array(z.number().int()),
});
export type PracticeRun = z.infer<typeof PracticeRunSchema>;

/** One screen of a run: a question group, shown with its part (a reading passage beside it). */
export interface PracticeStep {
  part: QuestionPart;
  /** Index into the part's question groups. */
  group: number;
  slots: AnswerSlot[];
  /** The question numbers the group covers, in document order. */
  numbers: number[];
}

/** The run goes group by group through the question parts; writing parts have nothing to mark here. */
export function practiceSteps(parts: readonly ExamPart[]): PracticeStep[] {
  return parts.flatMap((part) =>
    part.section === 'writing'
      ? []
      : part.questionGroups.map((group, index) => {
          const slots = groupAnswerSlots(group);
          return { part, group: index, slots, numbers: slots.flatMap((slot) => slot.numbers) };
        }),
  );
}

/** Spec 1 §4.5 startTest: the first question, no answers, in progress; the clock starts now. */
export function startRun(test: LoadedPracticeTest, userId: string, now: number, id: string): PracticeRun {
  return {
    id,
    userId,
    testId: test.summary.id,
    startTime: now,
    endsAt: now + test.summary.duration_minutes * 60_000,
    status: 'in_progress',
    step: 0,
    answers: {},
    flagged: [],
  };
}

/** Moves to a step, staying within the first and the last. */
export function goToStep(run: PracticeRun, step: number, stepCount: number): PracticeRun {
  const bounded = Math.min(Math.max(0, step), Math.max(0, stepCount - 1));
  return bounded === run.step ? run : { ...run, step: bounded };
}

export const nextStep = (run: PracticeRun, stepCount: number) => goToStep(run, run.step + 1, stepCount);
export const previousStep = (run: PracticeRun, stepCount: number) => goToStep(run, run.step - 1, stepCount);

/** Records an answer; a finished run's answers no longer change. */
export function answerQuestion(run: PracticeRun, question: number, value: string): PracticeRun {
  if (run.status !== 'in_progress') return run;
  return { ...run, answers: { ...run.answers, [String(question)]: value } };
}

export function toggleFlag(run: PracticeRun, question: number): PracticeRun {
  if (run.status !== 'in_progress') return run;
  const flagged = run.flagged.includes(question) ? run.flagged.filter((n) => n !== question) : [...run.flagged, question];
  return { ...run, flagged };
}

/**
 * The question numbers answered (non-blank after trimming). A choose-two slot keeps
 * 'A, C' under its first number: each letter chosen answers one of its numbers.
 */
export function answeredNumbers(slots: readonly AnswerSlot[], answers: Readonly<Record<string, string>>): Set<number> {
  const answered = new Set<number>();
  for (const slot of slots) {
    const value = answers[String(slot.number)];
    if (!isAnswered(value)) continue;
    const covered = slot.numbers.length > 1 ? parseLetters(value).length : 1;
    slot.numbers.slice(0, covered).forEach((n) => answered.add(n));
  }
  return answered;
}

/** The step holding a question number, for jumping to it from the question list. */
export function stepOfQuestion(steps: readonly PracticeStep[], question: number): number | undefined {
  const index = steps.findIndex((step) => step.numbers.includes(question));
  return index < 0 ? undefined : index;
}

export type FinishOutcome = { ok: true; run: PracticeRun } | { ok: false; error: string };

/** Spec 1 §4.5 finishTest: fails with 'No active test session' when there is none; else the answers freeze for marking. */
export function finishRun(run: PracticeRun | null): FinishOutcome {
  if (!run) return { ok: false, error: PracticeTexts.noActiveTestSession };
  return { ok: true, run: run.status === 'finished' ? run : { ...run, status: 'finished' } };
}

/** What is sent for marking: the answered questions only. */
export function submittedAnswers(run: PracticeRun): Record<string, string> {
  return Object.fromEntries(Object.entries(run.answers).filter(([, value]) => isAnswered(value)));
}

export const secondsRemaining = (run: PracticeRun, now: number): number => secondsLeft(run.endsAt, now);

/** A stored run carries on only for the same candidate and the same test; anything else starts afresh. */
export function resumableRun(run: PracticeRun | null, testId: string, userId: string): PracticeRun | null {
  return run && run.testId === testId && run.userId === userId ? run : null;
}

/** The run kept in session storage, if it is still a run (storage can hold anything). */
export function parseStoredRun(stored: unknown): PracticeRun | null {
  const parsed = PracticeRunSchema.safeParse((stored as { run?: unknown } | null | undefined)?.run);
  return parsed.success ? parsed.data : null;
}

/**
 * Fall back to the bundled sample when the server cannot be reached (no answer, or a timeout) or
 * fails (5xx). A refusal (404, 400, 429) is the server's answer and is shown as it is.
 */
export function shouldUseFallback(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
