import { randomUUID } from 'node:crypto';
import {
  AdminPaths,
  ExamPartPaths,
  InvigilateEvents,
  InvigilationPaths,
  pathTo,
  TestsPaths,
  type WatchAck,
} from '@cdi/contracts';
import { AssignmentEntity, ExamPartEntity, TestEntity } from '@cdi/db';
import { API_ROUTES, type ApiRoute } from '../../src/api-docs/api-routes';
import { emitAck, examScenario, invigilatorSocket } from '../support/exam-sockets';
import { createTenant, developerToken, type CreatedTenant, unique } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

/** One tenant's objects of every kind an admin route can name. */
interface TenantObjects {
  student: string;
  group: string;
  part: string;
  /** A test on the Tests page: the id of its test group. */
  testGroup: string;
  test: string;
  assignment: string;
  attempt: string;
}

interface Resolver {
  /** Fills the route's path parameters with objects of the right kind. */
  params: (objects: TenantObjects) => Record<string, string>;
  /** A valid body for the methods that take one, so the request reaches the tenant check. */
  body?: unknown;
}

/**
 * Every admin route with a path parameter, by path: which kind of object each parameter names. A new
 * admin route with a parameter fails this file until it has its line here.
 */
const RESOLVERS: Record<string, Resolver> = {
  [AdminPaths.user]: { params: (o) => ({ id: o.student }) },
  [ExamPartPaths.adminOne]: { params: (o) => ({ id: o.part }) },
  [ExamPartPaths.adminAudio]: { params: (o) => ({ id: o.part }) },
  [ExamPartPaths.adminImage]: { params: (o) => ({ id: o.part, index: '0' }) },
  [TestsPaths.adminExam]: { params: (o) => ({ id: o.part }) },
  [TestsPaths.adminTest]: { params: (o) => ({ id: o.testGroup }) },
  [TestsPaths.exam]: { params: (o) => ({ id: o.part }) },
  [TestsPaths.examAudio]: { params: (o) => ({ id: o.part }) },
  [InvigilationPaths.autoCredit]: { params: (o) => ({ assignmentId: o.assignment }), body: { enabled: true } },
  [InvigilationPaths.timeline]: { params: (o) => ({ attemptId: o.attempt }) },
};

const isAdminRoute = (route: ApiRoute) => Array.isArray(route.access) && route.access.includes('admin');
const hasParams = (route: ApiRoute) => /:[A-Za-z_]+/.test(route.path);
const ADMIN_ROUTES_WITH_PARAMS = API_ROUTES.filter((route) => isAdminRoute(route) && hasParams(route));
const label = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`;

/** The same parameters naming nothing at all: a fresh uuid for an id, an unused name otherwise. */
function missing(params: Record<string, string>): Record<string, string> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      uuid.test(value) ? randomUUID() : /^\d+$/.test(value) ? value : `missing-${randomUUID()}`,
    ]),
  );
}

/** Another tenant's ids answer exactly like ids that do not exist, on every admin route and on the admin socket. */
describe('admin isolation matrix', () => {
  let stack: TestStack;
  let a: CreatedTenant;
  let adminA: string;
  let foreign: TenantObjects;

  async function objectsOf(tenant: CreatedTenant): Promise<TenantObjects> {
    const scenario = await examScenario(stack, tenant, 1);
    const repo = <T extends object>(entity: new () => T) => stack.dataSource.getRepository(entity);
    // A test group's id is its name: give each tenant its own, so a shared name cannot pass for a leak.
    await repo(ExamPartEntity).update({ tenantId: tenant.id }, { testGroup: unique('Tests of') });
    const part = await repo(ExamPartEntity).findOneOrFail({ where: { tenantId: tenant.id } });
    const test = await repo(TestEntity).findOneOrFail({ where: { tenantId: tenant.id } });
    const assignment = await repo(AssignmentEntity).findOneOrFail({ where: { tenantId: tenant.id } });
    return {
      student: scenario.studentIds[0]!,
      group: scenario.groupId,
      part: part.id,
      testGroup: part.testGroup.toLowerCase(),
      test: test.id,
      assignment: assignment.id,
      attempt: scenario.attemptIds[0]!,
    };
  }

  beforeAll(async () => {
    stack = await startTestStack();
    const dev = await developerToken(stack.http);
    a = await createTenant(stack.http, dev);
    const b = await createTenant(stack.http, dev);
    await objectsOf(a); // tenant A has objects of its own too, so nothing is empty by accident
    foreign = await objectsOf(b);
    adminA = await stack.http.login(a.adminLoginId, a.adminPassword);
  });
  afterAll(() => stack.close());

  it('has a resolver for every admin route with a path parameter', () => {
    const unresolved = ADMIN_ROUTES_WITH_PARAMS.filter((route) => !RESOLVERS[route.path]).map(label);
    expect(unresolved).toEqual([]);
    expect(ADMIN_ROUTES_WITH_PARAMS.length).toBeGreaterThan(0);
  });

  it.each(ADMIN_ROUTES_WITH_PARAMS.map((route) => [label(route), route] as const))(
    '%s answers another tenant’s ids as missing ones',
    async (_label, route) => {
      const resolver = RESOLVERS[route.path];
      if (!resolver) throw new Error(`No resolver for ${label(route)}: add a line to RESOLVERS`);
      const params = resolver.params(foreign);
      const json = route.method === 'get' || route.method === 'delete' ? undefined : (resolver.body ?? {});
      const call = (values: Record<string, string>) =>
        stack.http.request(route.method.toUpperCase(), pathTo(route.path, values), { token: adminA, json });

      const theirs = await call(params);
      const nobodys = await call(missing(params));
      expect({ route: label(route), status: theirs.status }).toEqual({ route: label(route), status: 404 });
      expect(theirs.body).toEqual(nobodys.body);
    },
  );

  it('refuses to watch another tenant’s assignment on /invigilate exactly as a missing one', async () => {
    const socket = await invigilatorSocket(stack.http.baseUrl, adminA);
    try {
      const theirs = await emitAck<WatchAck>(socket, InvigilateEvents.watch, { assignmentId: foreign.assignment });
      const nobodys = await emitAck<WatchAck>(socket, InvigilateEvents.watch, { assignmentId: randomUUID() });
      expect(theirs.ok).toBe(false);
      expect(theirs).toEqual(nobodys);
      const extend = { assignmentId: foreign.assignment, attemptIds: [foreign.attempt], minutes: 5 };
      const theirExtend = await emitAck(socket, InvigilateEvents.extend, extend);
      const nobodysExtend = await emitAck(socket, InvigilateEvents.extend, {
        ...extend,
        assignmentId: randomUUID(),
        attemptIds: [randomUUID()],
      });
      expect(theirExtend).toEqual(nobodysExtend);
      expect(theirExtend).toMatchObject({ ok: false });
    } finally {
      socket.disconnect();
    }
  });
});
