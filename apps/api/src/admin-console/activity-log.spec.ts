import { logCsvLine, zonedDateTime } from './activity-log';

describe('activity log CSV', () => {
  it('writes dates on the wall clock of the tenant’s time zone', () => {
    const date = new Date('2026-07-01T12:30:05Z');
    expect(zonedDateTime(date, 'UTC')).toBe('2026-07-01 12:30:05');
    expect(zonedDateTime(date, 'Europe/London')).toBe('2026-07-01 13:30:05');
    expect(zonedDateTime(date, 'America/Los_Angeles')).toBe('2026-07-01 05:30:05');
  });

  it('labels known actions and keeps the raw code beside them', () => {
    const line = logCsvLine(
      {
        id: '1',
        actor_name: 'Ada Admin',
        actor_login_id: 'ada',
        action: 'settings.update',
        target_type: 'settings',
        target_id: null,
        target: null,
        details: { changes: { time_zone: { from: 'UTC', to: 'Europe/London' } } },
        created_at: '2026-01-02T03:04:05.000Z',
      },
      'UTC',
    );
    expect(line.startsWith('2026-01-02 03:04:05,Ada Admin,ada,Changed settings,settings.update,,settings,,"{')).toBe(true);
  });
});
