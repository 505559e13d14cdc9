import { blankStartNumbers, questionsLabel, questionTypeLabel, withInputBlank } from './content-preview';

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

  it('numbers blanks across texts in reading order', () => {
    expect(blankStartNumbers(['Name {{blank}}', 'no blank', '{{blank}} and ___', 'last {{ blank }}'], 1)).toEqual([1, 2, 2, 4]);
  });

  it('places a single input at its blank, or after the text', () => {
    expect(withInputBlank(undefined)).toBe('{{blank}}');
    expect(withInputBlank('£{{blank}} per night')).toBe('£{{blank}} per night');
    expect(withInputBlank('Cost per night')).toBe('Cost per night {{blank}}');
  });
});
