import type { CompositionPart } from '@cdi/contracts';
import { assignmentItem } from './assignment.fixture';
import { compositionBySection, fromLocalInput, targetLabel, toLocalInput, windowState } from './assignment-view';

const item = assignmentItem;

const part = (section: CompositionPart['section'], n: number): CompositionPart => ({
  id: `${section}-${n}`,
  section,
  part: n,
  title: `${section} ${n}`,
  test_group: 'G',
});

describe('assignment view', () => {
  it('labels the target as a group or a student', () => {
    expect(targetLabel(item({}))).toBe('Morning (group)');
    expect(
      targetLabel(item({ target_type: 'student', group_id: null, group_name: null, first_name: 'Ada', last_name: 'Lovelace' })),
    ).toBe('Ada Lovelace (student)');
    expect(
      targetLabel(item({ target_type: 'student', group_name: null, first_name: '', last_name: '', candidate_id: 'ABC1234' })),
    ).toBe('ABC1234 (student)');
  });

  it('lists parts under listening, reading and writing, sorted by part number', () => {
    const grouped = compositionBySection([part('writing', 2), part('listening', 3), part('writing', 1), part('listening', 1)]);
    expect(grouped.map((g) => [g.section, g.parts.map((p) => p.part)])).toEqual([
      ['listening', [1, 3]],
      ['writing', [1, 2]],
    ]);
    expect(compositionBySection([])).toEqual([]);
  });

  it('tells upcoming, open and closed windows apart', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(windowState({ opens_at: '2026-05-01T11:00:00Z', closes_at: null }, now)).toBe('upcoming');
    expect(windowState({ opens_at: '2026-05-01T09:00:00Z', closes_at: '2026-05-01T12:00:00Z' }, now)).toBe('open');
    expect(windowState({ opens_at: null, closes_at: '2026-05-01T10:00:00Z' }, now)).toBe('closed');
  });

  it('turns instants into datetime-local values and back, blank meaning none', () => {
    const iso = new Date(2026, 4, 1, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-05-01T09:30');
    expect(fromLocalInput('2026-05-01T09:30')).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput(' ')).toBeNull();
    expect(fromLocalInput('not a date')).toBeUndefined();
  });
});
