import {
  AdminGroupsQuerySchema,
  AdminGroupsResponseSchema,
  AdminPaths,
  AdminStudentsResponseSchema,
  AdminTenantsResponseSchema,
  AdminTestResponseSchema,
  AdminTestsResponseSchema,
  AssignedTestDetailResponseSchema,
  AssignedTestsResponseSchema,
  AutoCreditParamsSchema,
  AutoCreditRequestSchema,
  AutoCreditResponseSchema,
  AttemptPaths,
  AuthPaths,
  CandidateExamResponseSchema,
  CheckTenantIdQuerySchema,
  CheckTenantIdResponseSchema,
  CreateTenantRequestSchema,
  CreateTestRequestSchema,
  CreateTestResponseSchema,
  DeveloperAccountPaths,
  DeveloperAdminsResponseSchema,
  ExamPartListQuerySchema,
  ExamPartListResponseSchema,
  ExamPartPaths,
  ExamPartResponseSchema,
  ExamSectionSchema,
  HealthPaths,
  HealthResponseSchema,
  IdParamSchema,
  InvigilationAssignmentsResponseSchema,
  InvigilationPaths,
  ListeningDataResponseSchema,
  LivenessResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MeResponseSchema,
  OkSchema,
  ParsedJsonResponseSchema,
  PracticeMarkRequestSchema,
  PracticeMarkResponseSchema,
  PracticeTestListResponseSchema,
  PracticeTestParamsSchema,
  PracticeTestResponseSchema,
  type Role,
  SectionContentResponseSchema,
  SolutionDataResponseSchema,
  TenantDetailResponseSchema,
  TenantListResponseSchema,
  TenantPaths,
  TenantResponseSchema,
  TestMakingPaths,
  TestsPaths,
  TimelineResponseSchema,
  UpdateLoginIdRequestSchema,
  UpdatePasswordRequestSchema,
  UpdateTenantRequestSchema,
  UploadExamFieldsSchema,
  UploadExamResponseSchema,
  StudentResponseSchema,
} from '@cdi/contracts';
import { z } from 'zod';
import { ASSIGNMENT_ROUTES, GROUP_ROUTES } from './groups-assignments-routes';
import { STUDENT_ROUTES } from './student-routes';

/**
 * Every REST route the api serves, described from the contracts in libs/contracts: the one place the
 * OpenAPI document is built from. A controller route missing here fails `openapi-document.spec.ts`,
 * as does an access rule or success status that disagrees with the controller's decorators.
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The contract's path constant, below API_BASE, with ':name' parameters. */
  path: string;
  tag: ApiTag;
  summary: string;
  /** Who may call it: anyone, any signed-in user, or only these roles (the AuthGuard's rules). */
  access: 'public' | 'signed-in' | readonly Role[];
  /** Path parameters, when the contract has a schema for them; otherwise each ':name' is described by its name. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; contentTypes: readonly string[] };
  /** The success status: Nest answers 201 to a POST and 200 otherwise unless the handler says. */
  status?: 200 | 201 | 202;
  /** JSON in the contract's shape, or a stored file streamed with range support. */
  response: z.ZodType | { file: 'audio/*' | 'image/*' };
  /** Answers 429 with Retry-After past a per-caller limit. */
  rateLimited?: true;
}

export const API_TAGS = {
  auth: 'Sign-in and sessions',
  health: 'Health',
  tenants: 'Tenants (developer)',
  developerAccount: 'Developer account',
  examParts: 'Exam parts (developer)',
  adminExams: 'Exam parts and tests (admin)',
  people: 'Students and groups (admin)',
  testMaking: 'Test making and assignments',
  candidate: 'Candidate: assigned tests and attempt content',
  invigilation: 'Invigilation (admin)',
  practice: 'Public practice tests',
} as const;
export type ApiTag = keyof typeof API_TAGS;

const JSON_BODY = ['application/json'] as const;
const developer = ['developer'] as const;
const admin = ['admin'] as const;
const candidate = ['test_taker'] as const;

/** Text fields of the upload form beside its files; file sizes are held to UploadLimits. */
const UploadExamFormSchema = z.intersection(
  UploadExamFieldsSchema,
  z.object({
    jsonFile: z.string().meta({ format: 'binary', description: 'The part content (JSON).' }),
    solutionFile: z.string().meta({ format: 'binary', description: 'The solution (JSON); not for writing tasks.' }).optional(),
    audioFile: z.string().meta({ format: 'binary', description: 'Listening parts only.' }).optional(),
    images: z.array(z.string().meta({ format: 'binary' })).optional(),
  }),
);

export const API_ROUTES: readonly ApiRoute[] = [
  // Sign-in and sessions
  {
    method: 'post',
    path: AuthPaths.login,
    tag: 'auth',
    summary: 'Sign in: returns the session token and sets it as the httpOnly cookie',
    access: 'public',
    body: { schema: LoginRequestSchema, contentTypes: ['application/x-www-form-urlencoded', 'application/json'] },
    status: 200,
    response: LoginResponseSchema,
    rateLimited: true,
  },
  {
    method: 'get',
    path: AuthPaths.me,
    tag: 'auth',
    summary: 'The signed-in user',
    access: 'signed-in',
    response: MeResponseSchema,
  },
  {
    method: 'post',
    path: AuthPaths.logout,
    tag: 'auth',
    summary: "Ends the caller's session (a dead token is simply forgotten)",
    access: 'public',
    status: 200,
    response: OkSchema,
  },

  // Health
  {
    method: 'get',
    path: HealthPaths.health,
    tag: 'health',
    summary: 'Readiness: Postgres, Redis and a serving worker (503 when degraded)',
    access: 'public',
    response: HealthResponseSchema,
  },
  {
    method: 'get',
    path: HealthPaths.live,
    tag: 'health',
    summary: 'Liveness',
    access: 'public',
    response: LivenessResponseSchema,
  },

  // Tenants (developer) and the admin's own tenant
  {
    method: 'get',
    path: TenantPaths.list,
    tag: 'tenants',
    summary: 'Every tenant',
    access: developer,
    response: TenantListResponseSchema,
  },
  {
    method: 'get',
    path: TenantPaths.checkId,
    tag: 'tenants',
    summary: "Whether a tenant admin's login id is free",
    access: developer,
    query: CheckTenantIdQuerySchema,
    response: CheckTenantIdResponseSchema,
  },
  {
    method: 'post',
    path: TenantPaths.list,
    tag: 'tenants',
    summary: 'Creates a tenant and its admin',
    access: developer,
    body: { schema: CreateTenantRequestSchema, contentTypes: JSON_BODY },
    response: TenantResponseSchema,
  },
  {
    method: 'get',
    path: TenantPaths.one,
    tag: 'tenants',
    summary: 'A tenant with its students, tests, groups and exam parts',
    access: developer,
    params: IdParamSchema,
    response: TenantDetailResponseSchema,
  },
  {
    method: 'put',
    path: TenantPaths.one,
    tag: 'tenants',
    summary: 'Edits a tenant (blank fields stay as they are)',
    access: developer,
    params: IdParamSchema,
    body: { schema: UpdateTenantRequestSchema, contentTypes: JSON_BODY },
    response: TenantResponseSchema,
  },
  {
    method: 'delete',
    path: TenantPaths.one,
    tag: 'tenants',
    summary: 'Deletes a tenant and everything it owns',
    access: developer,
    params: IdParamSchema,
    response: OkSchema,
  },
  {
    method: 'get',
    path: AdminPaths.tenants,
    tag: 'people',
    summary: "The admin's own tenant",
    access: admin,
    response: AdminTenantsResponseSchema,
  },

  // Developer account
  {
    method: 'put',
    path: DeveloperAccountPaths.loginId,
    tag: 'developerAccount',
    summary: "Changes the developer's login id (confirmed by the current password)",
    access: developer,
    body: { schema: UpdateLoginIdRequestSchema, contentTypes: JSON_BODY },
    response: OkSchema,
    rateLimited: true,
  },
  {
    method: 'put',
    path: DeveloperAccountPaths.password,
    tag: 'developerAccount',
    summary: "Changes the developer's password and ends their other sessions",
    access: developer,
    body: { schema: UpdatePasswordRequestSchema, contentTypes: JSON_BODY },
    response: OkSchema,
    rateLimited: true,
  },

  // Exam parts (developer)
  {
    method: 'post',
    path: ExamPartPaths.upload,
    tag: 'examParts',
    summary: 'Uploads a part: stored and queued for ingestion; progress follows on the /ops socket',
    access: developer,
    body: { schema: UploadExamFormSchema, contentTypes: ['multipart/form-data'] },
    status: 202,
    response: UploadExamResponseSchema,
    rateLimited: true,
  },
  {
    method: 'get',
    path: ExamPartPaths.developerAdmins,
    tag: 'examParts',
    summary: "Every tenant's admins, to filter parts by",
    access: developer,
    response: DeveloperAdminsResponseSchema,
  },
  {
    method: 'get',
    path: ExamPartPaths.developerList,
    tag: 'examParts',
    summary: "Every tenant's parts, by section, tenant or admin",
    access: developer,
    query: ExamPartListQuerySchema,
    response: ExamPartListResponseSchema,
  },
  {
    method: 'get',
    path: ExamPartPaths.developerOne,
    tag: 'examParts',
    summary: 'A part in full: content, solution and files',
    access: developer,
    response: ExamPartResponseSchema,
  },
  {
    method: 'delete',
    path: ExamPartPaths.developerOne,
    tag: 'examParts',
    summary: 'Deletes a part no test uses',
    access: developer,
    response: OkSchema,
  },
  {
    method: 'get',
    path: ExamPartPaths.developerAudio,
    tag: 'examParts',
    summary: "A part's audio",
    access: developer,
    response: { file: 'audio/*' },
  },
  {
    method: 'get',
    path: ExamPartPaths.developerImage,
    tag: 'examParts',
    summary: "A part's image",
    access: developer,
    response: { file: 'image/*' },
  },
  {
    method: 'get',
    path: ExamPartPaths.developerListeningData,
    tag: 'examParts',
    summary: "A listening part's stored content (null for other sections)",
    access: developer,
    response: ListeningDataResponseSchema,
  },
  {
    method: 'get',
    path: ExamPartPaths.developerSolutionData,
    tag: 'examParts',
    summary: "A part's stored solution",
    access: developer,
    response: SolutionDataResponseSchema,
  },
  {
    method: 'get',
    path: ExamPartPaths.developerParsedJson,
    tag: 'examParts',
    summary: 'The JSON file as uploaded',
    access: developer,
    response: ParsedJsonResponseSchema,
  },

  // Exam parts and tests (admin, own tenant); the spec names most under two paths
  ...[ExamPartPaths.adminList, TestsPaths.adminExams].map((path): ApiRoute => ({
    method: 'get',
    path,
    tag: 'adminExams',
    summary: "The tenant's parts, optionally of one section",
    access: admin,
    query: ExamPartListQuerySchema.pick({ section: true }),
    response: ExamPartListResponseSchema,
  })),
  ...[ExamPartPaths.adminTests, TestsPaths.adminTests].map((path): ApiRoute => ({
    method: 'get',
    path,
    tag: 'adminExams',
    summary: "The tenant's tests: completed parts by test group",
    access: admin,
    response: AdminTestsResponseSchema,
  })),
  {
    method: 'get',
    path: ExamPartPaths.adminAvailableTests,
    tag: 'adminExams',
    summary: 'Tests ready to assign: every part of every section',
    access: admin,
    response: AdminTestsResponseSchema,
  },
  ...[ExamPartPaths.adminOne, TestsPaths.adminExam].map((path): ApiRoute => ({
    method: 'get',
    path,
    tag: 'adminExams',
    summary: 'A part in full',
    access: admin,
    response: ExamPartResponseSchema,
  })),
  {
    method: 'get',
    path: ExamPartPaths.adminAudio,
    tag: 'adminExams',
    summary: "A part's audio",
    access: admin,
    response: { file: 'audio/*' },
  },
  {
    method: 'get',
    path: ExamPartPaths.adminImage,
    tag: 'adminExams',
    summary: "A part's image",
    access: admin,
    response: { file: 'image/*' },
  },
  {
    method: 'get',
    path: TestsPaths.adminTest,
    tag: 'adminExams',
    summary: 'One test (by its test group) with its completed parts',
    access: admin,
    params: z.object({ id: z.string().meta({ description: 'The test group' }) }),
    response: AdminTestResponseSchema,
  },
  {
    method: 'get',
    path: TestsPaths.random,
    tag: 'adminExams',
    summary: 'A random completed part of a section, as candidates see it',
    access: admin,
    query: z.object({ section: ExamSectionSchema }),
    response: CandidateExamResponseSchema,
  },
  {
    method: 'get',
    path: TestsPaths.exam,
    tag: 'adminExams',
    summary: 'A completed part as candidates see it (no solutions)',
    access: admin,
    response: CandidateExamResponseSchema,
  },
  {
    method: 'get',
    path: TestsPaths.examAudio,
    tag: 'adminExams',
    summary: "A part's audio",
    access: admin,
    response: { file: 'audio/*' },
  },

  // Students and groups (admin)
  {
    method: 'get',
    path: AdminPaths.students,
    tag: 'people',
    summary: "The tenant's students",
    access: admin,
    response: AdminStudentsResponseSchema,
  },
  {
    method: 'get',
    path: AdminPaths.user,
    tag: 'people',
    summary: 'One student of the tenant, with exams taken and group',
    access: admin,
    params: IdParamSchema,
    response: StudentResponseSchema,
  },
  ...STUDENT_ROUTES,
  {
    method: 'get',
    path: AdminPaths.groups,
    tag: 'people',
    summary: "The tenant's groups and members (one page of them when page/pageSize are given)",
    access: admin,
    query: AdminGroupsQuerySchema,
    response: AdminGroupsResponseSchema,
  },
  ...GROUP_ROUTES,
  ...ASSIGNMENT_ROUTES,

  // Test making and the candidate's assigned tests
  {
    method: 'post',
    path: TestMakingPaths.createTest,
    tag: 'testMaking',
    summary: 'Builds a test from parts, optionally assigning it to a group or a student',
    access: admin,
    body: { schema: CreateTestRequestSchema, contentTypes: JSON_BODY },
    response: CreateTestResponseSchema,
  },
  {
    method: 'get',
    path: TestMakingPaths.studentAssignedTests,
    tag: 'candidate',
    summary: "The candidate's assigned tests, each with its attempt",
    access: candidate,
    response: AssignedTestsResponseSchema,
  },
  {
    method: 'get',
    path: TestMakingPaths.studentAssignedTest,
    tag: 'candidate',
    summary: 'One assigned test with its parts and attempt',
    access: candidate,
    response: AssignedTestDetailResponseSchema,
  },
  {
    method: 'get',
    path: AttemptPaths.sectionContent,
    tag: 'candidate',
    summary: "An open section's parts as the candidate sees them",
    access: candidate,
    response: SectionContentResponseSchema,
  },
  {
    method: 'get',
    path: AttemptPaths.audio,
    tag: 'candidate',
    summary: "An open listening part's audio",
    access: candidate,
    response: { file: 'audio/*' },
  },
  {
    method: 'get',
    path: AttemptPaths.image,
    tag: 'candidate',
    summary: "An open part's image",
    access: candidate,
    response: { file: 'image/*' },
  },

  // Invigilation (the live part is the /invigilate socket)
  {
    method: 'get',
    path: InvigilationPaths.assignments,
    tag: 'invigilation',
    summary: 'Active assignments with how many candidates are online, sitting and done',
    access: admin,
    response: InvigilationAssignmentsResponseSchema,
  },
  {
    method: 'put',
    path: InvigilationPaths.autoCredit,
    tag: 'invigilation',
    summary:
      "Switch automatic credit of offline time for an assignment (off by default): when on, a candidate who reconnects after at least AUTO_CREDIT_MIN_OFFLINE_SECONDS offline while their section's clock ran gets that time added to the section, never more than they lost",
    access: admin,
    params: AutoCreditParamsSchema,
    body: { schema: AutoCreditRequestSchema, contentTypes: JSON_BODY },
    response: AutoCreditResponseSchema,
  },
  {
    method: 'get',
    path: InvigilationPaths.timeline,
    tag: 'invigilation',
    summary: "One attempt's timeline of accepted events",
    access: admin,
    response: TimelineResponseSchema,
  },

  // Public practice tests
  {
    method: 'get',
    path: TestsPaths.practiceList,
    tag: 'practice',
    summary: 'The practice tests',
    access: 'public',
    response: PracticeTestListResponseSchema,
  },
  {
    method: 'get',
    path: TestsPaths.practiceOne,
    tag: 'practice',
    summary: 'A practice test with its questions (never its answers)',
    access: 'public',
    params: PracticeTestParamsSchema,
    response: PracticeTestResponseSchema,
  },
  {
    method: 'post',
    path: TestsPaths.practiceMark,
    tag: 'practice',
    summary: 'Marks a finished practice run: the only answer carrying the correct answers',
    access: 'public',
    params: PracticeTestParamsSchema,
    body: { schema: PracticeMarkRequestSchema, contentTypes: JSON_BODY },
    status: 200,
    response: PracticeMarkResponseSchema,
    rateLimited: true,
  },
];
