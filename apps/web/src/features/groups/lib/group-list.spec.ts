import type { GroupSummary } from '@cdi/contracts';
import { filterGroups, membersLabel, pageCount, sizeLimitValue } from './group-list';

const group = (name: string, member_count = 0, size_limit: number | null = null): GroupSummary => ({
  id: name,
  name,
  size_limit,
  created_at: '2026-01-01T00:00:00.000Z',
  member_count,
  members: [],
});

describe('group list', () => {
  it('filters by name, ignoring case and surrounding spaces', () => {
    const groups = [group('Morning Class'), group('Evening class'), group('IELTS Prep')];
    expect(filterGroups(groups, ' class ').map((g) => g.name)).toEqual(['Morning Class', 'Evening class']);
    expect(filterGroups(groups, '')).toHaveLength(3);
    expect(filterGroups(groups, 'nothing')).toEqual([]);
  });

  it('labels members with the size limit when there is one', () => {
    expect(membersLabel(group('A', 3))).toBe('3 members');
    expect(membersLabel(group('A', 3, 10))).toBe('3 members / 10');
    expect(membersLabel(group('A', 0, 1))).toBe('0 members / 1');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('reads the size limit field: blank means none', () => {
    expect(sizeLimitValue('  ')).toBeNull();
    expect(sizeLimitValue('12')).toBe(12);
    expect(sizeLimitValue('0')).toBe(0);
    expect(sizeLimitValue('abc')).toBe('');
  });
});
