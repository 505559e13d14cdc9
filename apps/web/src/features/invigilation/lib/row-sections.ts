import { SECTION_MINUTES, SECTION_ORDER, type RosterRow, type SectionState } from '@cdi/contracts';

function inOrder(sections: readonly SectionState[]): SectionState[] {
  return SECTION_ORDER.flatMap((section) => sections.filter((state) => state.section === section));
}

/** The section being sat now, if any. */
export function openSection(row: Pick<RosterRow, 'sections'>): SectionState | undefined {
  return row.sections.find((state) => state.status === 'open');
}

/** The section that matters now: the open one, else (between sections) the next the candidate may start. */
export function currentSection(row: Pick<RosterRow, 'sections' | 'status'>): SectionState | undefined {
  if (row.status !== 'in_progress') return undefined;
  const sections = inOrder(row.sections);
  return sections.find((state) => state.status === 'open') ?? sections.find((state) => state.status === 'available');
}

/**
 * The extra minutes a candidate's special arrangements give them, read from their sections' running
 * times (the section that matters now, else the first that runs longer than standard); null without
 * arrangements. Extensions the invigilator grants are not part of it (they move the deadline only).
 */
export function arrangedExtraMinutes(row: Pick<RosterRow, 'sections' | 'status'>): number | null {
  const extra = (state: SectionState) => Math.round(state.durationSeconds / 60 - SECTION_MINUTES[state.section]);
  const now = currentSection(row);
  const minutes = now ? extra(now) : Math.max(0, ...row.sections.map(extra));
  return minutes > 0 ? minutes : null;
}

/**
 * How much of the listening recording the candidate's window holds, while it is not all there and
 * Listening has yet to begin; null otherwise (loaded, not reported, or Listening begun or done).
 */
export function recordingNotLoadedPercent(row: Pick<RosterRow, 'attemptId' | 'sections' | 'live'>): number | null {
  const listening = row.sections.find((state) => state.section === 'listening');
  const percent = row.live.recordingPercent;
  if (!row.attemptId || listening?.status !== 'available' || percent === null || percent >= 100) return null;
  return percent;
}
