import { logCsvLine } from './activity-log';

describe('activity log CSV', () => {
  it('dates entries in ISO 8601 with the centre’s offset, and keeps the raw code beside the words', () => {
    const line = logCsvLine(
      {
        id: '1',
        actor_name: 'Ada Admin',
        actor_login_id: 'ada',
        action: 'settings.update',
        target_type: 'settings',
        target_id: null,
        target: null,
        summary: 'Changed settings (time zone)',
        details: { changes: { time_zone: { from: 'UTC', to: 'Europe/London' } } },
        created_at: '2026-01-02T03:04:05.000Z',
      },
      'America/New_York',
    );
    expect(
      line.startsWith(
        '2026-01-01T22:04:05-05:00,Ada Admin,ada,Changed settings,settings.update,Changed settings (time zone),,settings,,"{',
      ),
    ).toBe(true);
  });
});
