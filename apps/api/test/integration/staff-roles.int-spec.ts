import { randomUUID } from 'node:crypto';
import {
  API_ROUTES,
  capabilitiesOf,
  type CreateStaffResponse,
  InvigilateEvents,
  InvigilationPaths,
  type InvigilatorActionAck,
  type LogsResponse,
  type MeResponse,
  pathTo,
  type RouteContract,
  type StaffMember,
  StaffPaths,
  type StaffRole,
  StaffTexts,
  Texts,
  type WatchAck,
} from '@cdi/contracts';
import { DEMO_DEVELOPER, DEMO_PASSWORD } from '../../src/demo/demo-data';
import { emitAck, examScenario, type ExamScenario, invigilatorSocket } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, unique } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';
import { until } from '../support/until';

const isAdminRoute = (route: RouteContract) => Array.isArray(route.access) && route.access.includes('admin');
const ADMIN_ROUTES = API_ROUTES.filter(isAdminRoute);
const label = (route: RouteContract) => `${route.method.toUpperCase()} ${route.path}`;

/** The route's path with every parameter naming nothing (a fresh uuid; a number where one is expected). */
function pathNamingNothing(route: RouteContract): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    name === 'index' || name === 'task' ? '1' : randomUUID(),
  );
}

interface Member {
  staff: StaffMember;
  password: string;
  token: string;
}

/** A centre's team: who may call what, on every admin route and on the invigilation socket (ADR 0014). */
describe('centre staff and their roles', () => {
  let stack: TestStack;
  let centre: CreatedTenant;
  let owner: string;
  let scenario: ExamScenario;
  const members = {} as Record<'administrator' | 'invigilator' | 'examiner' | 'both', Member>;

  async function addStaff(token: string, roles: StaffRole[], extra: Record<string, unknown> = {}): Promise<Member> {
    const response = await stack.http.request<CreateStaffResponse>('POST', StaffPaths.list, {
      token,
      json: { first_name: 'Sam', last_name: unique('Staff'), login_id: unique('staff'), roles, ...extra },
    });
    if (response.status !== 201) throw new Error(`add staff: ${response.status} ${JSON.stringify(response.body)}`);
    const { staff, password } = response.body;
    return { staff, password, token: await stack.http.login(staff.login_id, password) };
  }

  beforeAll(async () => {
    stack = await startTestStack();
    centre = await createTenant(stack.http, await developerToken(stack.http));
    scenario = await examScenario(stack, centre, 2);
    owner = scenario.adminToken;
    members.administrator = await addStaff(owner, ['administrator']);
    members.invigilator = await addStaff(owner, ['invigilator'], { assignment_ids: [scenario.assignmentId] });
    members.examiner = await addStaff(owner, ['examiner']);
    members.both = await addStaff(owner, ['invigilator', 'examiner']);
  });
  afterAll(() => stack.close());

  it('answers the issued password once, lets the member sign in with it, and lists staff without the owner or any password', async () => {
    const { staff, password } = members.invigilator;
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(staff).toMatchObject({ roles: ['invigilator'], assignment_ids: [scenario.assignmentId], is_active: true });
    const me = await stack.http.get<MeResponse>('/auth/me', members.invigilator.token);
    expect(me.body.user).toMatchObject({ role: 'admin', staff_roles: ['invigilator'], capabilities: ['console', 'invigilate'] });
    const ownerMe = await stack.http.get<MeResponse>('/auth/me', owner);
    expect(ownerMe.body.user).toMatchObject({ staff_roles: null, capabilities: capabilitiesOf(null) });

    const list = await stack.http.get<{ staff: StaffMember[] }>(StaffPaths.list, owner);
    expect(list.status).toBe(200);
    expect(list.body.staff.map((s) => s.login_id).sort()).toEqual(
      Object.values(members)
        .map((m) => m.staff.login_id)
        .sort(),
    );
    expect(JSON.stringify(list.body)).not.toContain(password);
    expect(list.body.staff.map((s) => s.login_id)).not.toContain(centre.adminLoginId);
  });

  it('refuses a member without a role, a login id already taken anywhere, and never touches the owner', async () => {
    const noRole = await stack.http.request('POST', StaffPaths.list, {
      token: owner,
      json: { first_name: 'No', last_name: 'Role', login_id: unique('staff'), roles: [] },
    });
    expect(noRole.status).toBe(400);
    expect(noRole.body).toMatchObject({ error: StaffTexts.rolesRequired });
    const taken = await stack.http.request('POST', StaffPaths.list, {
      token: owner,
      json: { first_name: 'Taken', last_name: 'Id', login_id: DEMO_DEVELOPER.loginId, roles: ['examiner'] },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: StaffTexts.loginIdExists });

    const ownerId = (await stack.http.get<MeResponse>('/auth/me', owner)).body.user.id;
    const path = pathTo(StaffPaths.one, { id: ownerId });
    const asAdministrator = members.administrator.token;
    expect((await stack.http.request('PUT', path, { token: asAdministrator, json: { is_active: false } })).status).toBe(404);
    expect((await stack.http.request('DELETE', path, { token: asAdministrator })).status).toBe(404);
    expect((await stack.http.get('/auth/me', owner)).status).toBe(200);
  });

  it('issues a member a new password once: the old one and their sessions stop working, the owner is never reset', async () => {
    const member = await addStaff(owner, ['examiner']);
    const reset = await stack.http.request<{ password: string }>('POST', pathTo(StaffPaths.password, { id: member.staff.id }), {
      token: members.administrator.token,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(reset.body.password).not.toBe(member.password);
    expect((await stack.http.get('/auth/me', member.token)).status).toBe(401);
    await expect(stack.http.login(member.staff.login_id, member.password)).rejects.toThrow(/failed: 401/);
    expect(await stack.http.login(member.staff.login_id, reset.body.password)).toEqual(expect.any(String));

    const ownerId = (await stack.http.get<MeResponse>('/auth/me', owner)).body.user.id;
    const ownerReset = await stack.http.request('POST', pathTo(StaffPaths.password, { id: ownerId }), {
      token: members.administrator.token,
    });
    expect(ownerReset.status).toBe(404);
  });

  it("answers another centre's member of staff as a missing one", async () => {
    const other = await createTenant(stack.http, await developerToken(stack.http));
    const otherOwner = await stack.http.login(other.adminLoginId, other.adminPassword);
    const path = pathTo(StaffPaths.one, { id: members.examiner.staff.id });
    expect((await stack.http.request('PUT', path, { token: otherOwner, json: { roles: ['administrator'] } })).status).toBe(404);
    expect((await stack.http.request('DELETE', path, { token: otherOwner })).status).toBe(404);
    expect((await stack.http.get<{ staff: StaffMember[] }>(StaffPaths.list, otherOwner)).body.staff).toEqual([]);
  });

  describe('every admin route answers 403 exactly when the caller’s roles lack its capability', () => {
    const callers = ['owner', 'administrator', 'invigilator', 'examiner', 'both'] as const;
    const capabilities = (caller: (typeof callers)[number]) =>
      caller === 'owner' ? capabilitiesOf(null) : capabilitiesOf(members[caller].staff.roles);
    const token = (caller: (typeof callers)[number]) => (caller === 'owner' ? owner : members[caller].token);

    it.each(callers)('as %s', async (caller) => {
      const mismatches: string[] = [];
      for (const route of ADMIN_ROUTES) {
        const json = route.method === 'get' || route.method === 'delete' ? undefined : {};
        const response = await stack.http.request(route.method.toUpperCase(), pathNamingNothing(route), {
          token: token(caller),
          json,
        });
        const allowed = capabilities(caller).includes(route.capability!);
        if ((response.status === 403) === allowed) mismatches.push(`${label(route)} (${route.capability}): ${response.status}`);
      }
      expect(mismatches).toEqual([]);
    });

    it('refuses a candidate and a developer on every route only admins may call', async () => {
      const candidate = scenario.tokens[0]!;
      const developer = await stack.http.login(DEMO_DEVELOPER.loginId, DEMO_PASSWORD);
      const adminOnly = ADMIN_ROUTES.filter((route) => Array.isArray(route.access) && !route.access.includes('developer'));
      for (const route of adminOnly) {
        for (const caller of [candidate, developer]) {
          const json = route.method === 'get' || route.method === 'delete' ? undefined : {};
          const response = await stack.http.request(route.method.toUpperCase(), pathNamingNothing(route), {
            token: caller,
            json,
          });
          expect(`${label(route)}: ${response.status}`).toBe(`${label(route)}: 403`);
        }
      }
    });
  });

  it('lets an invigilator watch and act only on the assignments they are given, re-checked on every event', async () => {
    const second = await examScenario(stack, centre, 1);
    const invigilator = members.invigilator;
    const list = await stack.http.get<{ assignments: { id: string }[] }>(InvigilationPaths.assignments, invigilator.token);
    expect(list.body.assignments.map((a) => a.id)).toEqual([scenario.assignmentId]);
    const ownerList = await stack.http.get<{ assignments: { id: string }[] }>(InvigilationPaths.assignments, owner);
    expect(ownerList.body.assignments.map((a) => a.id).sort()).toEqual([scenario.assignmentId, second.assignmentId].sort());
    const timeline = (attemptId: string) =>
      stack.http.get(pathTo(InvigilationPaths.timeline, { attemptId }), invigilator.token).then((r) => r.status);
    expect(await timeline(scenario.attemptIds[0]!)).toBe(200);
    expect(await timeline(second.attemptIds[0]!)).toBe(404);

    const socket = await invigilatorSocket(stack.http.baseUrl, invigilator.token);
    try {
      const given = await emitAck<WatchAck>(socket, InvigilateEvents.watch, { assignmentId: scenario.assignmentId });
      expect(given.ok).toBe(true);
      const notGiven = await emitAck<WatchAck>(socket, InvigilateEvents.watch, { assignmentId: second.assignmentId });
      expect(notGiven).toMatchObject({ ok: false, code: 'notYours' });
      const pause = (assignmentId: string, attemptIds: string[]) =>
        emitAck<InvigilatorActionAck>(socket, InvigilateEvents.pause, { assignmentId, attemptIds });
      expect(await pause(second.assignmentId, second.attemptIds)).toMatchObject({ ok: false, code: 'notYours' });

      // Taken back: the open socket's next action is refused, with no reconnect.
      const taken = await stack.http.request('PUT', pathTo(StaffPaths.one, { id: invigilator.staff.id }), {
        token: owner,
        json: { assignment_ids: [second.assignmentId] },
      });
      expect(taken.body).toMatchObject({ staff: { assignment_ids: [second.assignmentId] } });
      expect(await pause(scenario.assignmentId, scenario.attemptIds)).toMatchObject({ ok: false, code: 'notYours' });
      expect(await pause(second.assignmentId, second.attemptIds)).toMatchObject({ ok: true });
    } finally {
      socket.disconnect();
    }

    const examinerSocket = await invigilatorSocket(stack.http.baseUrl, members.examiner.token);
    try {
      const watch = await emitAck<WatchAck>(examinerSocket, InvigilateEvents.watch, { assignmentId: scenario.assignmentId });
      expect(watch).toMatchObject({ ok: false, code: 'notYours' });
    } finally {
      examinerSocket.disconnect();
    }
  });

  it('a role given or taken holds from the next request', async () => {
    const member = await addStaff(owner, ['examiner']);
    const studentsPath = '/admin/students';
    expect((await stack.http.get(studentsPath, member.token)).status).toBe(403);
    await stack.http.request('PUT', pathTo(StaffPaths.one, { id: member.staff.id }), {
      token: owner,
      json: { roles: ['administrator'] },
    });
    expect((await stack.http.get(studentsPath, member.token)).status).toBe(200);
  });

  it('suspending or deleting a member ends their sessions and cuts their sockets; the log names who did what', async () => {
    const suspended = await addStaff(members.administrator.token, ['invigilator']);
    const deleted = await addStaff(owner, ['invigilator']);
    const sockets = [
      await invigilatorSocket(stack.http.baseUrl, suspended.token),
      await invigilatorSocket(stack.http.baseUrl, deleted.token),
    ];
    const suspend = await stack.http.request('PUT', pathTo(StaffPaths.one, { id: suspended.staff.id }), {
      token: members.administrator.token,
      json: { is_active: false },
    });
    expect(suspend.body).toMatchObject({ staff: { is_active: false } });
    const remove = await stack.http.request('DELETE', pathTo(StaffPaths.one, { id: deleted.staff.id }), { token: owner });
    expect(remove.status).toBe(200);
    await until(() => sockets.every((s) => !s.connected), 10_000, 'both sockets cut');
    expect((await stack.http.get('/auth/me', suspended.token)).status).toBe(401);
    expect((await stack.http.get('/auth/me', deleted.token)).status).toBe(401);
    const signIn = await stack.http.request('POST', '/auth/login', {
      form: { candidate_id: suspended.staff.login_id, password: suspended.password },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ error: Texts.accountSuspended });

    const logs = await stack.http.get<LogsResponse>('/admin/logs?pageSize=50', owner);
    const administratorName = `${members.administrator.staff.first_name} ${members.administrator.staff.last_name}`;
    expect(logs.body.logs).toContainEqual(
      expect.objectContaining({
        action: 'staff.suspend',
        actor_name: administratorName,
        actor_login_id: members.administrator.staff.login_id,
      }),
    );
    expect(logs.body.logs).toContainEqual(
      expect.objectContaining({ action: 'staff.delete', summary: expect.stringMatching(/^Deleted /) }),
    );
  });
});
