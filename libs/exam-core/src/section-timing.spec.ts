import { canStart, deadlineFrom, nextSection, resumedDeadline, sectionSecondsLeft } from './section-timing';

const at = (iso: string) => new Date(`2026-01-01T${iso}Z`);
const sections = (l: string, r: string, w: string) =>
  [
    { section: 'listening', status: l },
    { section: 'reading', status: r },
    { section: 'writing', status: w },
  ] as { section: 'listening' | 'reading' | 'writing'; status: 'locked' | 'available' | 'open' | 'completed' }[];

describe('section order', () => {
  it('starts with listening', () => expect(nextSection(sections('available', 'locked', 'locked'))).toBe('listening'));
  it('moves to reading once listening is completed', () =>
    expect(nextSection(sections('completed', 'locked', 'locked'))).toBe('reading'));
  it('ends with none when all three are completed', () =>
    expect(nextSection(sections('completed', 'completed', 'completed'))).toBeNull());
  it('refuses to start writing before reading is completed', () => {
    expect(canStart(sections('completed', 'open', 'locked'), 'writing')).toBe(false);
  });
  it('refuses to start a section twice', () => expect(canStart(sections('open', 'locked', 'locked'), 'listening')).toBe(false));
  it('allows the next section', () => expect(canStart(sections('completed', 'available', 'locked'), 'reading')).toBe(true));
});

describe('deadlines', () => {
  it('adds duration and extension to the start', () => {
    expect(deadlineFrom(at('09:00:00'), 3600, 300).toISOString()).toBe(at('10:05:00').toISOString());
  });
  it('moves the deadline on by the length of a pause', () => {
    expect(resumedDeadline(at('10:00:00'), at('09:30:00'), at('09:42:30')).toISOString()).toBe(at('10:12:30').toISOString());
  });
  it('counts seconds left, frozen while paused', () => {
    const clock = { deadlineAt: at('10:00:00'), pausedAt: at('09:50:00') };
    expect(sectionSecondsLeft(clock, at('09:55:00'))).toBe(600);
    expect(sectionSecondsLeft({ ...clock, pausedAt: null }, at('09:55:00'))).toBe(300);
    expect(sectionSecondsLeft({ ...clock, pausedAt: null }, at('11:00:00'))).toBe(0);
  });
});
