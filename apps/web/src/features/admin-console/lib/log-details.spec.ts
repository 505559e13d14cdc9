import { describeDetails } from './log-details';

describe('activity log details', () => {
  it('shows a settings change field by field', () => {
    expect(
      describeDetails({
        changes: { system_name: { from: 'CDI Exam Platform', to: 'Riverside' }, session_timeout_minutes: { from: 30, to: 60 } },
      }),
    ).toBe('system name: CDI Exam Platform → Riverside; session timeout minutes: 30 → 60');
  });

  it('shows other details as key and value, counting lists', () => {
    expect(describeDetails({ title: 'Mock 1', attempts: ['a', 'b'], announcement: false })).toBe(
      'title: Mock 1; attempts: 2 items; announcement: false',
    );
    expect(describeDetails({})).toBe('');
  });

  it('cuts long details', () => {
    const text = describeDetails({ text: 'x'.repeat(500) });
    expect(text).toHaveLength(160);
    expect(text.endsWith('…')).toBe(true);
  });

  it('leaves out ids, which the sentence names', () => {
    expect(
      describeDetails({
        released: 2,
        attemptIds: ['0b6f1f9e-3c1a-4c59-9a8e-2f0d5d8f7a11', '1b6f1f9e-3c1a-4c59-9a8e-2f0d5d8f7a11'],
        userId: '0b6f1f9e-3c1a-4c59-9a8e-2f0d5d8f7a11',
      }),
    ).toBe('released: 2');
  });
});
