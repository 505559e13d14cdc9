import { countdownText, lastSavedText, rowCountdown } from './live-time';
import { row, section } from './roster.fixture';

const at = (iso: string) => Date.parse(iso);

describe('rowCountdown', () => {
  const open = row({
    candidateId: 'CAN0004',
    status: 'in_progress',
    sections: [section('listening', 'open', { deadlineAt: '2026-11-22T10:30:00.000Z' })],
  });

  it('counts down to the deadline by the server clock, rounding part-seconds up', () => {
    expect(rowCountdown(open, at('2026-11-22T10:00:00.000Z'))).toEqual({ seconds: 1800, paused: false });
    expect(rowCountdown(open, at('2026-11-22T10:29:59.200Z'))).toEqual({ seconds: 1, paused: false });
    expect(countdownText(rowCountdown(open, at('2026-11-22T10:05:30.000Z')))).toBe('24:30');
    expect(countdownText(rowCountdown(open, at('2026-11-22T11:00:00.000Z')))).toBe('00:00');
  });

  it('stands still while paused and says so', () => {
    const paused = {
      ...open,
      sections: [section('listening', 'open', { deadlineAt: '2026-11-22T10:30:00.000Z', pausedAt: '2026-11-22T10:20:00.000Z' })],
    };
    expect(rowCountdown(paused, at('2026-11-22T10:25:00.000Z'))).toEqual({ seconds: 600, paused: true });
    expect(countdownText(rowCountdown(paused, at('2026-11-22T10:25:00.000Z')))).toBe('Paused');
  });

  it('has nothing to show when no section is open', () => {
    expect(rowCountdown(row({ candidateId: 'CAN0001' }), at('2026-11-22T10:00:00.000Z'))).toBeNull();
    expect(countdownText(null)).toBe('');
  });
});

describe('lastSavedText', () => {
  const now = at('2026-11-22T10:00:00.000Z');
  it.each([
    [null, 'Never'],
    ['2026-11-22T09:59:52.500Z', '7 s ago'],
    ['2026-11-22T10:00:01.000Z', '0 s ago'],
    ['2026-11-22T09:57:00.000Z', '3 min ago'],
    ['2026-11-22T07:30:00.000Z', '2 h ago'],
    ['not a date', 'Never'],
  ])('%s reads %s', (savedAt, text) => {
    expect(lastSavedText(savedAt, now)).toBe(text);
  });
});
