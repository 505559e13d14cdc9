import { EXAM_SECTIONS, type ExamSection } from '@cdi/contracts';

/** A section filter: one section, or all of them. */
export type SectionChoice = 'all' | ExamSection;

export const SECTION_CHOICES: readonly SectionChoice[] = ['all', ...EXAM_SECTIONS];

/** A section filter from the address bar; anything unknown means all. */
export function parseSectionChoice(value: string | null): SectionChoice {
  return SECTION_CHOICES.find((choice) => choice === value) ?? 'all';
}

/** The section to ask the API for; none for all. */
export function sectionFilter(choice: SectionChoice): ExamSection | undefined {
  return choice === 'all' ? undefined : choice;
}

export function sectionChoiceLabel(choice: SectionChoice): string {
  return choice[0]!.toUpperCase() + choice.slice(1);
}
