import fc from 'fast-check';
import { questionsOverlap } from './slot-placement';
import {
  fullTestsLeft,
  hasMissing,
  missingPartsWarning,
  partsLeft,
  type ShufflePart,
  shuffleComposition,
  shuffledTitle,
} from './shuffle';

/** A reading passage's questions as authored: Passage 1 is 1-13, 2 is 14-26, 3 is 27-40; some declare none. */
const PASSAGE_RANGES = [null, '1-13', '14-26', '27-40'] as const;

const partArb: fc.Arbitrary<ShufflePart> = fc.oneof(
  fc.record({
    id: fc.uuid(),
    section: fc.constant('listening' as const),
    part: fc.integer({ min: 1, max: 4 }),
    questionRange: fc.constant(null),
  }),
  fc.record({ id: fc.uuid(), part: fc.integer({ min: 1, max: 3 }), declared: fc.boolean() }).map(({ id, part, declared }) => ({
    id,
    section: 'reading' as const,
    part,
    questionRange: declared ? PASSAGE_RANGES[part]! : null,
  })),
  fc.record({
    id: fc.uuid(),
    section: fc.constant('writing' as const),
    part: fc.integer({ min: 1, max: 2 }),
    questionRange: fc.constant(null),
  }),
);

/** A bank, a history drawn from it (plus ids of parts since deleted), and a seeded randomness. */
const scenario = fc.uniqueArray(partArb, { selector: (p) => p.id, maxLength: 40 }).chain((bank) =>
  fc.record({
    bank: fc.constant(bank),
    history: fc
      .subarray(bank.map((p) => p.id))
      .chain((ids) => fc.uniqueArray(fc.uuid(), { maxLength: 3 }).map((extra) => [...ids, ...extra])),
    seed: fc.integer(),
  }),
);

function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

describe('shuffleComposition (property)', () => {
  it('never picks two reading passages authored with the same question numbers (their answers would be mixed up)', () => {
    fc.assert(
      fc.property(scenario, ({ bank, history, seed }) => {
        const { composition } = shuffleComposition(bank, history, seeded(seed));
        const picked = composition.reading.flatMap((id) => bank.filter((p) => p.id === id));
        return picked.every((a, i) => picked.slice(i + 1).every((b) => !questionsOverlap(a.questionRange, b.questionRange)));
      }),
    );
  });

  it('still fills every reading slot from a bank holding each passage twice', () => {
    const bank = [1, 2, 3].flatMap((n) =>
      ['a', 'b'].map((copy) => ({ id: `r${n}${copy}`, section: 'reading' as const, part: n, questionRange: PASSAGE_RANGES[n]! })),
    );
    for (let seed = 1; seed <= 50; seed++) {
      const { composition, missing } = shuffleComposition(bank, [], seeded(seed));
      expect(missing.reading).toEqual([]);
      const ranges = composition.reading.map((id) => bank.find((p) => p.id === id)!.questionRange);
      expect(new Set(ranges).size).toBe(3);
    }
  });

  it('never gives a part from the target’s history', () => {
    fc.assert(
      fc.property(scenario, ({ bank, history, seed }) => {
        const { composition } = shuffleComposition(bank, history, seeded(seed));
        const chosen = [...composition.listening, ...composition.reading, ...composition.writing].filter(Boolean);
        return chosen.every((id) => !history.includes(id!));
      }),
    );
  });

  it('puts listening and writing parts only in the slot of their number', () => {
    fc.assert(
      fc.property(scenario, ({ bank, history, seed }) => {
        const { composition } = shuffleComposition(bank, history, seeded(seed));
        const byId = new Map(bank.map((p) => [p.id, p]));
        const fits = (section: 'listening' | 'writing') =>
          composition[section].every(
            (id, i) => id === null || (byId.get(id)!.section === section && byId.get(id)!.part === i + 1),
          );
        return fits('listening') && fits('writing');
      }),
    );
  });

  it('picks 3 distinct reading passages whenever 3 unused ones without shared question numbers exist, and only reading parts', () => {
    fc.assert(
      fc.property(scenario, ({ bank, history, seed }) => {
        const { composition, missing } = shuffleComposition(bank, history, seeded(seed));
        const reading = composition.reading.filter((id): id is string => id !== null);
        const unused = bank.filter((p) => p.section === 'reading' && !history.includes(p.id));
        // Passages of one declared range can fill one slot between them; those declaring none, one each.
        const unusedReading =
          new Set(unused.flatMap((p) => (p.questionRange ? [p.questionRange] : []))).size +
          unused.filter((p) => p.questionRange === null).length;
        const byId = new Map(bank.map((p) => [p.id, p]));
        return (
          new Set(reading).size === reading.length &&
          reading.length === Math.min(3, unusedReading) &&
          reading.every((id) => byId.get(id)!.section === 'reading') &&
          missing.reading.length === 3 - reading.length
        );
      }),
    );
  });

  it('leaves a slot empty (and says so) only when no unused part fits it', () => {
    fc.assert(
      fc.property(scenario, ({ bank, history, seed }) => {
        const { composition, missing } = shuffleComposition(bank, history, seeded(seed));
        const left = partsLeft(bank, history);
        const ok = (section: 'listening' | 'writing') =>
          composition[section].every((id, i) => (id === null) === (left[section][i] === 0)) &&
          missing[section].every((slot) => composition[section][slot - 1] === null);
        return ok('listening') && ok('writing') && hasMissing(missing) === fullTestsLeft(left) < 1;
      }),
    );
  });

  it('uses each part once per test', () => {
    fc.assert(
      fc.property(scenario, ({ bank, history, seed }) => {
        const { composition } = shuffleComposition(bank, history, seeded(seed));
        const chosen = [...composition.listening, ...composition.reading, ...composition.writing].filter(Boolean);
        return new Set(chosen).size === chosen.length;
      }),
    );
  });
});

describe('partsLeft and fullTestsLeft', () => {
  const bank: ShufflePart[] = [
    { id: 'l1', section: 'listening', part: 1 },
    { id: 'l2', section: 'listening', part: 2 },
    { id: 'l3', section: 'listening', part: 3 },
    { id: 'l4', section: 'listening', part: 4 },
    { id: 'r1', section: 'reading', part: 1 },
    { id: 'r2', section: 'reading', part: 2 },
    { id: 'r3', section: 'reading', part: 3 },
    { id: 'w1', section: 'writing', part: 1 },
    { id: 'w2', section: 'writing', part: 2 },
  ];
  it('counts one full test in a bank of one test, and none once any part of it is seen', () => {
    expect(fullTestsLeft(partsLeft(bank, []))).toBe(1);
    expect(partsLeft(bank, ['l2', 'r1'])).toEqual({ listening: [1, 0, 1, 1], reading: 2, writing: [1, 1] });
    expect(fullTestsLeft(partsLeft(bank, ['r1']))).toBe(0);
  });
});

describe('missingPartsWarning and shuffledTitle', () => {
  it('names the empty slots in the spec’s warning', () => {
    expect(missingPartsWarning({ listening: [2, 4], reading: [], writing: [1] })).toBe(
      'Test shuffled, but some parts are missing: Listening Parts: 2, 4; Writing Parts: 1. Please upload more test parts to complete the test.',
    );
    expect(missingPartsWarning({ listening: [], reading: [3], writing: [] })).toBe(
      'Test shuffled, but some parts are missing: Reading Passages: 3. Please upload more test parts to complete the test.',
    );
    expect(missingPartsWarning({ listening: [], reading: [], writing: [] })).toBeNull();
  });
  it('titles a shuffled test for its target', () => {
    expect(shuffledTitle('Jane Doe')).toBe('Shuffled Test for Jane Doe');
  });
});
