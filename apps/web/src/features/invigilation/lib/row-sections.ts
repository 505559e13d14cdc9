import { SECTION_ORDER, type RosterRow, type SectionState } from '@cdi/contracts';

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
