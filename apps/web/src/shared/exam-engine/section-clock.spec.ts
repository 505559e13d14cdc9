import { SectionClock, STALE_SECTION_MS } from './section-clock';
import { T0, iso, listening } from './engine-fixtures';

describe('SectionClock', () => {
  let clock: number;
  let sectionClock: SectionClock;

  beforeEach(() => {
    clock = T0;
    sectionClock = new SectionClock(() => clock);
  });

  it('runs on the server clock as a join measured it, half a round trip behind the reply', () => {
    expect(sectionClock.serverNow()).toBe(T0);
    const sentAt = clock;
    clock += 400; // the reply came 400 ms later, with the server's clock 5 s ahead of ours
    sectionClock.syncFromJoin(iso(T0 + 5000 + 200), sentAt);
    expect(sectionClock.serverNow()).toBe(clock + 5000);
    clock += 1000;
    expect(sectionClock.serverNow()).toBe(clock + 5000);
  });

  it('keeps the join measurement through small timer drift, and follows a clear jump of the local clock', () => {
    sectionClock.syncFromJoin(iso(T0 + 5000), clock);
    sectionClock.follow(iso(T0 + 6500)); // 1.5 s off: within the round trip's error
    expect(sectionClock.serverNow()).toBe(T0 + 5000);
    clock -= 60_000; // the computer's clock was set back a minute
    sectionClock.follow(iso(T0 + 5000));
    expect(sectionClock.serverNow()).toBe(T0 + 5000);
  });

  it('counts a section down by the server clock, stands still while paused, and knows no time for an unstarted one', () => {
    sectionClock.syncFromJoin(iso(T0 + 60_000), clock); // the server is a minute ahead
    expect(sectionClock.remainingSeconds(listening())).toBe(29 * 60);
    expect(sectionClock.remainingSeconds(listening({ pausedAt: iso(T0 + 10 * 60_000) }))).toBe(20 * 60);
    expect(sectionClock.remainingSeconds(listening({ status: 'completed' }))).toBe(0);
    expect(sectionClock.remainingSeconds(listening({ status: 'available', deadlineAt: null }))).toBeNull();
    expect(sectionClock.remainingSeconds(undefined)).toBeNull();
  });

  it('asks to read the attempt again once a running section is long past its deadline, at most once per stale window', () => {
    const running = listening({ deadlineAt: iso(T0) });
    clock = T0 + STALE_SECTION_MS - 1;
    expect(sectionClock.staleSectionRereadDue(running)).toBe(false); // the server may still close it
    clock = T0 + STALE_SECTION_MS;
    expect(sectionClock.staleSectionRereadDue(running)).toBe(true);
    clock += STALE_SECTION_MS - 1;
    expect(sectionClock.staleSectionRereadDue(running)).toBe(false); // asked lately
    clock += 1;
    expect(sectionClock.staleSectionRereadDue(running)).toBe(true);
  });

  it('never calls a paused, closed or unstarted section stale', () => {
    clock = T0 + 10 * STALE_SECTION_MS;
    const overdue = { deadlineAt: iso(T0) };
    expect(sectionClock.staleSectionRereadDue(listening({ ...overdue, pausedAt: iso(T0 - 1000) }))).toBe(false);
    expect(sectionClock.staleSectionRereadDue(listening({ ...overdue, status: 'completed' }))).toBe(false);
    expect(sectionClock.staleSectionRereadDue(listening({ deadlineAt: null }))).toBe(false);
    expect(sectionClock.staleSectionRereadDue(undefined)).toBe(false);
  });
});
