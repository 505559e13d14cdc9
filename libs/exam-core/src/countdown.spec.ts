import { formatCountdown, secondsLeft, timerTone } from './countdown';

describe('secondsLeft', () => {
  it('rounds a part-second up so the clock never shows zero early', () => {
    expect(secondsLeft(10_200, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
  });
  it('never goes negative after the deadline', () => {
    expect(secondsLeft(1_000, 5_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [60, '01:00'],
    [3599, '59:59'],
    [5400, '90:00'],
  ])('%i s reads %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
  it('treats negative and fractional input as whole non-negative seconds', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(61.9)).toBe('01:01');
  });
});

describe('timerTone', () => {
  it('is normal above 10 minutes', () => expect(timerTone(601)).toBe('normal'));
  it('turns warning at exactly 600 s', () => expect(timerTone(600)).toBe('warning'));
  it('stays warning down to 121 s', () => expect(timerTone(121)).toBe('warning'));
  it('turns critical at exactly 120 s', () => expect(timerTone(120)).toBe('critical'));
  it('is critical at zero', () => expect(timerTone(0)).toBe('critical'));
});
