import {
  AdminConsolePaths,
  AdminConsoleTexts,
  DEFAULT_TENANT_SETTINGS,
  LogsResponseSchema,
  PRODUCT_NAME,
  Queues,
  SettingsResponseSchema,
  type TenantSettings,
} from '@cdi/contracts';
import { hashSessionToken } from '@cdi/credentials';
import { queuePrefix } from '@cdi/db';
import { Queue, QueueEvents } from 'bullmq';
import { createTenant, developerToken, insertStudent, issueSession, type CreatedTenant } from '../support/fixtures';
import { invigilatorSocket } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';

const { settings: SETTINGS, settingsReset: RESET, logs: LOGS, logsExport: EXPORT, overview: OVERVIEW } = AdminConsolePaths;
const purgeAudit = Queues.housekeeping.jobs.purgeAuditLog;

const CHANGED: TenantSettings = {
  system_name: 'Riverside Test Centre',
  time_zone: 'America/New_York',
  session_timeout_minutes: 120,
  data_retention: '5y',
};

describe('admin console: settings, activity log and dashboard counts', () => {
  let stack: TestStack;
  let dev: string;
  let a: CreatedTenant;
  let b: CreatedTenant;
  let adminA: string;
  let adminB: string;

  const put = (token: string, json: unknown) => stack.http.request('PUT', SETTINGS, { token, json });
  const logs = (token: string, query = '') => stack.http.get(`${LOGS}${query}`, token);
  const exportText = async (token: string, query: string) =>
    (await fetch(`${stack.http.baseUrl}/api${EXPORT}${query}`, { headers: { authorization: `Bearer ${token}` } })).text();
  /** Writes audit rows straight to the log, at chosen times. */
  const insertAudit = (
    tenantId: string,
    actorId: string | null,
    action: string,
    createdAt: string,
    targetId: string | null = null,
  ) =>
    stack.dataSource.query(
      `INSERT INTO audit_log (tenant_id, actor_id, action, target_type, target_id, details, created_at)
       VALUES ($1, $2, $3, 'student', $4, '{"note":"seeded"}', $5)`,
      [tenantId, actorId, action, targetId, createdAt],
    );
  const adminIdOf = async (tenantId: string) =>
    (
      await stack.dataSource.query<{ id: string }[]>(`SELECT id FROM users WHERE tenant_id = $1 AND role = 'admin'`, [tenantId])
    )[0]!.id;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    dev = await developerToken(stack.http);
    a = await createTenant(stack.http, dev);
    b = await createTenant(stack.http, dev);
    adminA = await stack.http.login(a.adminLoginId, a.adminPassword);
    adminB = await stack.http.login(b.adminLoginId, b.adminPassword);
  });
  afterAll(() => stack.close());

  describe('settings', () => {
    it('starts from the defaults, with the product’s name as the system name', async () => {
      const response = await stack.http.get(SETTINGS, adminA);
      expect(response.status).toBe(200);
      const { settings } = SettingsResponseSchema.parse(response.body);
      expect(settings).toEqual({ ...DEFAULT_TENANT_SETTINGS, updated_at: null });
      expect(settings.system_name).toBe(PRODUCT_NAME);
    });

    it('saves the settings of the caller’s tenant only, and audits the change', async () => {
      const saved = await put(adminA, { ...CHANGED, system_name: `  ${CHANGED.system_name}  ` });
      expect(saved.status).toBe(200);
      expect(SettingsResponseSchema.parse(saved.body).settings).toMatchObject(CHANGED);
      expect(SettingsResponseSchema.parse((await stack.http.get(SETTINGS, adminA)).body).settings).toMatchObject(CHANGED);
      // Tenant B still has the defaults.
      expect(SettingsResponseSchema.parse((await stack.http.get(SETTINGS, adminB)).body).settings.system_name).toBe(PRODUCT_NAME);

      const log = LogsResponseSchema.parse((await logs(adminA, '?action=settings.update')).body);
      expect(log.total).toBe(1);
      expect(log.logs[0]!.details).toEqual({
        changes: {
          system_name: { from: PRODUCT_NAME, to: CHANGED.system_name },
          time_zone: { from: 'UTC', to: CHANGED.time_zone },
          session_timeout_minutes: { from: 30, to: CHANGED.session_timeout_minutes },
          data_retention: { from: '1y', to: CHANGED.data_retention },
        },
      });
      expect(log.logs[0]!.actor_login_id).toBe(a.adminLoginId);
    });

    it.each([
      ['blank system name', { ...CHANGED, system_name: '   ' }, 'system_name', AdminConsoleTexts.systemNameRequired],
      ['time zone no database knows', { ...CHANGED, time_zone: 'Mars/Olympus' }, 'time_zone', AdminConsoleTexts.unknownTimeZone],
      [
        'time zone spelt in lower case',
        { ...CHANGED, time_zone: 'asia/kolkata' },
        'time_zone',
        AdminConsoleTexts.unknownTimeZone,
      ],
      ['timeout off the list', { ...CHANGED, session_timeout_minutes: 45 }, 'session_timeout_minutes', undefined],
      ['retention off the list', { ...CHANGED, data_retention: '10y' }, 'data_retention', undefined],
      ['system name too long', { ...CHANGED, system_name: 'x'.repeat(121) }, 'system_name', undefined],
    ])('refuses a %s, naming the field', async (_case, body, field, error) => {
      const response = await put(adminA, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, field, ...(error ? { error } : {}) });
    });

    it.each(['Asia/Ho_Chi_Minh', 'Africa/Cairo', 'Asia/Kolkata'])(
      'accepts %s, a zone outside the spec’s four, and dates the log download in it',
      async (zone) => {
        const saved = await put(adminB, { ...CHANGED, time_zone: zone });
        expect(saved.status).toBe(200);
        expect(SettingsResponseSchema.parse((await stack.http.get(SETTINGS, adminB)).body).settings.time_zone).toBe(zone);
        const csv = await exportText(adminB, '?action=settings.update');
        const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
          .formatToParts(new Date())
          .find((p) => p.type === 'timeZoneName')!
          .value.replace('GMT', '');
        expect(csv).toMatch(new RegExp(`\\r\\n\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\${offset},`));
      },
    );

    it('is for admins only', async () => {
      expect((await stack.http.get(SETTINGS, dev)).status).toBe(403);
      expect((await stack.http.get(SETTINGS)).status).toBe(401);
    });

    it('resets to the defaults and audits the reset', async () => {
      await put(adminB, CHANGED);
      const reset = await stack.http.request('POST', RESET, { token: adminB });
      expect(reset.status).toBe(200);
      expect(SettingsResponseSchema.parse(reset.body).settings).toEqual({ ...DEFAULT_TENANT_SETTINGS, updated_at: null });
      expect(SettingsResponseSchema.parse((await stack.http.get(SETTINGS, adminB)).body).settings.updated_at).toBeNull();
      expect(LogsResponseSchema.parse((await logs(adminB, '?action=settings.reset')).body).total).toBe(1);
    });
  });

  describe('the admin session timeout, enforced by the server', () => {
    /** Makes the session of a token look idle for `minutes`. */
    const idleFor = (token: string, minutes: number) =>
      stack.dataSource.query(`UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE token_hash = $1`, [
        hashSessionToken(token),
        minutes,
      ]);

    it('refuses an admin session idle past the tenant’s timeout, and keeps a shorter idle one', async () => {
      const c = await createTenant(stack.http, dev);
      const admin = await stack.http.login(c.adminLoginId, c.adminPassword);
      const recent = await stack.http.login(c.adminLoginId, c.adminPassword);

      await idleFor(admin, 31); // past the default 30 minutes
      await idleFor(recent, 29);
      const refused = await stack.http.get(OVERVIEW, admin);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, error: AdminConsoleTexts.sessionIdleExpired });
      // Refused for good: the session was revoked, not just turned away once.
      expect((await stack.http.get(OVERVIEW, admin)).status).toBe(401);
      expect((await stack.http.get(OVERVIEW, recent)).status).toBe(200);
    });

    it('refuses the idle admin’s /invigilate socket and cuts the open one', async () => {
      const c = await createTenant(stack.http, dev);
      const admin = await stack.http.login(c.adminLoginId, c.adminPassword);
      const open = await invigilatorSocket(stack.http.baseUrl, admin);
      const cut = new Promise<void>((resolve) => open.once('disconnect', () => resolve()));
      await idleFor(admin, 31);
      const refused = await invigilatorSocket(stack.http.baseUrl, admin).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toBe(AdminConsoleTexts.sessionIdleExpired);
      // The next request finds the session idle, revokes it and ends its live sockets.
      expect((await stack.http.get(OVERVIEW, admin)).status).toBe(401);
      await cut;
      open.disconnect();
    });

    it('reads the timeout the tenant saved', async () => {
      const c = await createTenant(stack.http, dev);
      const admin = await stack.http.login(c.adminLoginId, c.adminPassword);
      expect((await put(admin, { ...DEFAULT_TENANT_SETTINGS, session_timeout_minutes: 60 })).status).toBe(200);
      await idleFor(admin, 45);
      expect((await stack.http.get(OVERVIEW, admin)).status).toBe(200);
      await idleFor(admin, 61);
      expect((await stack.http.get(OVERVIEW, admin)).status).toBe(401);
    });

    it('marks a used session as seen, so an active admin stays signed in', async () => {
      const c = await createTenant(stack.http, dev);
      const admin = await stack.http.login(c.adminLoginId, c.adminPassword);
      await idleFor(admin, 20);
      expect((await stack.http.get(OVERVIEW, admin)).status).toBe(200);
      const [row] = await stack.dataSource.query<{ idle: number }[]>(
        `SELECT extract(epoch FROM now() - last_seen_at)::int AS idle FROM sessions WHERE token_hash = $1`,
        [hashSessionToken(admin)],
      );
      expect(row!.idle).toBeLessThan(60);
    });

    it('does not apply the admin timeout to candidates', async () => {
      const student = await insertStudent(stack.dataSource, a.id);
      const token = await issueSession(stack.dataSource, student.id);
      await idleFor(token, 300);
      expect((await stack.http.get('/auth/me', token)).status).toBe(200);
    });
  });

  describe('activity log', () => {
    let c: CreatedTenant;
    let adminC: string;
    let adminCId: string;

    beforeAll(async () => {
      c = await createTenant(stack.http, dev);
      adminC = await stack.http.login(c.adminLoginId, c.adminPassword);
      adminCId = await adminIdOf(c.id);
      const student = await insertStudent(stack.dataSource, c.id, { firstName: 'Lena', lastName: 'Park' });
      // 30 seeded entries on three days, plus the admin's sign-in.
      for (let i = 0; i < 10; i++) {
        await insertAudit(c.id, adminCId, 'student.create', `2026-03-10T12:00:${String(i).padStart(2, '0')}Z`, student.id);
        await insertAudit(c.id, adminCId, 'group.update', `2026-03-11T12:00:${String(i).padStart(2, '0')}Z`);
        await insertAudit(c.id, null, 'group.delete', `2026-03-12T12:00:${String(i).padStart(2, '0')}Z`);
      }
      // Another tenant's entry on the same days never shows.
      await insertAudit(a.id, null, 'student.create', '2026-03-10T13:00:00Z');
    });

    it('records sign-ins', async () => {
      const log = LogsResponseSchema.parse((await logs(adminC, '?action=auth.login')).body);
      expect(log.total).toBeGreaterThanOrEqual(1);
      expect(log.logs[0]).toMatchObject({ action: 'auth.login', actor_login_id: c.adminLoginId, target_type: 'user' });
    });

    it('pages newest first with the total', async () => {
      const first = LogsResponseSchema.parse((await logs(adminC, '?pageSize=7&from=2026-03-01&to=2026-03-31')).body);
      expect(first.total).toBe(30);
      expect(first.logs).toHaveLength(7);
      expect(first.logs[0]!.created_at).toBe('2026-03-12T12:00:09.000Z');
      const last = LogsResponseSchema.parse((await logs(adminC, '?pageSize=7&page=5&from=2026-03-01&to=2026-03-31')).body);
      expect(last.logs).toHaveLength(2);
      expect(last.logs.at(-1)!.created_at).toBe('2026-03-10T12:00:00.000Z');
      expect(first.actions).toEqual(expect.arrayContaining(['auth.login', 'group.delete', 'group.update', 'student.create']));
    });

    it('filters by action, by actor and by day, and names the target', async () => {
      const created = LogsResponseSchema.parse((await logs(adminC, '?action=student.create')).body);
      expect(created.total).toBe(10);
      expect(created.logs[0]!.target).toMatch(/^Lena Park \(STU-/);

      const byActor = LogsResponseSchema.parse(
        (await logs(adminC, `?actor=${c.adminLoginId.toUpperCase()}&from=2026-03-01&to=2026-03-31`)).body,
      );
      expect(byActor.total).toBe(20);
      expect(new Set(byActor.logs.map((l) => l.actor_login_id))).toEqual(new Set([c.adminLoginId]));

      const oneDay = LogsResponseSchema.parse((await logs(adminC, '?from=2026-03-11&to=2026-03-11')).body);
      expect(oneDay.total).toBe(10);
      expect(new Set(oneDay.logs.map((l) => l.action))).toEqual(new Set(['group.update']));

      const nothing = LogsResponseSchema.parse((await logs(adminC, '?actor=nobody-of-that-name')).body);
      expect(nothing).toMatchObject({ total: 0, logs: [] });
    });

    it('tells each entry as a sentence with today’s names, and keeps the code beside it', async () => {
      const ds = stack.dataSource;
      const bilal = await insertStudent(ds, c.id, { firstName: 'Bilal', lastName: 'Ahmed' });
      const [test] = await ds.query<{ id: string }[]>(`INSERT INTO tests (tenant_id, title) VALUES ($1, 'Test 3') RETURNING id`, [
        c.id,
      ]);
      const [group] = await ds.query<{ id: string }[]>(
        `INSERT INTO groups (tenant_id, name) VALUES ($1, 'Morning') RETURNING id`,
        [c.id],
      );
      const [assignment] = await ds.query<{ id: string }[]>(
        `INSERT INTO assignments (tenant_id, test_id, user_id) VALUES ($1, $2, $3) RETURNING id`,
        [c.id, test!.id, bilal.id],
      );
      const [attempt] = await ds.query<{ id: string }[]>(
        `INSERT INTO attempts (tenant_id, assignment_id, user_id) VALUES ($1, $2, $3) RETURNING id`,
        [c.id, assignment!.id, bilal.id],
      );
      const entry = (action: string, targetType: string, targetId: string, details: object, at: string) =>
        ds.query(
          `INSERT INTO audit_log (tenant_id, actor_id, action, target_type, target_id, details, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [c.id, adminCId, action, targetType, targetId, JSON.stringify(details), at],
        );
      await entry('results.release', 'attempt', attempt!.id, { released: 1, attemptIds: [attempt!.id] }, '2026-04-01T10:00:00Z');
      await entry(
        'assignment.create',
        'assignment',
        assignment!.id,
        { testId: test!.id, userId: bilal.id },
        '2026-04-01T09:00:00Z',
      );
      await entry('group.member.add', 'group', group!.id, { userId: bilal.id, fromGroupId: null }, '2026-04-01T08:00:00Z');
      // Another tenant's student id in the details is never named.
      const stranger = await insertStudent(ds, a.id, { firstName: 'Other', lastName: 'Centre' });
      await entry('group.member.remove', 'group', group!.id, { userId: stranger.id }, '2026-04-01T07:00:00Z');

      const day = LogsResponseSchema.parse((await logs(adminC, '?from=2026-04-01&to=2026-04-01')).body);
      expect(day.logs.map((l) => [l.action, l.summary])).toEqual([
        ['results.release', 'Results released for Bilal Ahmed (Test 3)'],
        ['assignment.create', 'Assigned Test 3 to Bilal Ahmed'],
        ['group.member.add', 'Added Bilal Ahmed to group Morning'],
        ['group.member.remove', 'Removed a student from group Morning'],
      ]);

      const released = LogsResponseSchema.parse((await logs(adminC, `?action=results.release&actor=${c.adminLoginId}`)).body);
      expect(released.logs.map((l) => l.summary)).toEqual(['Results released for Bilal Ahmed (Test 3)']);
      expect((await logs(adminC, `?action=${'x'.repeat(500)}`)).status).toBe(400);

      const csv = await exportText(adminC, '?action=results.release');
      expect(csv).toContain(',results.release,Results released for Bilal Ahmed (Test 3),');
    });

    it('reads the days in the tenant’s time zone', async () => {
      // 2026-03-11T02:00Z is still the 10th in Los Angeles.
      await insertAudit(c.id, adminCId, 'template.delete', '2026-03-11T02:00:00Z');
      expect(
        LogsResponseSchema.parse((await logs(adminC, '?action=template.delete&from=2026-03-11&to=2026-03-11')).body).total,
      ).toBe(1);
      await put(adminC, { ...DEFAULT_TENANT_SETTINGS, time_zone: 'America/Los_Angeles' });
      expect(
        LogsResponseSchema.parse((await logs(adminC, '?action=template.delete&from=2026-03-11&to=2026-03-11')).body).total,
      ).toBe(0);
      expect(
        LogsResponseSchema.parse((await logs(adminC, '?action=template.delete&from=2026-03-10&to=2026-03-10')).body).total,
      ).toBe(1);
      await stack.http.request('POST', RESET, { token: adminC });
    });

    it('refuses a bad page, page size or date range', async () => {
      expect((await logs(adminC, '?page=0')).status).toBe(400);
      expect((await logs(adminC, '?pageSize=1000')).status).toBe(400);
      expect((await logs(adminC, '?from=yesterday')).body).toMatchObject({ success: false, field: 'from' });
      expect((await logs(adminC, '?from=2026-03-12&to=2026-03-11')).body).toEqual({
        success: false,
        error: AdminConsoleTexts.dateRangeReversed,
        field: 'to',
      });
    });

    it('shows another tenant none of it', async () => {
      const other = LogsResponseSchema.parse((await logs(adminB, '?from=2026-03-01&to=2026-03-31')).body);
      expect(other.total).toBe(0);
      expect(other.actions).not.toContain('group.delete');
    });

    it('downloads the filtered log as CSV', async () => {
      const response = await fetch(`${stack.http.baseUrl}/api${EXPORT}?action=group.update`, {
        headers: { authorization: `Bearer ${adminC}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(response.headers.get('x-log-truncated')).toBe('false');
      const lines = (await response.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Date,Actor,Login ID,Action,Action code,Summary,Target,Target type,Target ID,Details');
      expect(lines).toHaveLength(11);
      expect(lines[1]).toMatch(/^2026-03-11T12:00:09\+00:00,[^,]+,/);
      expect(lines[1]).toContain(
        `,${c.adminLoginId},Edited a group,group.update,Edited a group,,student,,"{""note"":""seeded""}"`,
      );
    });

    it('refuses the download to other roles and bad filters', async () => {
      const asDev = await fetch(`${stack.http.baseUrl}/api${EXPORT}`, { headers: { authorization: `Bearer ${dev}` } });
      expect(asDev.status).toBe(403);
      const bad = await fetch(`${stack.http.baseUrl}/api${EXPORT}?to=soon`, { headers: { authorization: `Bearer ${adminC}` } });
      expect(bad.status).toBe(400);
    });
  });

  describe('dashboard counts', () => {
    it('counts the tenant’s students and groups, with This Week as 30% of students rounded down', async () => {
      const c = await createTenant(stack.http, dev);
      const admin = await stack.http.login(c.adminLoginId, c.adminPassword);
      for (let i = 0; i < 7; i++) await insertStudent(stack.dataSource, c.id);
      await stack.dataSource.query(`INSERT INTO groups (tenant_id, name) VALUES ($1, 'G1'), ($1, 'G2')`, [c.id]);
      const response = await stack.http.get(OVERVIEW, admin);
      expect(response.body).toEqual({ success: true, overview: { students: 7, groups: 2, tests: 0, this_week: 2 } });
    });
  });

  describe('data retention', () => {
    it('deletes entries older than each tenant’s retention, and keeps the rest', async () => {
      const connection = { url: stack.env.REDIS_URL! };
      const prefix = queuePrefix(stack.env.REDIS_PREFIX!);
      const queue = new Queue(Queues.housekeeping.name, { connection, prefix });
      const events = new QueueEvents(Queues.housekeeping.name, { connection, prefix });
      try {
        await events.waitUntilReady();
        const d = await createTenant(stack.http, dev); // default: 1 year
        const e = await createTenant(stack.http, dev); // Forever
        const adminE = await stack.http.login(e.adminLoginId, e.adminPassword);
        await put(adminE, { ...DEFAULT_TENANT_SETTINGS, data_retention: 'forever' });
        const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString();
        const recent = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000).toISOString();
        for (const tenant of [d, e]) {
          await insertAudit(tenant.id, null, 'retention.old', old);
          await insertAudit(tenant.id, null, 'retention.recent', recent);
        }
        const job = await queue.add(purgeAudit.name, {});
        const result = (await job.waitUntilFinished(events, 10_000)) as { purged: number };
        expect(result.purged).toBeGreaterThanOrEqual(1);
        const left = await stack.dataSource.query<{ tenant_id: string; action: string }[]>(
          `SELECT tenant_id, action FROM audit_log WHERE tenant_id IN ($1, $2) AND action LIKE 'retention.%' ORDER BY action`,
          [d.id, e.id],
        );
        expect(left.filter((r) => r.tenant_id === d.id).map((r) => r.action)).toEqual(['retention.recent']);
        expect(left.filter((r) => r.tenant_id === e.id).map((r) => r.action)).toEqual(['retention.old', 'retention.recent']);
      } finally {
        await events.close();
        await queue.close();
      }
    });
  });
});
