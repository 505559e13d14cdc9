import { WRITING_QUESTION_TYPE_LABELS } from '@cdi/contracts';
import { questionTypeLabel } from './question-type-label';

describe('question type badge', () => {
  it('labels every known value as the spec does', () => {
    expect(questionTypeLabel('line_chart')).toBe('Line Graph');
    expect(questionTypeLabel('multi_pie_chart')).toBe('Multiple Pie Charts');
    expect(questionTypeLabel('combination')).toBe('Combination Chart');
    expect(questionTypeLabel('problem_solution_essay')).toBe('Problem-Solution Essay');
    for (const [value, label] of Object.entries(WRITING_QUESTION_TYPE_LABELS)) expect(questionTypeLabel(value)).toBe(label);
  });

  it('shows any other value as it is', () => {
    expect(questionTypeLabel('radar_chart')).toBe('radar_chart');
    expect(questionTypeLabel('Bar Chart')).toBe('Bar Chart');
    expect(questionTypeLabel('')).toBe('');
    expect(questionTypeLabel('constructor')).toBe('constructor');
    expect(questionTypeLabel('toString')).toBe('toString');
  });
});
