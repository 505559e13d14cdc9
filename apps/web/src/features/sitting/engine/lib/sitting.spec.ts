import { questionKeyLabel, writingTaskKey } from './sitting';

describe('sitting keys', () => {
  it('labels answer keys as questions or writing tasks', () => {
    expect(questionKeyLabel('12')).toBe('Question 12');
    expect(questionKeyLabel('task2')).toBe('Task 2');
  });

  it('keys writing answers by task', () => {
    expect(writingTaskKey({ part: 1 })).toBe('task1');
  });
});
