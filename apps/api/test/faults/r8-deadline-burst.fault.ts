import { DEADLINE_GRACE_MS, OVERDUE_TIMER_GRACE_MS } from '@cdi/contracts';
import { AttemptSectionEntity } from '@cdi/db';
import { In } from 'typeorm';
import { newTenantScenario, type ExamScenario, scenarioSlice } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { until } from '../support/until';
import { recordFault } from './support/fault-record';
import { typists } from './support/typing-engines';

const ENGINES = 200;
/** The first half are absent at the deadline: they started, typed a little and went away. */
const ABSENT = ENGINES / 2;
const ABSENT_CHANGES = 5;
const PRESENT_CHANGES = 40;
/** How long Listening lasts here (set on the rows before it starts): long enough to join 200 engines and arrange. */
const SECTION_SECONDS = 20;
/** The present candidates type until this long after the last deadline, past the grace the product gives a save. */
const TYPING_PAST_DEADLINE_MS = DEADLINE_GRACE_MS + 1000;
/**
 * How late a section may close: OVERDUE_TIMER_GRACE_MS, the product's own line past which a section
 * counts as overdue (its timer taken as lost, for the sweep to close). A burst of timers due at one
 * moment must not push a single close past it: each must be closed by its own timer, on time.
 */
const LATENESS_BOUND_MS = OVERDUE_TIMER_GRACE_MS;

/**
 * R8: a deadline burst. 200 candidates of one assignment start Listening together, so it ends for
 * all of them at one moment (within the spread of their starts, recorded); half of them are gone
 * before it (their sections still run), half type up to it and past it. Every section closes by its
 * timer within the bound and never before its deadline, nothing is accepted beyond the grace, every
 * acknowledged answer is kept, and the candidates still there are moved on.
 */
describe('R8 a deadline burst', () => {
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    scenario = await newTenantScenario(stack, ENGINES);
  }, 180_000);
  afterAll(() => stack.close());

  it(`R8: ${ENGINES} sections due at one moment, half the candidates absent, all close on time (${ENGINES} engines)`, async () => {
    const sections = stack.dataSource.getRepository(AttemptSectionEntity);
    const listening = { attemptId: In(scenario.attemptIds), section: 'listening' as const };
    await sections.update(listening, { durationSeconds: SECTION_SECONDS });
    const [absent, present] = await Promise.all([
      typists(stack.http.baseUrl, scenarioSlice(scenario, 0, ABSENT)),
      typists(stack.http.baseUrl, scenarioSlice(scenario, ABSENT, ENGINES)),
    ]);
    try {
      // Everyone started at once, as a room does when told to: the deadlines fall within the starts' spread.
      const deadlines = new Map((await sections.find({ where: listening })).map((s) => [s.attemptId, s.deadlineAt!.getTime()]));
      const firstDeadline = Math.min(...deadlines.values());
      const lastDeadline = Math.max(...deadlines.values());

      // The absent half type a little, see it saved and go, well before the deadline.
      await absent.type(ABSENT_CHANGES, 20);
      await absent.drained(30_000);
      absent.dispose();
      if (Date.now() > firstDeadline - 1000) throw new Error('The absent candidates left too late: raise SECTION_SECONDS');
      // The present half type up to the deadline and past it.
      await present.type(PRESENT_CHANGES, Math.max(10, (lastDeadline + TYPING_PAST_DEADLINE_MS - Date.now()) / PRESENT_CHANGES));
      await present.settled(60_000).catch(() => undefined); // the checks below say what is left

      // Every section closed (generously waited for; the lateness is what is judged).
      const closed = async () => (await sections.find({ where: listening })).filter((s) => s.status === 'completed').length;
      await until(async () => (await closed()) === ENGINES, 60_000, 'every section closed').catch(() => undefined);
      const rows = await sections.find({ where: listening });
      const closedRows = rows.filter((s) => s.status === 'completed' && s.completedAt);
      const lateness = closedRows.map((s) => s.completedAt!.getTime() - deadlines.get(s.attemptId)!);
      const maxLateMs = lateness.length > 0 ? Math.max(...lateness) : -1;
      const earliestMs = lateness.length > 0 ? Math.min(...lateness) : -1;
      const expired = closedRows.filter((s) => s.endReason === 'expired').length;
      const readingOpen = await sections.countBy({ attemptId: In(scenario.attemptIds), section: 'reading', status: 'available' });

      // The present candidates are moved on: their windows show Listening closed and Reading next.
      const movedOn = () =>
        present
          .sectionStates('listening')
          .filter((s, i) => s?.status === 'completed' && present.sectionStates('reading')[i]?.status === 'available').length;
      await until(() => movedOn() === ENGINES - ABSENT, 30_000, 'every present candidate moved on').catch(() => undefined);

      // Nothing accepted beyond the grace: no answer row, no answer event, later than deadline + grace.
      const [late]: { rows: number; events: number }[] = await stack.dataSource.query(
        `SELECT (SELECT count(*) FROM answers a JOIN attempt_sections s USING (attempt_id, section)
                  WHERE a.attempt_id = ANY($1) AND a.updated_at > s.deadline_at + make_interval(secs => $2::float8 / 1000))::int AS rows,
                (SELECT count(*) FROM attempt_events e JOIN attempt_sections s ON s.attempt_id = e.attempt_id AND s.section = e.payload->>'section'
                  WHERE e.attempt_id = ANY($1) AND e.type = 'answer'
                    AND e.at > s.deadline_at + make_interval(secs => $2::float8 / 1000))::int AS events`,
        [scenario.attemptIds, DEADLINE_GRACE_MS],
      );
      const acceptedLate = late!.rows;
      const loggedLate = late!.events;
      const ackedLost = (await absent.ackedMissing(stack.dataSource)) + (await present.ackedMissing(stack.dataSource));
      const absentLatest = await absent.latestMissing(stack.dataSource);
      const presentLatest = await present.latestMissing(stack.dataSource, { refusedAllowed: true });
      const missing = absentLatest.missing + presentLatest.missing;
      const refused = present.refused();
      const refusedOtherwise = refused.filter((e) => e.code !== 'sectionClosed').length;
      const refusedTypedBeforeDeadline = refused.filter((e) => e.createdAt < deadlines.get(e.attemptId)!).length;

      recordFault({
        id: 'R8',
        checked: `${ENGINES} Listening sections due at one moment, ${ABSENT} candidates gone, ${ENGINES - ABSENT} typing past it`,
        engines: ENGINES,
        acked: absent.acked() + present.acked(),
        inPostgres: absentLatest.checked + presentLatest.checked - missing - presentLatest.refused,
        lost: ackedLost + missing,
        extra: {
          'deadline spread ms': lastDeadline - firstDeadline,
          'sections closed': closedRows.length,
          'closed by their timer (expired)': expired,
          'max lateness ms': maxLateMs,
          'earliest close ms': earliestMs,
          'bound ms': LATENESS_BOUND_MS,
          'moved on': movedOn(),
          'refused after deadline': presentLatest.refused,
          'refused typed before deadline': refusedTypedBeforeDeadline,
          'accepted past grace': acceptedLate + loggedLate,
        },
      });
      expect(closedRows).toHaveLength(ENGINES);
      expect(expired).toBe(ENGINES);
      expect(earliestMs).toBeGreaterThanOrEqual(0);
      expect(maxLateMs).toBeLessThanOrEqual(LATENESS_BOUND_MS);
      expect(readingOpen).toBe(ENGINES);
      expect(movedOn()).toBe(ENGINES - ABSENT);
      expect(acceptedLate).toBe(0);
      expect(loggedLate).toBe(0);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
      expect(refusedOtherwise).toBe(0);
      // The present candidates did type past the deadline, and those changes were refused.
      expect(presentLatest.refused).toBeGreaterThan(0);
    } finally {
      absent.dispose();
      present.dispose();
    }
  }, 240_000);
});
