import type { TestMakingPart } from '@cdi/contracts';
import { compositionFromIds, emptyComposition, naturalSlot, pickable, place, remove, toSlotIds, usedIds } from './composition';

const part = (id: string, section: TestMakingPart['section'], n: number, title = `${section} ${n}`): TestMakingPart => ({
  id,
  title,
  section,
  part: n,
  test_group: 'Cambridge 18',
  shuffle_group: null,
  question_range: null,
  created_at: '2026-11-01T00:00:00.000Z',
});

describe('composition', () => {
  it('places by the spec’s slot rules with their exact messages', () => {
    const l2 = part('l2', 'listening', 2);
    expect(place(emptyComposition(), l2, { section: 'listening', number: 1 }).error).toBe(
      'Listening Part 2 can only be placed in Part 2 slot',
    );
    expect(place(emptyComposition(), l2, { section: 'reading', number: 1 }).error).toBe(
      'Listening parts cannot be placed in Reading section',
    );
    const placed = place(emptyComposition(), l2, { section: 'listening', number: 2 });
    expect(placed.error).toBeNull();
    expect(place(placed.composition, l2, { section: 'listening', number: 2 }).error).toBeNull();
    const r = part('r', 'reading', 3);
    const withReading = place(placed.composition, r, { section: 'reading', number: 1 }).composition;
    expect(place(withReading, r, { section: 'reading', number: 2 }).error).toBe('This part is already used in the test');
    expect(usedIds(withReading)).toEqual(['l2', 'r']);
    expect(toSlotIds(remove(withReading, { section: 'reading', number: 1 }))).toEqual({
      listeningParts: [null, 'l2', null, null],
      readingParts: [null, null, null],
      writingParts: [null, null],
    });
  });

  it('drops a reading passage in the first free reading slot, others in their own', () => {
    const c = place(emptyComposition(), part('r1', 'reading', 1), { section: 'reading', number: 1 }).composition;
    expect(naturalSlot(c, part('r9', 'reading', 1))).toEqual({ section: 'reading', number: 2 });
    expect(naturalSlot(c, part('w2', 'writing', 2))).toEqual({ section: 'writing', number: 2 });
  });

  it('rebuilds a template’s slots from fetched parts and hides used parts from the picker', () => {
    const parts = [part('a', 'listening', 1), part('b', 'reading', 2, 'Bees'), part('c', 'writing', 1)];
    const c = compositionFromIds(
      { listening: ['a', null, null, null], reading: ['gone', 'b', null], writing: [null, null] },
      parts,
    );
    expect(c.reading.map((p) => p?.id ?? null)).toEqual([null, 'b', null]);
    expect(pickable(parts, c, '', 'all').map((p) => p.id)).toEqual(['c']);
    expect(pickable(parts, emptyComposition(), 'bee', 'all').map((p) => p.id)).toEqual(['b']);
    expect(pickable(parts, emptyComposition(), '', 'writing').map((p) => p.id)).toEqual(['c']);
  });
});
