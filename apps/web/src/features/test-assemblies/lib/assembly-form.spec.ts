import type { ExamPartSummary } from '@cdi/contracts';
import { addComponent, EMPTY_FORM, formProblem, moveComponent, removeComponent, requestOf } from './assembly-form';

const part = (id: string, section: ExamPartSummary['section'], number: number) =>
  ({ id, section, part: number }) as ExamPartSummary;

describe('assembly form', () => {
  const three = [part('a', 'listening', 1), part('b', 'reading', 1), part('c', 'writing', 2)].reduce(
    (list, p) => addComponent(list, p),
    EMPTY_FORM.components,
  );

  it('numbers added components and renumbers after a removal', () => {
    expect(three.map((c) => [c.exam_upload_id, c.order_index, c.part_number])).toEqual([
      ['a', 1, 1],
      ['b', 2, 1],
      ['c', 3, 2],
    ]);
    expect(removeComponent(three, 0).map((c) => [c.exam_upload_id, c.order_index])).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('moves a component and keeps the numbering', () => {
    expect(moveComponent(three, 2, -1).map((c) => [c.exam_upload_id, c.order_index])).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
    expect(moveComponent(three, 0, -1)).toEqual(three);
  });

  it("asks for a name and a component with the spec's message", () => {
    const message = 'Please fill in test name and select at least one component';
    expect(formProblem(EMPTY_FORM)).toBe(message);
    expect(formProblem({ ...EMPTY_FORM, testName: 'Mock', components: [] })).toBe(message);
    expect(formProblem({ ...EMPTY_FORM, testName: '  ', components: three })).toBe(message);
    expect(formProblem({ ...EMPTY_FORM, testName: 'Mock', components: three })).toBeNull();
  });

  it('sends shuffle options only when enabled, preserve_groups as an empty list when checked', () => {
    const base = { ...EMPTY_FORM, testName: ' Mock ', components: three, shuffleLevel: 'parts' as const, preserveGroups: true };
    expect(requestOf(base).shuffle_config).toEqual({ enable: false, level: 'none' });
    expect(requestOf({ ...base, shuffleEnabled: true }).shuffle_config).toEqual({
      enable: true,
      level: 'parts',
      preserve_dependencies: false,
      preserve_groups: [],
    });
    expect(requestOf({ ...base, shuffleEnabled: true, preserveGroups: false }).shuffle_config).not.toHaveProperty(
      'preserve_groups',
    );
    expect(requestOf(base).test_name).toBe('Mock');
    expect(requestOf(base)).not.toHaveProperty('status');
    expect(requestOf({ ...base, status: 'archived' }).status).toBe('archived');
  });
});
