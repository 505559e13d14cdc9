import { submissionId } from './submission-id';

describe('submissionId', () => {
  it('takes the last eight digits of the current time', () => {
    expect(submissionId(1_767_225_612_345)).toBe('TS-25612345');
  });

  it('always has eight digits, also for a short time value', () => {
    expect(submissionId(42)).toBe('TS-00000042');
    expect(submissionId(1_767_225_600_000.7)).toMatch(/^TS-\d{8}$/);
  });
});
