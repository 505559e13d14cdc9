import { questionsLabel, questionTypeLabel } from './content-preview';

describe('content preview helpers', () => {
  it('names question types for people', () => {
    expect(questionTypeLabel('true_false_not_given')).toBe('True false not given');
    expect(questionTypeLabel('form_completion')).toBe('Form completion');
  });

  it('labels the numbers a group covers', () => {
    expect(questionsLabel([])).toBe('');
    expect(questionsLabel([6])).toBe('Question 6');
    expect(questionsLabel([9, 10, 6, 7, 8])).toBe('Questions 6-10');
  });
});
