import { type ExamSection, fillText, TestMakingTexts } from '@cdi/contracts';

export interface PlacedPart {
  id: string;
  section: ExamSection;
  part: number;
}

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * Why a part may not go in a slot, or null when it may (spec 3 §5 'Slot placement'): listening and
 * writing parts only in the slot of their number, reading passages in any reading slot, a part only
 * in its own section, and each part once per test.
 */
export function placementProblem(
  part: PlacedPart,
  slot: { section: ExamSection; number: number },
  usedIds: readonly string[],
): string | null {
  if (part.section !== slot.section) {
    return fillText(TestMakingTexts.wrongSection, { section: capitalised(part.section), slot: capitalised(slot.section) });
  }
  if (part.section === 'listening' && part.part !== slot.number) return fillText(TestMakingTexts.listeningSlot, { n: part.part });
  if (part.section === 'writing' && part.part !== slot.number) return fillText(TestMakingTexts.writingSlot, { n: part.part });
  if (usedIds.includes(part.id)) return TestMakingTexts.duplicatePart;
  return null;
}
