import { SECTION_ORDER, type ExamSection, type SectionStatus } from '@cdi/contracts';

export interface SectionClock {
  section: ExamSection;
  status: SectionStatus;
  deadlineAt: Date | null;
  pausedAt: Date | null;
}

/** The section a candidate may start next: the first not completed, if every earlier one is completed. */
export function nextSection(sections: readonly Pick<SectionClock, 'section' | 'status'>[]): ExamSection | null {
  for (const section of SECTION_ORDER) {
    const state = sections.find((s) => s.section === section);
    if (!state || state.status !== 'completed') return section;
  }
  return null;
}

/** Whether a section may be started now: it is the next one and not already running or done. */
export function canStart(sections: readonly Pick<SectionClock, 'section' | 'status'>[], section: ExamSection): boolean {
  const state = sections.find((s) => s.section === section);
  return nextSection(sections) === section && state?.status !== 'open' && state?.status !== 'completed';
}

/** The deadline of a section started now. */
export function deadlineFrom(start: Date, durationSeconds: number, extensionSeconds = 0): Date {
  return new Date(start.getTime() + (durationSeconds + extensionSeconds) * 1000);
}

/** Resuming after a pause moves the deadline on by however long the pause lasted. */
export function resumedDeadline(deadlineAt: Date, pausedAt: Date, resumedAt: Date): Date {
  return new Date(deadlineAt.getTime() + Math.max(0, resumedAt.getTime() - pausedAt.getTime()));
}

/** Whole seconds left in a section, frozen while it is paused. */
export function sectionSecondsLeft(clock: Pick<SectionClock, 'deadlineAt' | 'pausedAt'>, now: Date): number {
  if (!clock.deadlineAt) return 0;
  const at = clock.pausedAt ?? now;
  return Math.max(0, Math.ceil((clock.deadlineAt.getTime() - at.getTime()) / 1000));
}
