import { type AssemblyComponent, AssemblyTexts, fillText } from '@cdi/contracts';
import { TEST_SLOTS, type TestSlotProperty } from '@cdi/db';

export type SlotResult = { slots: Partial<Record<TestSlotProperty, string>> } | { error: string };

/**
 * Where each component of an assembly goes in a test's 9 slots: listening and writing parts by their
 * part number (strict), reading passages in the assembly's order (flexible placement, at most 3).
 */
export function slotsOf(components: readonly AssemblyComponent[]): SlotResult {
  const slots: Partial<Record<TestSlotProperty, string>> = {};
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
    slots[slot.property] = component.exam_upload_id;
  }
  return { slots };
}
