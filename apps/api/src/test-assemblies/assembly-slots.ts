import { type AssemblyComponent, AssemblyTexts, fillText } from '@cdi/contracts';
import { TEST_SLOTS, type TestSlotProperty } from '@cdi/db';
import { questionsClashProblem, questionsOverlap, slotName } from '@cdi/exam-core';

export type SlotResult = { slots: Partial<Record<TestSlotProperty, string>> } | { error: string };

/** A component with the question numbers its part was authored with ('14-26'; null: none declared). */
export type NumberedComponent = AssemblyComponent & { question_range: string | null };

/**
 * Where each component of an assembly goes in a test's 9 slots: listening and writing parts by their
 * part number (strict), reading passages in the assembly's order (flexible placement, at most 3).
 * Two parts of a section authored with the same question numbers are refused, as in Test Making: the
 * candidate's answers to both would be kept under the same numbers.
 */
export function slotsOf(components: readonly NumberedComponent[]): SlotResult {
  const slots: Partial<Record<TestSlotProperty, string>> = {};
  const placed: { slot: (typeof TEST_SLOTS)[number]; range: string | null }[] = [];
  const ordered = [...components].sort((a, b) => a.order_index - b.order_index);
  let reading = 0;
  for (const component of ordered) {
    let slot: (typeof TEST_SLOTS)[number] | undefined;
    if (component.section === 'reading') {
      reading += 1;
      if (reading > 3) return { error: AssemblyTexts.publishTooManyReading };
      slot = TEST_SLOTS.find((s) => s.section === 'reading' && s.part === reading);
    } else {
      slot = TEST_SLOTS.find((s) => s.section === component.section && s.part === component.part_number);
    }
    if (!slot) return { error: AssemblyTexts.partSectionMismatch };
    if (slots[slot.property]) return { error: fillText(AssemblyTexts.publishSlotTaken, { slot: slot.column }) };
    const clash = placed.find((p) => p.slot.section === slot.section && questionsOverlap(p.range, component.question_range));
    if (clash) {
      const clashSlot = slotName(clash.slot.section, clash.slot.part);
      return { error: questionsClashProblem(component.question_range, clashSlot, clash.range) };
    }
    placed.push({ slot, range: component.question_range });
    slots[slot.property] = component.exam_upload_id;
  }
  return { slots };
}
