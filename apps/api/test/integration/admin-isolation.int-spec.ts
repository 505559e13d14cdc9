import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminPaths,
  MarkingPaths,
  ResultPaths,
  PdfDocumentPaths,
  AssignmentPaths,
  ExamPartPaths,
  GroupPaths,
  StaffPaths,
  StudentPaths,
  TestMakingPaths,
  InvigilateEvents,
  InvigilationPaths,
  pathTo,
  TestsPaths,
  type WatchAck,
  API_ROUTES,
  AssignmentArrangementPaths,
  ItemAnalysisPaths,
  type RouteContract,
} from '@cdi/contracts';
import { AssignmentEntity, ExamPartEntity, TestEntity } from '@cdi/db';
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
  template: string;
  /** Jobs the tenant's admin started: a shuffle for a group, a test of their own for each member, an enrolment. */
  shuffleJob: string;
  perStudentJob: string;
  importJob: string;
  /** A stored PDF of the PDF tools. */
  pdf: string;
  /** A member of the centre's staff. */
  staff: string;
}

interface Resolver {
  /** Fills the route's path parameters with objects of the right kind. */
  params: (objects: TenantObjects) => Record<string, string>;
  /** A valid body for the methods that take one, so the request reaches the tenant check. */
  body?: (objects: TenantObjects) => unknown;
}

/** A small real PDF for the PDF tools' routes. */
const SAMPLE_PDF = readFileSync(path.join(__dirname, '../../../../content/pdf-fixtures/two-page-sample.pdf'));

/**
 * Every admin route with a path parameter, by path: which kind of object each parameter names. A new
 * admin route with a parameter fails this file until it has its line here.
 */
const RESOLVERS: Record<string, Resolver> = {
  [AdminPaths.user]: { params: (o) => ({ id: o.student }), body: () => ({ first_name: 'Changed' }) },
  [StudentPaths.status]: { params: (o) => ({ id: o.student }), body: () => ({ is_active: false }) },
  [StudentPaths.resetPassword]: { params: (o) => ({ id: o.student }), body: () => ({ new_password: 'another-pass-2026' }) },
  [StudentPaths.password]: { params: (o) => ({ id: o.student }) },
  [StudentPaths.unlockSignIn]: { params: (o) => ({ id: o.student }) },
  [StudentPaths.testHistory]: { params: (o) => ({ id: o.student }) },
  [StudentPaths.sitting]: { params: (o) => ({ id: o.student }) },
  [StudentPaths.arrangements]: { params: (o) => ({ id: o.student }), body: () => ({ extra_time_percent: 25 }) },
  [StudentPaths.importResult]: { params: (o) => ({ jobId: o.importJob }) },
  [GroupPaths.one]: { params: (o) => ({ id: o.group }), body: () => ({ name: unique('Renamed') }) },
  [GroupPaths.members]: { params: (o) => ({ groupId: o.group }), body: (o) => ({ user_id: o.student }) },
  [GroupPaths.member]: { params: (o) => ({ groupId: o.group, userId: o.student }) },
  [GroupPaths.assignments]: { params: (o) => ({ groupId: o.group }) },
  [AssignmentPaths.composition]: { params: (o) => ({ testId: o.test }) },
  [AssignmentArrangementPaths.list]: { params: (o) => ({ id: o.assignment }) },
  [AssignmentArrangementPaths.one]: {
    params: (o) => ({ id: o.assignment, userId: o.student }),
    body: () => ({ extra_time_percent: 10 }),
  },
  [AssignmentPaths.one]: { params: (o) => ({ id: o.assignment }), body: () => ({ opens_at: null, closes_at: null }) },
  [TestMakingPaths.template]: { params: (o) => ({ id: o.template }) },
  [TestMakingPaths.groupHistory]: { params: (o) => ({ groupId: o.group }) },
  [TestMakingPaths.studentHistory]: { params: (o) => ({ studentId: o.student }) },
  [TestMakingPaths.shuffleJob]: { params: (o) => ({ jobId: o.shuffleJob }) },
  [TestMakingPaths.shufflePerStudentJob]: { params: (o) => ({ jobId: o.perStudentJob }) },
  [ExamPartPaths.adminOne]: { params: (o) => ({ id: o.part }) },
  [ExamPartPaths.adminAudio]: { params: (o) => ({ id: o.part }) },
  [ExamPartPaths.adminImage]: { params: (o) => ({ id: o.part, index: '0' }) },
  [TestsPaths.adminExam]: { params: (o) => ({ id: o.part }) },
  [TestsPaths.adminTest]: { params: (o) => ({ id: o.testGroup }) },
  [TestsPaths.exam]: { params: (o) => ({ id: o.part }) },
  [TestsPaths.examAudio]: { params: (o) => ({ id: o.part }) },
  [InvigilationPaths.autoCredit]: { params: (o) => ({ assignmentId: o.assignment }), body: () => ({ enabled: true }) },
  [InvigilationPaths.timeline]: { params: (o) => ({ attemptId: o.attempt }) },
  [ResultPaths.attempt]: { params: (o) => ({ attemptId: o.attempt }) },
  [ResultPaths.releaseAttempt]: { params: (o) => ({ attemptId: o.attempt }) },
  [ResultPaths.speaking]: { params: (o) => ({ attemptId: o.attempt }), body: () => ({ band: 6.5 }) },
  [ResultPaths.assignment]: { params: (o) => ({ assignmentId: o.assignment }) },
  [ResultPaths.releaseAssignment]: { params: (o) => ({ assignmentId: o.assignment }) },
  [ResultPaths.remarkAssignment]: { params: (o) => ({ assignmentId: o.assignment }) },
  [ResultPaths.exportAssignment]: { params: (o) => ({ assignmentId: o.assignment }) },
  [ResultPaths.bandTables]: {
    params: (o) => ({ testId: o.test }),
    body: () => ({ reading_module: 'academic', listening: [[0, 0]], reading: [[0, 0]] }),
  },
  [ItemAnalysisPaths.one]: { params: (o) => ({ assignmentId: o.assignment }) },
  [ItemAnalysisPaths.export]: { params: (o) => ({ assignmentId: o.assignment }) },
  [ItemAnalysisPaths.acceptedAnswers]: {
    params: (o) => ({ assignmentId: o.assignment }),
    body: () => ({ section: 'reading', question: '1', answer: 'another answer' }),
  },
  [MarkingPaths.script]: { params: (o) => ({ attemptId: o.attempt }) },
  [MarkingPaths.taskMark]: {
    params: (o) => ({ attemptId: o.attempt, task: '1' }),
    body: () => ({ criteria: { ta: 6, cc: 6, lr: 6, gra: 6 }, comment: '', status: 'draft' }),
  },
  [PdfDocumentPaths.one]: { params: (o) => ({ pdfId: o.pdf }) },
  [StaffPaths.one]: { params: (o) => ({ id: o.staff }), body: () => ({ roles: ['administrator'] }) },
  [StaffPaths.password]: { params: (o) => ({ id: o.staff }) },
  [PdfDocumentPaths.file]: { params: (o) => ({ pdfId: o.pdf }) },
};

const isAdminRoute = (route: RouteContract) => Array.isArray(route.access) && route.access.includes('admin');
const hasParams = (route: RouteContract) => /:[A-Za-z_]+/.test(route.path);
const ADMIN_ROUTES_WITH_PARAMS = API_ROUTES.filter((route) => isAdminRoute(route) && hasParams(route));
const label = (route: RouteContract) => `${route.method.toUpperCase()} ${route.path}`;

/** The same parameters naming nothing at all: a fresh uuid for an id, an unused name otherwise (a number, like an index, stays). */
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
    const template = await repo(TestEntity).save({ tenantId: tenant.id, title: unique('Template'), isTemplate: true });
    // Jobs started by the tenant's own admin (no worker runs here: they wait in the queue, which is enough).
    const admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const storedPdf = async (token: string) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(SAMPLE_PDF)], 'Mock test.pdf', { type: 'application/pdf' }));
      const response = await stack.http.request<{ pdf?: { id: string } }>('POST', PdfDocumentPaths.list, {
        token,
        multipart: form,
      });
      if (!response.body.pdf) throw new Error(`stored no PDF: ${JSON.stringify(response.body)}`);
      return response.body.pdf.id;
    };
    /** Posts as the tenant's admin; answers the new thing's id (a job's, or a created member's). */
    const started = async (path: string, json: unknown, created: 'job' | 'staff' = 'job') => {
      const response = await stack.http.request<{ jobId?: string; staff?: { id: string } }>('POST', path, { token: admin, json });
      const id = created === 'job' ? response.body.jobId : response.body.staff?.id;
      if (!id) throw new Error(`${path} created nothing: ${JSON.stringify(response.body)}`);
      return id;
    };
    return {
      student: scenario.studentIds[0]!,
      group: scenario.groupId,
      part: part.id,
      testGroup: part.testGroup.toLowerCase(),
      test: test.id,
      assignment: assignment.id,
      attempt: scenario.attemptIds[0]!,
      template: template.id,
      shuffleJob: await started(TestMakingPaths.shuffle, { targetType: 'group', targetId: scenario.groupId }),
      perStudentJob: await started(TestMakingPaths.shufflePerStudent, { groupId: scenario.groupId }),
      importJob: await started(StudentPaths.importStart, {
        csv: `first_name,last_name,email\nNew,Student,${unique('new')}@example.org\n`,
      }),
      pdf: await storedPdf(admin),
      staff: await started(
        StaffPaths.list,
        { first_name: 'Ina', last_name: 'Vigilator', login_id: unique('staff'), roles: ['invigilator'] },
        'staff',
      ),
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
      const json = route.method === 'get' || route.method === 'delete' ? undefined : (resolver.body?.(foreign) ?? {});
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
