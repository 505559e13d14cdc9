import { apiFailure } from './client';

describe('apiFailure', () => {
  it('keeps the problems of refused content with their paths', () => {
    const problems = [{ file: 'solution', path: 'answers["3"].accept[0]', message: 'too long' }];
    const error = apiFailure(400, { success: false, error: 'The answer key does not fit the part', problems }, 'fallback');
    expect(error).toMatchObject({ status: 400, message: 'The answer key does not fit the part', problems });
  });

  it('has no problems when the server names none, and the fallback when the body is not the envelope', () => {
    expect(apiFailure(409, { success: false, error: 'Conflict' }, 'fallback').problems).toEqual([]);
    expect(apiFailure(502, '<html>', 'fallback')).toMatchObject({ message: 'fallback', problems: [] });
  });
});
