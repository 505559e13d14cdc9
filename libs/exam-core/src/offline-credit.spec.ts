import { AUTO_CREDIT_MIN_OFFLINE_SECONDS } from '@cdi/contracts';
import { autoOfflineCreditSeconds, type CreditedSection } from './offline-credit';

const at = (time: string) => new Date(`2026-01-01T${time}Z`);
const running: CreditedSection = { status: 'open', startedAt: at('09:00:00'), deadlineAt: at('10:00:00'), pausedAt: null };
const gap = (since: string, until: string) => ({ since: at(since), until: at(until) });

describe('autoOfflineCreditSeconds', () => {
  it('gives back a disconnection of the running section in full', () => {
    expect(autoOfflineCreditSeconds(gap('09:10:00', '09:12:05'), running)).toBe(125);
  });

  it('ignores a reload or a blip shorter than the threshold', () => {
    expect(AUTO_CREDIT_MIN_OFFLINE_SECONDS).toBe(30);
    expect(autoOfflineCreditSeconds(gap('09:10:00', '09:10:02'), running)).toBe(0);
    expect(autoOfflineCreditSeconds(gap('09:10:00', '09:10:29'), running)).toBe(0);
    expect(autoOfflineCreditSeconds(gap('09:10:00', '09:10:30'), running)).toBe(30);
  });

  it('gives nothing when no section clock ran through the disconnection', () => {
    const span = gap('09:10:00', '09:15:00');
    expect(autoOfflineCreditSeconds(span, undefined)).toBe(0);
    expect(autoOfflineCreditSeconds(span, { ...running, pausedAt: at('09:09:00') })).toBe(0);
    expect(autoOfflineCreditSeconds(span, { ...running, status: 'completed' })).toBe(0);
    expect(autoOfflineCreditSeconds(span, { ...running, startedAt: at('09:12:00') })).toBe(0);
  });

  it('never gives more than the section ran while the candidate was away', () => {
    expect(autoOfflineCreditSeconds(gap('09:59:00', '10:03:00'), running)).toBe(60);
  });
});
