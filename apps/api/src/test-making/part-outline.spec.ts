import type { ExamPart } from '@cdi/contracts';
import { partOutline } from './part-outline';

const listening = {
  section: 'listening',
  part: 1,
  questionGroups: [{ type: 'form_completion' }, { type: 'table_completion' }, { type: 'form_completion' }],
} as unknown as ExamPart;

const writing = {
  section: 'writing',
  part: 1,
  prompt: 'Summarise the chart.',
  question_type: 'bar_chart',
  time_limit_minutes: 20,
  word_count_minimum: 150,
} as unknown as ExamPart;

describe('partOutline', () => {
  it('gives a question part its range, count and each question type once, in order', () => {
    expect(partOutline({ examData: listening, questionRange: '1-10', questionCount: 10 })).toEqual({
      question_range: '1-10',
      question_count: 10,
      question_types: ['form_completion', 'table_completion'],
      task_type: null,
      word_count_minimum: null,
    });
  });

  it('gives a writing task its type and minimum words, and no questions', () => {
    expect(partOutline({ examData: writing, questionRange: null, questionCount: 0 })).toEqual({
      question_range: null,
      question_count: 0,
      question_types: [],
      task_type: 'bar_chart',
      word_count_minimum: 150,
    });
  });

  it('gives a part without content nothing to describe', () => {
    expect(partOutline({ examData: null, questionRange: null, questionCount: 0 })).toEqual({
      question_range: null,
      question_count: 0,
      question_types: [],
      task_type: null,
      word_count_minimum: null,
    });
  });
});
