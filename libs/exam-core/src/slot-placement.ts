import { type ExamSection, fillText, TestMakingTexts } from '@cdi/contracts';
import { parseQuestionRange } from './numbering';

export interface PlacedPart {
  id: string;
  section: ExamSection;
  part: number;
  /** The question numbers it was authored with ('14-26'); null when it declares none. */
  questionRange: string | null;
}

/**
 * Whether two parts were authored with question numbers in common. A candidate's answers are kept by
 * the authored number within a section, so two such parts in one section would share (and overwrite)
 * answers: a shuffle never picks them together and a test cannot place them together. Unknown: no.
 */
export function questionsOverlap(a: string | null, b: string | null): boolean {
  const first = a === null ? undefined : parseQuestionRange(a);
  const second = b === null ? undefined : parseQuestionRange(b);
  return first !== undefined && second !== undefined && first.start <= second.end && second.start <= first.end;
}

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A slot as the screens name it: 'Reading Passage 2', 'Listening Part 1'. */
export function slotName(section: ExamSection, number: number): string {
  return `${capitalised(section)} ${section === 'reading' ? 'Passage' : 'Part'} ${number}`;
}

/** Why a part authored with `range` may not sit beside the part in `otherSlot`, authored with `otherRange`. */
export function questionsClashProblem(range: string | null, otherSlot: string, otherRange: string | null): string {
  return fillText(TestMakingTexts.questionsClash, { range: range ?? '', slot: otherSlot, other: otherRange ?? '' });
}

/**
 * Why a part may not go in a slot, or null when it may: listening and
 * writing parts only in the slot of their number, reading passages in any reading slot, a part only
 * in its own section, each part once per test, and never beside a part of the section authored with
 * the same question numbers (`others`: the parts in the section's other slots, by slot number).
 */
export function placementProblem(
  part: PlacedPart,
  slot: { section: ExamSection; number: number },
  usedIds: readonly string[],
  others: readonly { slot: number; part: PlacedPart }[] = [],
): string | null {
  if (part.section !== slot.section) {
    return fillText(TestMakingTexts.wrongSection, { section: capitalised(part.section), slot: capitalised(slot.section) });
  }
  if (part.section === 'listening' && part.part !== slot.number) return fillText(TestMakingTexts.listeningSlot, { n: part.part });
  if (part.section === 'writing' && part.part !== slot.number) return fillText(TestMakingTexts.writingSlot, { n: part.part });
  if (usedIds.includes(part.id)) return TestMakingTexts.duplicatePart;
  const clash = others.find(
    (other) =>
      other.slot !== slot.number &&
      other.part.section === part.section &&
      questionsOverlap(other.part.questionRange, part.questionRange),
  );
  if (clash) return questionsClashProblem(part.questionRange, slotName(part.section, clash.slot), clash.part.questionRange);
  return null;
}
