import { fillText, SECTION_ORDER, Texts, type AssignedTestDetailResponse, type ExamSection } from '@cdi/contracts';
import { dateTime } from '../../../../shared/format/date';

export type TestPart = AssignedTestDetailResponse['examParts'][number];

export interface SectionSummary {
  section: ExamSection;
  partCount: number;
}

/** The sections that have parts, in sitting order, each with how many. */
export function sectionsWithParts(parts: readonly TestPart[]): SectionSummary[] {
  return SECTION_ORDER.flatMap((section) => {
    const partCount = parts.filter((part) => part.section === section).length;
    return partCount > 0 ? [{ section, partCount }] : [];
  });
}

/** A section's parts by part number. */
export function partsOfSection(parts: readonly TestPart[], section: ExamSection): TestPart[] {
  return parts.filter((part) => part.section === section).sort((a, b) => a.part - b.part);
}

/** The recording of the first listening part that has one. */
export function firstListeningAudio(parts: readonly TestPart[]): string | null {
  return partsOfSection(parts, 'listening').find((part) => part.audio_url)?.audio_url ?? null;
}

export function dueLabel(dueAt: string | null): string {
  return dueAt ? fillText(Texts.dueOn, { date: dateTime(dueAt) }) : Texts.noDueDate;
}

export function partCountLabel(count: number): string {
  return count === 1 ? Texts.onePart : fillText(Texts.manyParts, { n: count });
}

/**
 * 'Submit Test' confirms a test the candidate has finished; an unfinished one is submitted by
 * finishing its sections, so the candidate is offered to continue it instead.
 */
export function submitOutcome(attemptStatus: string): 'submitted' | 'continue' {
  return attemptStatus === 'completed' ? 'submitted' : 'continue';
}
