import type {
  BandTableRows,
  BandTables,
  Criteria,
  MarkedQuestion,
  MarkingStatus,
  OverallKind,
  ReadingModule,
  SectionResultStatus,
  SittingStatus,
  Solution,
  SolutionEntry,
  QuestionPart,
  MarkingPolicy,
  MarkingSettings,
} from '@cdi/contracts';
import { canonicalLetters } from './answers';
import { markSectionParts } from './part-marking';
import {
  ACADEMIC_READING_BANDS,
  GENERAL_TRAINING_READING_BANDS,
  LISTENING_BANDS,
  agreedCriteria,
  fourSkillOverallBand,
  nearerMark,
  needsThirdMarker,
  overallBand,
  roundedTaskBand,
  writingBand,
  writingTaskBand,
} from './bands';

/** Each accepted answer as the key gives it: the alternatives, or a choose-N's letters as one answer ('A, B'). */
export function acceptedAnswers(entry: SolutionEntry | undefined): string[] {
  if (!entry) return [];
  return entry.letters ? [canonicalLetters(entry.letters)] : (entry.accept ?? []);
}

/**
 * A section's parts (in slot order) marked by their keys (exam-core's answer rules, each slot held to
 * its limit), every slot as a centre sees it and a candidate once results are released: the answer,
 * its marks and the accepted answers. Marked by the authored numbers; numbered and ordered by `shown`
 * (a sitting's paperNumbering; a practice test keeps its authored numbers).
 */
export function markByKey(
  parts: readonly { part: QuestionPart; solution: Solution }[],
  answers: Readonly<Record<string, string | null | undefined>>,
  shown: (authored: number) => number = (authored) => authored,
): { raw: number; max: number; questions: MarkedQuestion[] } {
  const entries = new Map(parts.flatMap(({ solution }) => Object.entries(solution.answers)));
  const marked = markSectionParts(parts, answers);
  return {
    raw: marked.raw,
    max: marked.max,
    questions: marked.questions
      .map((q) => ({
        question: String(shown(Number(q.question))),
        numbers: q.numbers.map(shown),
        answer: q.answer,
        correct: q.correct,
        marks: q.marks,
        max_marks: q.max,
        correct_answers: acceptedAnswers(entries.get(q.question)),
      }))
      .sort((a, b) => Number(a.question) - Number(b.question)),
  };
}

/** The published tables a test starts from: Listening, and the Reading table of its module. */
export function defaultBandTables(readingModule: ReadingModule): BandTables {
  return {
    reading_module: readingModule,
    listening: LISTENING_BANDS.map(([min, band]) => [min, band]),
    reading: (readingModule === 'general_training' ? GENERAL_TRAINING_READING_BANDS : ACADEMIC_READING_BANDS).map(
      ([min, band]) => [min, band],
    ),
  };
}

/** The table a section is banded with: the centre's own for the test when it has one, else the published one. */
export function bandTableFor(
  section: 'listening' | 'reading',
  readingModule: ReadingModule,
  custom: Omit<BandTables, 'reading_module'> | null,
): BandTableRows {
  return (custom ?? defaultBandTables(readingModule))[section];
}

export interface TaskSettlement {
  status: MarkingStatus;
  /** The criteria the task is banded with, once settled. */
  criteria: Criteria | null;
  /** Mean of the four criteria, once settled. */
  band: number | null;
  /** Which submitted marks (their indexes) settled it: their comments are the candidate's feedback. */
  settledBy: number[];
}

export interface TaskMarking {
  /** Words the candidate wrote for the task. */
  words: number;
  /** Submitted marks in the order they were submitted. */
  submitted: readonly Criteria[];
  /** Whether any examiner holds a draft of this task. */
  hasDraft: boolean;
  policy: MarkingPolicy;
}

const NOTHING_WRITTEN: Criteria = { ta: 0, cc: 0, lr: 0, gra: 0 };

/**
 * Where a writing task's marking stands. A task with no words is settled at band 0 without an
 * examiner. Marked once: the first submitted mark stands. With second marking: two marks within the
 * policy's tolerance on every criterion settle at their mean per criterion; further apart, a senior
 * examiner marks, and the senior's mark stands or (final rule 'average') is averaged with the nearer
 * of the first two.
 */
export function settleWritingTask({ words, submitted, hasDraft, policy }: TaskMarking): TaskSettlement {
  const settled = (criteria: Criteria, settledBy: number[]): TaskSettlement => ({
    status: 'marked',
    criteria,
    band: writingTaskBand(criteria),
    settledBy,
  });
  const waiting = (status: MarkingStatus): TaskSettlement => ({ status, criteria: null, band: null, settledBy: [] });
  if (words === 0) return settled(NOTHING_WRITTEN, []);
  const [first, second, third] = submitted;
  if (!first) return waiting(hasDraft ? 'draft' : 'to_mark');
  if (policy.rule === 'single') return settled(first, [0]);
  if (!second) return waiting('needs_second');
  if (!needsThirdMarker(first, second, policy.tolerance)) return settled(agreedCriteria(first, second), [0, 1]);
  if (!third) return waiting('needs_third');
  if (policy.final === 'senior') return settled(third, [2]);
  const nearer = nearerMark(third, first, second);
  return settled(agreedCriteria(third, nearer === 0 ? first : second), [nearer, 2]);
}

/** A script's status: the least advanced of its tasks' (a script is marked when every task is). */
export function scriptStatus(tasks: readonly TaskSettlement[]): MarkingStatus {
  const order: MarkingStatus[] = ['to_mark', 'draft', 'needs_second', 'needs_third', 'marked'];
  return tasks.reduce<MarkingStatus>((least, t) => (order.indexOf(t.status) < order.indexOf(least) ? t.status : least), 'marked');
}

/**
 * The Writing band once every task is settled: (Task 1 + 2 × Task 2) / 3 with both tasks, the one
 * task's band (to the half band) when the test holds only one.
 */
export function writingSectionBand(tasks: readonly { task: 1 | 2; band: number | null }[]): number | null {
  if (tasks.length === 0 || tasks.some((t) => t.band === null)) return null;
  const task1 = tasks.find((t) => t.task === 1)?.band ?? null;
  const task2 = tasks.find((t) => t.task === 2)?.band ?? null;
  if (task1 !== null && task2 !== null) return writingBand(task1, task2);
  return roundedTaskBand((task1 ?? task2)!);
}

/** The overall band of a sitting once each of its sections has a band (the mean of L, R and W: see overallBand). */
export function sittingOverallBand(bands: readonly (number | null)[]): number | null {
  if (bands.length === 0 || bands.some((b) => b === null)) return null;
  return overallBand(bands as number[]);
}

export interface SittingOverall {
  /** Null until every section sat (and Speaking, for the four-skill band) has a band. */
  band: number | null;
  kind: OverallKind;
}

/**
 * A sitting's overall band and which one it is. With a Speaking band recorded for a sitting of
 * Listening, Reading and Writing: IELTS's overall of the four skills (fourSkillOverallBand). Without
 * Speaking, or for a test that lacks one of the three written skills: the mean of the sections sat
 * (sittingOverallBand), said to be the L/R/W average wherever it is shown.
 */
export function sittingOverall(
  sections: readonly { section: string; band: number | null }[],
  speakingBand: number | null,
): SittingOverall {
  const band = (section: string) => sections.find((s) => s.section === section)?.band;
  const [listening, reading, writing] = [band('listening'), band('reading'), band('writing')];
  if (speakingBand !== null && listening !== undefined && reading !== undefined && writing !== undefined) {
    return {
      kind: 'four_skills',
      band:
        listening === null || reading === null || writing === null
          ? null
          : fourSkillOverallBand({ listening, reading, writing, speaking: speakingBand }),
    };
  }
  return { kind: 'lrw_average', band: sittingOverallBand(sections.map((s) => s.band)) };
}

/** Where a sitting stands for its centre, from its attempt, its sections' marking and its release. */
export function sittingStatus(
  attemptStatus: 'not_started' | 'in_progress' | 'completed' | null,
  sections: readonly { section: string; status: SectionResultStatus }[],
  released: boolean,
): SittingStatus {
  if (attemptStatus === null || attemptStatus === 'not_started') return 'not_started';
  if (attemptStatus === 'in_progress') return 'in_progress';
  if (released) return 'released';
  if (sections.some((s) => s.status === 'pending')) return 'marking';
  if (sections.some((s) => s.status === 'awaiting_marking')) return 'awaiting_writing';
  return 'ready';
}

/**
 * The policy a script is marked under: a settled script keeps the one its band was settled under, so
 * changing the centre's settings never re-bands it; a script still waiting follows the settings.
 */
export function scriptMarkingPolicy(settledUnder: MarkingPolicy | null, settings: MarkingSettings): MarkingPolicy {
  return (
    settledUnder ?? {
      rule: settings.second_marking ? 'second' : 'single',
      tolerance: settings.tolerance,
      final: settings.final_rule,
    }
  );
}

export interface WritingTaskState extends Omit<TaskMarking, 'policy'> {
  task: 1 | 2;
}

/** The Writing section's marking from its tasks: marked with its band once every task is settled. */
export function writingSectionMarking(
  tasks: readonly WritingTaskState[],
  policy: MarkingPolicy,
): { status: SectionResultStatus; band: number | null; tasks: (TaskSettlement & { task: 1 | 2 })[] } {
  const settled = tasks.map((t) => ({ task: t.task, ...settleWritingTask({ ...t, policy }) }));
  const band = writingSectionBand(settled);
  return { status: band === null ? 'awaiting_marking' : 'marked', band, tasks: settled };
}
