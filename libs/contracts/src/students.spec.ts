import {
  CreateStudentRequestSchema,
  isCandidateId,
  scoreColour,
  scorePercent,
  StudentListQuerySchema,
  StudentTexts,
  UpdateStudentRequestSchema,
} from './students';

describe('candidate IDs', () => {
  it('are three capitals and four digits, typed in any case', () => {
    expect(isCandidateId('ABC1234')).toBe(true);
    for (const bad of ['AB1234', 'ABCD1234', 'ABC123', 'abc1234', 'ABC12345', 'A1C1234']) expect(isCandidateId(bad)).toBe(false);
    const parsed = CreateStudentRequestSchema.parse({
      first_name: ' A ',
      last_name: 'B',
      password: 'password1',
      candidate_id: ' abc1234 ',
    });
    expect(parsed).toMatchObject({ first_name: 'A', candidate_id: 'ABC1234' });
  });
});

describe('student schemas', () => {
  it('tell an empty form that all required fields must be filled', () => {
    const result = CreateStudentRequestSchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe(StudentTexts.allRequired);
  });

  it('treat a blank e-mail as none', () => {
    expect(UpdateStudentRequestSchema.parse({ email: '  ' })).toEqual({ email: null });
  });

  it('default the list query and ignore the cache-busting _t', () => {
    expect(StudentListQuerySchema.parse({ _t: '123', status: '' })).toEqual({
      role: 'test_taker',
      q: '',
      status: 'all',
      page: 1,
      pageSize: 20,
    });
  });
});

describe('score colour', () => {
  it('is green from 80%, yellow from 60%, red below', () => {
    expect([scoreColour(80), scoreColour(79.9), scoreColour(60), scoreColour(59.9)]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });

  it('has no percentage without a score', () => {
    expect(scorePercent(null, 40)).toBeNull();
    expect(scorePercent(30, 40)).toBe(75);
  });
});
