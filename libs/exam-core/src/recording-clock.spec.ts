import { recordingPlace, recordingSeconds, recordingSecondsAt } from './recording-clock';

const at = (time: string) => new Date(`2026-01-01T${time}Z`);
const clock = { startedAt: at('09:00:00'), pausedSecondsAtStart: 0, pausedSeconds: 0, pausedAt: null, completedAt: null };
const parts = [
  { part: 1, durationSeconds: 40 },
  { part: 2, durationSeconds: 30 },
  { part: 3, durationSeconds: 20 },
];

describe('recordingSeconds', () => {
  it('is null before the recording begins', () => {
    expect(recordingSeconds({ ...clock, startedAt: null }, at('09:05:00'))).toBeNull();
  });
  it('runs with the clock once begun', () => {
    expect(recordingSeconds(clock, at('09:01:15.5'))).toBe(75.5);
  });
  it('leaves out pauses finished since it began, but not those before', () => {
    expect(recordingSeconds({ ...clock, pausedSecondsAtStart: 30, pausedSeconds: 50 }, at('09:01:00'))).toBe(40);
  });
  it('stands still while the section is paused', () => {
    expect(recordingSeconds({ ...clock, pausedAt: at('09:00:20') }, at('09:10:00'))).toBe(20);
  });
  it('stops when the section closes', () => {
    expect(recordingSeconds({ ...clock, completedAt: at('09:30:00') }, at('10:00:00'))).toBe(1800);
  });
});

describe('recordingPlace', () => {
  it('places the start in the first part', () => {
    expect(recordingPlace(0, parts, 0.5)).toEqual({ finished: false, part: 1, offsetSeconds: 0 });
  });
  it('places a time in a later part after the earlier parts and gaps', () => {
    expect(recordingPlace(40 + 0.5 + 12, parts, 0.5)).toEqual({ finished: false, part: 2, offsetSeconds: 12 });
  });
  it('places the silence between parts at the start of the next', () => {
    expect(recordingPlace(40.2, parts, 0.5)).toEqual({ finished: false, part: 2, offsetSeconds: 0 });
  });
  it('is finished after the last part', () => {
    expect(recordingPlace(40 + 0.5 + 30 + 0.5 + 20, parts, 0.5)).toEqual({ finished: true });
  });
  it('stays in a part of unknown length', () => {
    expect(recordingPlace(500, [{ part: 1, durationSeconds: null }], 0.5)).toEqual({
      finished: false,
      part: 1,
      offsetSeconds: 500,
    });
  });
  it('is the inverse of recordingSecondsAt', () => {
    expect(recordingSecondsAt(3, 5, parts, 0.5)).toBe(40 + 0.5 + 30 + 0.5 + 5);
    expect(recordingPlace(recordingSecondsAt(3, 5, parts, 0.5), parts, 0.5)).toEqual({
      finished: false,
      part: 3,
      offsetSeconds: 5,
    });
  });
});
