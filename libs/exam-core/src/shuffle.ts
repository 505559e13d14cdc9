import { type ExamSection, fillText, PARTS_PER_SECTION, TestMakingTexts } from '@cdi/contracts';
import { questionsOverlap } from './slot-placement';

export interface ShufflePart {
  id: string;
  section: ExamSection;
  part: number;
  /** The question numbers it was authored with; passages sharing any are never picked together. */
  questionRange: string | null;
}

/** A shuffled test: the part id in each slot (null when the bank had none left), in slot order. */
export interface ShuffledComposition {
  listening: (string | null)[];
  reading: (string | null)[];
  writing: (string | null)[];
}

/** The slots a shuffle could not fill: listening and writing by slot number, reading by passage slot. */
export interface MissingSlots {
  listening: number[];
  reading: number[];
  writing: number[];
}

export interface ShuffleOutcome {
  composition: ShuffledComposition;
  missing: MissingSlots;
}

/** A source of randomness in [0, 1): Math.random in production, a seeded one in tests. */
export type Random = () => number;

function pick<T>(items: readonly T[], random: Random): T | undefined {
  if (items.length === 0) return undefined;
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

/** Up to `count` distinct items in random order (a partial Fisher-Yates shuffle of a copy). */
function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  const copy = [...items];
  const taken: T[] = [];
  for (let i = 0; i < count && copy.length > 0; i++) {
    const index = Math.min(copy.length - 1, Math.floor(random() * copy.length));
    taken.push(copy.splice(index, 1)[0]!);
  }
  return taken;
}

/**
 * The intelligent shuffle: for each listening and writing slot a random part whose part
 * number is the slot's; for reading 3 distinct random passages from all reading parts, no two authored
 * with the same question numbers (their answers would be mixed up); never a part
 * in `history` (what the target has already been given). A slot nothing fits stays empty and is
 * reported in `missing`, so the admin can be told which parts to upload.
 */
export function shuffleComposition(
  bank: readonly ShufflePart[],
  history: Iterable<string>,
  random: Random = Math.random,
): ShuffleOutcome {
  const seen = new Set(history);
  const unused = dedupe(bank).filter((p) => !seen.has(p.id));
  const bySlot = (section: 'listening' | 'writing') =>
    Array.from(
      { length: PARTS_PER_SECTION[section] },
      (_, i) =>
        pick(
          unused.filter((p) => p.section === section && p.part === i + 1),
          random,
        )?.id ?? null,
    );
  const listening = bySlot('listening');
  const writing = bySlot('writing');
  // Every passage in random order, then the first of them whose questions share no number with one taken.
  const readingShuffled = sample(
    unused.filter((p) => p.section === 'reading'),
    Number.POSITIVE_INFINITY,
    random,
  );
  const readingPicked = readingShuffled
    .reduce<ShufflePart[]>(
      (taken, passage) =>
        taken.length < PARTS_PER_SECTION.reading && !taken.some((t) => questionsOverlap(t.questionRange, passage.questionRange))
          ? [...taken, passage]
          : taken,
      [],
    )
    .map((p) => p.id);
  const reading = Array.from({ length: PARTS_PER_SECTION.reading }, (_, i) => readingPicked[i] ?? null);
  const emptySlots = (ids: (string | null)[]) => ids.flatMap((id, i) => (id ? [] : [i + 1]));
  return {
    composition: { listening, reading, writing },
    missing: { listening: emptySlots(listening), reading: emptySlots(reading), writing: emptySlots(writing) },
  };
}

function dedupe(bank: readonly ShufflePart[]): ShufflePart[] {
  const byId = new Map<string, ShufflePart>();
  for (const part of bank) byId.set(part.id, part);
  return [...byId.values()];
}

/** Whether the shuffle left any slot empty. */
export function hasMissing(missing: MissingSlots): boolean {
  return missing.listening.length + missing.reading.length + missing.writing.length > 0;
}

/**
 * What a target could still be given: per section, the parts of the bank not in their history
 * (listening and writing counted per slot number, as a shuffle needs one for each).
 */
export function partsLeft(bank: readonly ShufflePart[], history: Iterable<string>) {
  const seen = new Set(history);
  const unused = dedupe(bank).filter((p) => !seen.has(p.id));
  const perSlot = (section: 'listening' | 'writing') =>
    Array.from(
      { length: PARTS_PER_SECTION[section] },
      (_, i) => unused.filter((p) => p.section === section && p.part === i + 1).length,
    );
  return {
    listening: perSlot('listening'),
    reading: unused.filter((p) => p.section === 'reading').length,
    writing: perSlot('writing'),
  };
}

/** How many more full tests the bank can give a target before a slot runs dry. */
export function fullTestsLeft(left: ReturnType<typeof partsLeft>): number {
  return Math.min(...left.listening, Math.floor(left.reading / PARTS_PER_SECTION.reading), ...left.writing);
}

/**
 * The warning for a shuffle that left slots empty ('Test shuffled, but some parts are
 * missing: Listening Parts: 2, 4; Writing Parts: 1. Please upload ...'), or null when none is empty.
 */
export function missingPartsWarning(missing: MissingSlots): string | null {
  if (!hasMissing(missing)) return null;
  const pieces = [
    missing.listening.length ? `Listening Parts: ${missing.listening.join(', ')}` : null,
    missing.reading.length ? `Reading Passages: ${missing.reading.join(', ')}` : null,
    missing.writing.length ? `Writing Parts: ${missing.writing.join(', ')}` : null,
  ].filter(Boolean);
  return fillText(TestMakingTexts.missingPartsWarning, { missing: pieces.join('; ') });
}

/** The title a shuffle suggests when the admin has not typed one. */
export function shuffledTitle(targetName: string): string {
  return fillText(TestMakingTexts.shuffledTitle, { name: targetName });
}
