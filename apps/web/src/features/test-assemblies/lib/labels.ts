import type { AssemblyStatus, ExamPartSummary } from '@cdi/contracts';

export const STATUS_TONES: Record<AssemblyStatus, 'success' | 'warning' | 'info'> = {
  active: 'success',
  draft: 'warning',
  archived: 'info',
};

export const STATUS_LABELS: Record<AssemblyStatus, string> = { active: 'Active', draft: 'Draft', archived: 'Archived' };

const SECTION_LABELS = { listening: 'Listening', reading: 'Reading', writing: 'Writing' } as const;

/** 'Listening Part 2', 'Reading Passage 1', 'Writing Task 1'. */
export function slotLabel(section: keyof typeof SECTION_LABELS, part: number): string {
  const noun = section === 'reading' ? 'Passage' : section === 'writing' ? 'Task' : 'Part';
  return `${SECTION_LABELS[section]} ${noun} ${part}`;
}

/** How a part reads in the component picker: section and number, title, tenant. */
export function partOptionLabel(part: ExamPartSummary): string {
  return `${slotLabel(part.section, part.part)} · ${part.title} · ${part.tenant_name}`;
}
