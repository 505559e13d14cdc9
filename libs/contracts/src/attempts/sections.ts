import type { ExamSection } from '../exam-content/constants';

/** The order a candidate sits the sections in; each needs the ones before it completed. */
export const SECTION_ORDER = ['listening', 'reading', 'writing'] as const satisfies readonly ExamSection[];

/** Minutes each section runs once started (spec: listening 30, reading 60, writing 60). */
export const SECTION_MINUTES = { listening: 30, reading: 60, writing: 60 } as const satisfies Record<ExamSection, number>;

/** An attempt ends on its own this long after it started, with what was saved. */
export const ATTEMPT_TIMEOUT_MS = 4 * 60 * 60 * 1000;

/**
 * Saves in flight when a deadline passes are still accepted for this long, so an answer typed in the
 * last second and sent over a slow link is not lost. Anything later is refused as 'section-closed'.
 */
export const DEADLINE_GRACE_MS = 2000;

/**
 * A section or attempt this far past its deadline whose delayed job has not closed it is taken to
 * have lost its job, and the timers sweep closes it. Well above a delayed job's usual lateness, so
 * the sweep does not race jobs that are merely running.
 */
export const OVERDUE_TIMER_GRACE_MS = 10_000;

export const SectionStatuses = ['locked', 'available', 'open', 'completed'] as const;
export type SectionStatus = (typeof SectionStatuses)[number];

export const SectionEndReasons = ['finished', 'expired', 'forced', 'attempt-timeout'] as const;
export type SectionEndReason = (typeof SectionEndReasons)[number];

export const AttemptStatuses = ['not_started', 'in_progress', 'completed'] as const;
export type AttemptStatus = (typeof AttemptStatuses)[number];

/** The text sizes of the exam screen (its display options); a candidate's arrangements may set the default. */
export const EXAM_TEXT_SIZES = ['regular', 'large', 'extra-large'] as const;
export type ExamTextSize = (typeof EXAM_TEXT_SIZES)[number];

/** A candidate's special arrangements: extra time on every section (a share and/or minutes) and the default text size. */
export interface SpecialArrangements {
  extra_time_percent: number;
  extra_time_minutes: number;
  text_size: ExamTextSize | null;
}

export const NO_ARRANGEMENTS: SpecialArrangements = { extra_time_percent: 0, extra_time_minutes: 0, text_size: null };

/** Extra time as people say it: '25 %', '10 minutes', '25 % and 10 minutes'; '' for none. */
export function extraTimeText({
  extra_time_percent,
  extra_time_minutes,
}: Pick<SpecialArrangements, 'extra_time_percent' | 'extra_time_minutes'>): string {
  const parts = [extra_time_percent > 0 && `${extra_time_percent} %`, extra_time_minutes > 0 && `${extra_time_minutes} minutes`];
  return parts.filter(Boolean).join(' and ');
}

/** How long a section runs for this candidate: its standard time, plus their extra share and minutes (whole seconds). */
export function sectionSeconds(
  section: ExamSection,
  arrangements: Pick<SpecialArrangements, 'extra_time_percent' | 'extra_time_minutes'>,
): number {
  const standard = SECTION_MINUTES[section] * 60;
  return Math.round(standard * (1 + arrangements.extra_time_percent / 100)) + arrangements.extra_time_minutes * 60;
}
