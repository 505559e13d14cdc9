import {
  type CreateTestRequest,
  type ExamSection,
  fillText,
  PARTS_PER_SECTION,
  type Template,
  type TestMakingPart,
  TestMakingTexts,
} from '@cdi/contracts';
import { type PlacedPart, placementProblem } from '@cdi/exam-core';

/** The slots of a test being built: each holds a part or is empty. */
export interface Composition {
  listening: (TestMakingPart | null)[];
  reading: (TestMakingPart | null)[];
  writing: (TestMakingPart | null)[];
}

export interface Slot {
  section: ExamSection;
  /** 1-based. */
  number: number;
}

export const SECTIONS: readonly ExamSection[] = ['listening', 'reading', 'writing'];

export const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function emptyComposition(): Composition {
  return {
    listening: Array.from({ length: PARTS_PER_SECTION.listening }, () => null),
    reading: Array.from({ length: PARTS_PER_SECTION.reading }, () => null),
    writing: Array.from({ length: PARTS_PER_SECTION.writing }, () => null),
  };
}

export function usedIds(composition: Composition): string[] {
  return SECTIONS.flatMap((s) => composition[s].flatMap((p) => (p ? [p.id] : [])));
}

export function filledCount(composition: Composition, section: ExamSection): number {
  return composition[section].filter(Boolean).length;
}

export function isEmpty(composition: Composition): boolean {
  return usedIds(composition).length === 0;
}

const placed = (part: TestMakingPart): PlacedPart => ({
  id: part.id,
  section: part.section,
  part: part.part,
  questionRange: part.question_range,
});

/** Puts a part in a slot, or says why not (the spec's slot rules); replacing the slot's own part is allowed. */
export function place(
  composition: Composition,
  part: TestMakingPart,
  slot: Slot,
): { composition: Composition; error: null } | { composition: Composition; error: string } {
  const current = composition[slot.section][slot.number - 1];
  const used = usedIds(composition).filter((id) => id !== current?.id);
  const others = composition[slot.section].flatMap((other, i) => (other ? [{ slot: i + 1, part: placed(other) }] : []));
  const problem = placementProblem(placed(part), slot, used, others);
  if (problem) return { composition, error: problem };
  const next = { ...composition, [slot.section]: [...composition[slot.section]] };
  next[slot.section][slot.number - 1] = part;
  return { composition: next, error: null };
}

/** Where a dropped or added part goes when no slot is named: its own slot, or the first free reading slot. */
export function naturalSlot(composition: Composition, part: TestMakingPart): Slot {
  if (part.section !== 'reading') return { section: part.section, number: part.part };
  const free = composition.reading.findIndex((p) => p === null);
  return { section: 'reading', number: free === -1 ? part.part : free + 1 };
}

export function remove(composition: Composition, slot: Slot): Composition {
  const next = { ...composition, [slot.section]: [...composition[slot.section]] };
  next[slot.section][slot.number - 1] = null;
  return next;
}

export function addedText(slot: Slot): string {
  return fillText(TestMakingTexts.partAdded, { section: capitalised(slot.section), n: slot.number });
}

/** The slot ids the create-test call takes. */
export function toSlotIds(composition: Composition): Pick<CreateTestRequest, 'listeningParts' | 'readingParts' | 'writingParts'> {
  const ids = (section: ExamSection) => composition[section].map((p) => p?.id ?? null);
  return { listeningParts: ids('listening'), readingParts: ids('reading'), writingParts: ids('writing') };
}

/** The composition as the JSON Copy Composition puts on the clipboard. */
export function compositionJson(title: string, description: string, composition: Composition): string {
  return JSON.stringify({ title, description, ...toSlotIds(composition) }, null, 2);
}

/** A template's slot ids, in section order. */
export function templateSlotIds(template: Template): Record<ExamSection, (string | null)[]> {
  return {
    listening: [
      template.listening_part_1_id,
      template.listening_part_2_id,
      template.listening_part_3_id,
      template.listening_part_4_id,
    ],
    reading: [template.reading_passage_1_id, template.reading_passage_2_id, template.reading_passage_3_id],
    writing: [template.writing_part_1_id, template.writing_part_2_id],
  };
}

/** How many of a template's slots hold a part. */
export const templatePartCount = (template: Template): number =>
  SECTIONS.flatMap((section) => templateSlotIds(template)[section]).filter(Boolean).length;

/** Fills slots from ids and the parts fetched for them; an id whose part is gone leaves its slot empty. */
export function compositionFromIds(ids: Record<ExamSection, (string | null)[]>, parts: TestMakingPart[]): Composition {
  const byId = new Map(parts.map((p) => [p.id, p]));
  const fill = (section: ExamSection) => ids[section].map((id) => (id ? (byId.get(id) ?? null) : null));
  return { listening: fill('listening'), reading: fill('reading'), writing: fill('writing') };
}

/** The parts a picker offers for a search and section filter: unused ones whose title or test group match. */
export function pickable(
  parts: TestMakingPart[],
  composition: Composition,
  search: string,
  section: ExamSection | 'all',
): TestMakingPart[] {
  const used = new Set(usedIds(composition));
  const needle = search.trim().toLowerCase();
  return parts.filter(
    (p) =>
      !used.has(p.id) &&
      (section === 'all' || p.section === section) &&
      (!needle || p.title.toLowerCase().includes(needle) || p.test_group.toLowerCase().includes(needle)),
  );
}
