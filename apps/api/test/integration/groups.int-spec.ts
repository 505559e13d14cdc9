import { type AvailableStudent, fillText, type GroupSummary, GroupTexts } from '@cdi/contracts';
import { AssignmentEntity, AuditLogEntity, GroupMemberEntity, type UserEntity } from '@cdi/db';
import { examScenario } from '../support/exam-sockets';
import { createTenant, developerToken, insertStudent, type CreatedTenant, unique } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

type GroupBody = { success: boolean; group: GroupSummary; error?: string; field?: string };

/** Groups of the admin console: names, size limits, one group per student, paging and isolation. */
describe('groups', () => {
  let stack: TestStack;
  let a: CreatedTenant;
  let b: CreatedTenant;
  let adminA: string;
  let adminB: string;
  let students: UserEntity[];
  let studentB: UserEntity;

  beforeAll(async () => {
    stack = await sharedTestStack();
    const dev = await developerToken(stack.http);
    a = await createTenant(stack.http, dev);
    b = await createTenant(stack.http, dev);
    students = [];
    for (const [first, last] of [
      ['Ada', 'Lovelace'],
      ['Alan', 'Turing'],
      ['Grace', 'Hopper'],
      ['Edsger', 'Dijkstra'],
    ] as const) {
      students.push(
        await insertStudent(stack.dataSource, a.id, { firstName: first, lastName: last, email: `${first.toLowerCase()}@a.test` }),
      );
    }
    studentB = await insertStudent(stack.dataSource, b.id, { firstName: 'Bea', lastName: 'Other' });
    adminA = await stack.http.login(a.adminLoginId, a.adminPassword);
    adminB = await stack.http.login(b.adminLoginId, b.adminPassword);
  });
  afterAll(() => stack.close());

  const create = (token: string, json: unknown) => stack.http.request<GroupBody>('POST', '/groups', { token, json });
  const add = (token: string, groupId: string, userId: string) =>
    stack.http.request<{ group: GroupSummary; moved_from: { id: string; name: string } | null; error?: string }>(
      'POST',
      `/groups/${groupId}/members`,
      { token, json: { user_id: userId } },
    );
  const membershipsOf = (userId: string) => stack.dataSource.getRepository(GroupMemberEntity).find({ where: { userId } });

  it('creates a group with an optional size limit, and refuses a second one of the same name with the spec’s 409 text', async () => {
    const made = await create(adminA, { name: '  Morning Class  ', size_limit: 2 });
    expect(made.status).toBe(201);
    expect(made.body.group).toMatchObject({ name: 'Morning Class', size_limit: 2, member_count: 0, members: [] });
    const unlimited = await create(adminA, { name: 'Evening Class' });
    expect(unlimited.body.group.size_limit).toBeNull();
    const blankLimit = await create(adminA, { name: 'Weekend Class', size_limit: null });
    expect(blankLimit.body.group.size_limit).toBeNull();

    const again = await create(adminA, { name: 'morning class' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: 'Group with this name already exists for this tenant', field: 'name' });
    // Another tenant may use the same name.
    expect((await create(adminB, { name: 'Morning Class' })).status).toBe(201);
  });

  it('validates the name and the size limit', async () => {
    expect((await create(adminA, { name: '   ' })).body).toMatchObject({ error: GroupTexts.groupNameRequired, field: 'name' });
    expect((await create(adminA, { name: 'Zero', size_limit: 0 })).body).toMatchObject({
      error: GroupTexts.sizeLimitMin,
      field: 'size_limit',
    });
    expect((await create(adminA, { name: 'Half', size_limit: 1.5 })).status).toBe(400);
  });

  it('pages GET /groups by name with the total, and keeps GET /admin/groups working', async () => {
    const first = await stack.http.get<{ groups: GroupSummary[]; total: number; page: number; pageSize: number }>(
      '/groups?page=1&pageSize=2',
      adminA,
    );
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.groups.map((g) => g.name)).toEqual(['Evening Class', 'Morning Class']);
    expect(first.body.groups[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), created_at: expect.any(String), members: [], member_count: 0 }),
    );
    const second = await stack.http.get<{ groups: GroupSummary[]; total: number }>('/groups?page=2&pageSize=2', adminA);
    expect(second.body.groups.map((g) => g.name)).toEqual(['Weekend Class']);
    const defaults = await stack.http.get<{ page: number; pageSize: number }>('/groups', adminA);
    expect(defaults.body).toMatchObject({ page: 1, pageSize: 50 });

    const all = await stack.http.get<{ groups: GroupSummary[]; total: number }>('/admin/groups', adminA);
    expect(all.body.groups.map((g) => g.name)).toEqual(['Evening Class', 'Morning Class', 'Weekend Class']);
    const paged = await stack.http.get<{ groups: GroupSummary[]; total: number }>('/admin/groups?page=2&pageSize=1', adminA);
    expect(paged.body).toMatchObject({ total: 3, groups: [expect.objectContaining({ name: 'Morning Class' })] });
  });

  it('adds students within the size limit, and moves a student who joins another group', async () => {
    const groups = (await stack.http.get<{ groups: GroupSummary[] }>('/groups', adminA)).body.groups;
    const morning = groups.find((g) => g.name === 'Morning Class')!;
    const evening = groups.find((g) => g.name === 'Evening Class')!;
    const [ada, alan, grace] = students;

    const first = await add(adminA, morning.id, ada!.id);
    expect(first.status).toBe(201);
    expect(first.body.moved_from).toBeNull();
    expect(first.body.group.members).toEqual([{ id: ada!.id, name: 'Ada Lovelace', email: 'ada@a.test' }]);
    await add(adminA, morning.id, alan!.id);

    const full = await add(adminA, morning.id, grace!.id);
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(fillText(GroupTexts.groupFull, { limit: 2 }));
    expect(await membershipsOf(grace!.id)).toEqual([]);

    // Adding again to the same group changes nothing (and does not count against the limit).
    expect((await add(adminA, morning.id, ada!.id)).body.group.member_count).toBe(2);

    const moved = await add(adminA, evening.id, ada!.id);
    expect(moved.status).toBe(201);
    expect(moved.body.moved_from).toEqual({ id: morning.id, name: 'Morning Class' });
    expect(moved.body.group.members.map((m) => m.id)).toEqual([ada!.id]);
    expect((await membershipsOf(ada!.id)).map((m) => m.groupId)).toEqual([evening.id]);
    const after = (await stack.http.get<{ groups: GroupSummary[] }>('/groups', adminA)).body.groups;
    expect(after.find((g) => g.id === morning.id)!.members.map((m) => m.id)).toEqual([alan!.id]);

    // With a place free again, Grace gets in.
    expect((await add(adminA, morning.id, grace!.id)).status).toBe(201);
  });

  it('moves students between groups safely when many adds race for the last places', async () => {
    const group = (await create(adminA, { name: unique('Race'), size_limit: 1 })).body.group;
    const racers = await Promise.all([0, 1, 2].map(() => insertStudent(stack.dataSource, a.id)));
    const results = await Promise.all(racers.map((s) => add(adminA, group.id, s.id)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const listed = (await stack.http.get<{ groups: GroupSummary[] }>('/admin/groups', adminA)).body.groups;
    expect(listed.find((g) => g.id === group.id)!.member_count).toBe(1);
  });

  it('edits a group: renames, refuses a taken name, and never sets the limit below the members', async () => {
    const groups = (await stack.http.get<{ groups: GroupSummary[] }>('/groups', adminA)).body.groups;
    const morning = groups.find((g) => g.name === 'Morning Class')!;
    const put = (json: unknown) => stack.http.request<GroupBody>('PUT', `/groups/${morning.id}`, { token: adminA, json });

    const below = await put({ name: 'Morning Class', size_limit: 1 });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ error: fillText(GroupTexts.sizeLimitBelowMembers, { n: 2 }), field: 'size_limit' });
    const taken = await put({ name: 'EVENING CLASS', size_limit: 5 });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Group with this name already exists for this tenant');

    const renamed = await put({ name: 'Morning Class A', size_limit: 5 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.group).toMatchObject({ name: 'Morning Class A', size_limit: 5, member_count: 2 });
    const cleared = await put({ name: 'Morning Class A' });
    expect(cleared.body.group.size_limit).toBeNull();
  });

  it('lists available students by search (name, candidate id, e-mail), with their group, leaving out the group’s own', async () => {
    const groups = (await stack.http.get<{ groups: GroupSummary[] }>('/groups', adminA)).body.groups;
    const morning = groups.find((g) => g.name === 'Morning Class A')!;
    const search = (query: string) =>
      stack.http.get<{ success: boolean; users: AvailableStudent[] }>(`/groups/available-students${query}`, adminA);

    const byName = await search('?q=turi');
    expect(byName.status).toBe(200);
    expect(byName.body.users).toEqual([
      {
        id: students[1]!.id,
        first_name: 'Alan',
        last_name: 'Turing',
        email: 'alan@a.test',
        candidate_id: students[1]!.loginId,
        group_id: morning.id,
        group_name: 'Morning Class A',
      },
    ]);
    expect((await search(`?q=${students[3]!.loginId.slice(-6).toLowerCase()}`)).body.users.map((u) => u.id)).toEqual([
      students[3]!.id,
    ]);
    expect((await search('?q=grace@a.TEST')).body.users.map((u) => u.id)).toEqual([students[2]!.id]);
    expect((await search('?q=%25')).body.users).toEqual([]); // a LIKE wildcard is searched for as text

    const forMorning = (await search(`?group_id=${morning.id}&pageSize=100`)).body.users.map((u) => u.id);
    expect(forMorning).toContain(students[0]!.id);
    expect(forMorning).not.toContain(students[1]!.id);
    expect(forMorning).not.toContain(studentB.id);
  });

  it('removes a member, then deletes the group; both are audited', async () => {
    const groups = (await stack.http.get<{ groups: GroupSummary[] }>('/groups', adminA)).body.groups;
    const morning = groups.find((g) => g.name === 'Morning Class A')!;
    const removed = await stack.http.request<GroupBody>('DELETE', `/groups/${morning.id}/members/${students[1]!.id}`, {
      token: adminA,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.group.members.map((m) => m.id)).toEqual([students[2]!.id]);
    expect(
      (await stack.http.request('DELETE', `/groups/${morning.id}/members/${students[1]!.id}`, { token: adminA })).status,
    ).toBe(404);

    const deleted = await stack.http.request('DELETE', `/groups/${morning.id}`, { token: adminA });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await membershipsOf(students[2]!.id)).toEqual([]);
    expect((await stack.http.request('DELETE', `/groups/${morning.id}`, { token: adminA })).status).toBe(404);

    const actions = (await stack.dataSource.getRepository(AuditLogEntity).find({ where: { tenantId: a.id } })).map(
      (r) => r.action,
    );
    for (const action of ['group.create', 'group.update', 'group.delete', 'group.member.add', 'group.member.remove'])
      expect(actions).toContain(action);
  });

  it('lists the tests given to a group now: what a member leaves when removed', async () => {
    const scenario = await examScenario(stack, a, 1, { openDashboards: false });
    const read = () =>
      stack.http.get<{ assignments: { id: string; test_title: string }[] }>(`/groups/${scenario.groupId}/assignments`, adminA);
    const given = await read();
    expect(given.status).toBe(200);
    expect(given.body.assignments).toEqual([{ id: scenario.assignmentId, test_title: 'Engine test' }]);
    // A withdrawn assignment is no longer the group's to leave.
    await stack.dataSource.getRepository(AssignmentEntity).update({ id: scenario.assignmentId }, { active: false });
    expect((await read()).body.assignments).toEqual([]);
  });

  it('answers 404 to another tenant’s admin on every group call, exactly as for a group that does not exist', async () => {
    const own = (await stack.http.get<{ groups: GroupSummary[] }>('/groups', adminA)).body.groups[0]!;
    const missing = '00000000-0000-4000-8000-000000000000';
    const calls = (groupId: string) => [
      stack.http.request('PUT', `/groups/${groupId}`, { token: adminB, json: { name: 'Taken over' } }),
      stack.http.request('DELETE', `/groups/${groupId}`, { token: adminB }),
      stack.http.request('POST', `/groups/${groupId}/members`, { token: adminB, json: { user_id: studentB.id } }),
      stack.http.request('DELETE', `/groups/${groupId}/members/${students[0]!.id}`, { token: adminB }),
      stack.http.request('GET', `/groups/${groupId}/assignments`, { token: adminB }),
    ];
    const foreign = await Promise.all(calls(own.id));
    const absent = await Promise.all(calls(missing));
    expect(foreign.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(foreign.map((r) => r.body)).toEqual(absent.map((r) => r.body));

    // B's group cannot take A's student either.
    const groupB = (await stack.http.get<{ groups: GroupSummary[] }>('/groups', adminB)).body.groups[0]!;
    const stolen = await add(adminB, groupB.id, students[0]!.id);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(GroupTexts.studentNotFound);
    // A's group is untouched, B lists only B's students.
    expect((await stack.http.get<{ groups: GroupSummary[] }>('/groups', adminA)).body.groups[0]!.name).toBe(own.name);
    const listedForB = (await stack.http.get<{ users: AvailableStudent[] }>('/groups/available-students', adminB)).body.users;
    expect(listedForB.map((u) => u.id)).toEqual([studentB.id]);
    expect((await stack.http.get('/groups', adminA)).status).toBe(200);
    expect((await stack.http.get('/groups', undefined)).status).toBe(401);
  });

  // How quick it is with 20,000 students was measured once (the note), not timed here.
  it('with 20,000 students, serves the substring search from the trigram index and pages groups whole', async () => {
    const big = await createTenant(stack.http, await developerToken(stack.http));
    await stack.dataSource.query(
      `INSERT INTO users (tenant_id, role, login_id, first_name, last_name, email, password_hash)
       SELECT $1, 'test_taker', 'BIG' || $2 || lpad(n::text, 6, '0'), 'First' || n, 'Last' || (n % 977), 'big' || n || '@b.test', 'x'
         FROM generate_series(1, 20000) AS n`,
      [big.id, randomTag()],
    );
    await stack.dataSource.query('VACUUM ANALYZE users');
    // 20,000 rows are few enough that Postgres may well read them all; past a sequential read, the
    // search is served by the trigram index rather than by filtering the tenant's every student.
    const plan = await stack.dataSource.transaction(async (m) => {
      await m.query('SET LOCAL enable_seqscan = off');
      return (await m.query(
        `EXPLAIN SELECT id FROM users u WHERE u.tenant_id = $1 AND u.role = 'test_taker'
           AND lower(u.first_name || ' ' || u.last_name || ' ' || u.login_id || ' ' || coalesce(u.email, '')) LIKE '%first12345%'`,
        [big.id],
      )) as { 'QUERY PLAN': string }[];
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_student_search');

    const admin = await stack.http.login(big.adminLoginId, big.adminPassword);
    const found = await stack.http.get<{ users: AvailableStudent[] }>('/groups/available-students?q=First12345', admin);
    const firstPage = await stack.http.get<{ users: AvailableStudent[] }>('/groups/available-students', admin);
    expect(found.body.users.map((u) => u.first_name)).toEqual(['First12345']);
    expect(firstPage.body.users).toHaveLength(100);

    // Every student in one of 60 groups: the first page of 50 groups comes back whole and quickly.
    await stack.dataSource.query(
      `WITH made AS (
         INSERT INTO groups (tenant_id, name) SELECT $1, 'Cohort ' || lpad(n::text, 2, '0') FROM generate_series(1, 60) AS n
         RETURNING id, name)
       INSERT INTO group_members (group_id, user_id, tenant_id)
       SELECT made.id, u.id, $1
         FROM (SELECT id, row_number() OVER (ORDER BY login_id) AS n FROM users WHERE tenant_id = $1 AND role = 'test_taker') u
         JOIN made ON made.name = 'Cohort ' || lpad((1 + (u.n - 1) % 60)::text, 2, '0')`,
      [big.id],
    );
    const groups = await stack.http.get<{ groups: GroupSummary[]; total: number }>('/groups?page=1&pageSize=50', admin);
    expect(groups.body.total).toBe(60);
    expect(groups.body.groups).toHaveLength(50);
    expect(groups.body.groups.reduce((sum, g) => sum + g.members.length, 0)).toBe(50 * Math.round(20000 / 60) + 20);
  });
});

const randomTag = () => Math.random().toString(36).slice(2, 8).toUpperCase();
