import type { InvigilationAssignment } from '@cdi/contracts';
import { splitUpcoming } from './upcoming';

const assignment = (id: string, opens_at: string | null): InvigilationAssignment => ({
  id,
  test_title: 'Mock',
  target_type: 'group',
  target_name: 'Morning',
  created_at: '2026-05-01T08:00:00.000Z',
  opens_at,
  closes_at: null,
  counts: { total: 1, online: 0, in_progress: 0, completed: 0 },
});

describe('upcoming sittings', () => {
  it('keeps sittings whose opening time is ahead apart from those open now', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    const { upcoming, live } = splitUpcoming(
      [assignment('later', '2026-05-01T11:00:00Z'), assignment('open', '2026-05-01T09:00:00Z'), assignment('always', null)],
      now,
    );
    expect(upcoming.map((a) => a.id)).toEqual(['later']);
    expect(live.map((a) => a.id)).toEqual(['open', 'always']);
  });
});
