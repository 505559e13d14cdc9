import type { ExamSection } from '@cdi/contracts';

/** 'Listening' for 'listening': how screens, notices and the invigilator's roster name a section. */
export function sectionName(section: ExamSection): string {
  return section.charAt(0).toUpperCase() + section.slice(1);
}
