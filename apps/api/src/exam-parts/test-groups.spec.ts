import type { ExamSection } from '@cdi/contracts';
import { summariseTestGroups, testGroupId } from './test-groups';

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
      expect.objectContaining({ id: 'mock a', title: 'Mock A', parts: { listening: 4, reading: 3, writing: 2 }, complete: true }),
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

  it('makes ids from names regardless of case and surrounding spaces', () => {
    expect(testGroupId('  Mock Test 1 ')).toBe('mock test 1');
  });
});
