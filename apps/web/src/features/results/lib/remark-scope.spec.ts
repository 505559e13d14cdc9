import type { AssignmentResultRow } from '@cdi/contracts';
import { remarkScope } from './remark-scope';

const row = (
  name: string,
  status: AssignmentResultRow['status'],
  extra: Partial<AssignmentResultRow> = {},
): AssignmentResultRow => ({
  user_id: name,
  name,
  candidate_id: name.toUpperCase(),
  attempt_id: status === 'not_started' ? null : `attempt-${name}`,
  status,
  completed_at: null,
  listening: null,
  reading: null,
  writing_band: null,
  speaking_band: null,
  overall_band: null,
  overall_kind: 'lrw_average',
  ...extra,
});

describe('remarkScope', () => {
  it('counts every candidate with a closed Listening or Reading section and names those already released', () => {
    const scope = remarkScope([
      row('ann', 'released'),
      row('ben', 'ready'),
      row('cai', 'not_started'),
      row('dee', 'in_progress'),
      row('eve', 'in_progress', { listening: { raw_score: 20, max_score: 40, band: 5.5 } }),
      row('fay', 'awaiting_writing'),
      row('gus', 'released'),
    ]);
    expect(scope.candidates.map((r) => r.name)).toEqual(['ann', 'ben', 'eve', 'fay', 'gus']);
    expect(scope.released.map((r) => r.name)).toEqual(['ann', 'gus']);
  });
});
