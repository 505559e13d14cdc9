import { writingTaskProgress } from './writing-task';

describe('writingTaskProgress', () => {
  it('marks a task complete once its minimum word count is reached', () => {
    expect(writingTaskProgress('one two', 3)).toEqual({ words: 2, reached: false, completion: '0 of 1' });
    expect(writingTaskProgress(' one  two\nthree ', 3)).toEqual({ words: 3, reached: true, completion: '1 of 1' });
  });
});
