import { isOverdue, testAction, testSections } from './assigned-test';
import { assignedTest } from './assigned-test.fixture';

const test = assignedTest();

describe('assigned test cards', () => {
  it('shows a section chip for each section with a part, in sitting order', () => {
    expect(testSections(test)).toEqual([]);
    expect(testSections({ ...test, writing_part_2_id: 'w2', listening_part_3_id: 'l3' })).toEqual(['listening', 'writing']);
    expect(testSections({ ...test, reading_passage_1_id: 'r1' })).toEqual(['reading']);
  });

  it('is overdue only when the due date has passed and the test is not completed', () => {
    const now = Date.parse('2026-11-10T12:00:00.000Z');
    expect(isOverdue(test, now)).toBe(false);
    expect(isOverdue({ ...test, due_at: '2026-11-10T11:59:59.000Z' }, now)).toBe(true);
    expect(isOverdue({ ...test, due_at: '2026-11-10T12:00:01.000Z' }, now)).toBe(false);
    expect(isOverdue({ ...test, due_at: '2026-11-01T00:00:00.000Z', status: 'in_progress' }, now)).toBe(true);
    expect(isOverdue({ ...test, due_at: '2026-11-01T00:00:00.000Z', status: 'completed' }, now)).toBe(false);
    expect(isOverdue({ ...test, due_at: 'not a date' }, now)).toBe(false);
  });

  it('offers Start Test, Continue Test, or nothing once completed', () => {
    expect(testAction('assigned')).toBe('Start Test');
    expect(testAction('in_progress')).toBe('Continue Test');
    expect(testAction('completed')).toBeNull();
  });
});
