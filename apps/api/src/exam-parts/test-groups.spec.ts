import type { ExamSection } from '@cdi/contracts';
import { summariseTestGroups, testGroupId, testGroupType } from './test-groups';

const part = (testGroup: string, section: ExamSection, processingStatus: 'completed' | 'failed' = 'completed', day = 1) => ({
  testGroup,
  section,
  processingStatus,
  createdAt: new Date(Date.UTC(2026, 0, day)),
});

describe('summariseTestGroups', () => {
  it('counts completed parts per section and marks a full set complete', () => {
    const parts = [
      ...[1, 2, 3, 4].map(() => part('Mock A', 'listening')),
      ...[1, 2, 3].map(() => part('Mock A', 'reading')),
      ...[1, 2].map(() => part('Mock A', 'writing')),
    ];
    expect(summariseTestGroups(parts)).toEqual([
      expect.objectContaining({
        id: 'mock a',
        title: 'Mock A',
        test_type: 'full',
        parts: { listening: 4, reading: 3, writing: 2 },
        complete: true,
      }),
    ]);
  });

  it('leaves out failed parts, so a group with a failed part is incomplete', () => {
    const parts = [...[1, 2, 3, 4].map(() => part('B', 'listening')), part('B', 'reading', 'failed')];
    const [group] = summariseTestGroups(parts);
    expect(group!.parts).toEqual({ listening: 4, reading: 0, writing: 0 });
    expect(group!.complete).toBe(false);
  });

  it('gathers names that differ only in case into one test, dated by its first part', () => {
    const groups = summariseTestGroups([part('Mock C', 'reading', 'completed', 5), part('mock c', 'writing', 'completed', 2)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.created_at).toBe('2026-01-02T00:00:00.000Z');
  });

  it('sorts tests by title', () => {
    expect(summariseTestGroups([part('Zeta', 'reading'), part('Alpha', 'reading')]).map((g) => g.title)).toEqual([
      'Alpha',
      'Zeta',
    ]);
  });

  it('types a test by the sections it has parts in: all three full, one that section, two custom', () => {
    expect(testGroupType({ listening: 1, reading: 1, writing: 1 })).toBe('full');
    expect(testGroupType({ listening: 0, reading: 3, writing: 0 })).toBe('reading');
    expect(testGroupType({ listening: 0, reading: 0, writing: 2 })).toBe('writing');
    expect(testGroupType({ listening: 4, reading: 0, writing: 2 })).toBe('custom');
  });

  it('makes ids from names regardless of case and surrounding spaces', () => {
    expect(testGroupId('  Mock Test 1 ')).toBe('mock test 1');
  });
});
