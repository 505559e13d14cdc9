import { sittingWindowRefusal, sittingWindowState } from './sitting-window';

const at = (iso: string) => new Date(iso);
const window = { opensAt: at('2026-05-01T09:00:00Z'), closesAt: at('2026-05-01T12:00:00Z') };

describe('sitting window', () => {
  it('is open all the time without times', () => {
    expect(sittingWindowState({ opensAt: null, closesAt: null }, at('2020-01-01T00:00:00Z'))).toBe('open');
    expect(sittingWindowRefusal({ opensAt: null, closesAt: null }, at('2030-01-01T00:00:00Z'), false)).toBeNull();
  });

  it('is upcoming before it opens, open from the opening time, closed from the closing time', () => {
    expect(sittingWindowState(window, at('2026-05-01T08:59:59Z'))).toBe('upcoming');
    expect(sittingWindowState(window, at('2026-05-01T09:00:00Z'))).toBe('open');
    expect(sittingWindowState(window, at('2026-05-01T11:59:59Z'))).toBe('open');
    expect(sittingWindowState(window, at('2026-05-01T12:00:00Z'))).toBe('closed');
  });

  it('refuses every start before opening, even for a candidate who somehow began', () => {
    expect(sittingWindowRefusal(window, at('2026-05-01T08:00:00Z'), false)).toBe('notOpenYet');
    expect(sittingWindowRefusal(window, at('2026-05-01T08:00:00Z'), true)).toBe('notOpenYet');
  });

  it('refuses to begin after closing but lets a candidate who began finish', () => {
    expect(sittingWindowRefusal(window, at('2026-05-01T12:30:00Z'), false)).toBe('sittingClosed');
    expect(sittingWindowRefusal(window, at('2026-05-01T12:30:00Z'), true)).toBeNull();
    expect(sittingWindowRefusal({ opensAt: null, closesAt: window.closesAt }, at('2026-05-01T10:00:00Z'), false)).toBeNull();
  });
});
