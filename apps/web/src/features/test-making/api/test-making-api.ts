import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AdminPaths,
  AdminStudentsResponseSchema,
  type AssignTemplateRequest,
  type AvailablePartsResponse,
  type CreateTestRequest,
  type CreateTestResponse,
  type ExposureResponse,
  GroupRoutes,
  type GroupSummary,
  type PerStudentResultResponse,
  type ShuffleResultResponse,
  type StudentSummary,
  type Template,
  type TestMakingPart,
  TestMakingRoutes,
  TestMakingTexts,
  Texts,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';
import { apiRequest } from '../../../shared/api/client';

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

export const testMakingKeys = {
  all: ['admin', 'test-making'] as const,
  parts: ['admin', 'test-making', 'parts'] as const,
  templates: ['admin', 'test-making', 'templates'] as const,
  groups: ['admin', 'test-making', 'groups'] as const,
  students: ['admin', 'test-making', 'students'] as const,
  exposure: (target: { groupId?: string; studentId?: string }) => ['admin', 'test-making', 'exposure', target] as const,
};

export async function fetchAvailableParts(signal?: AbortSignal): Promise<AvailablePartsResponse['parts']> {
  const { parts } = await callRoute(
    TestMakingRoutes.availableParts,
    {},
    { timeoutMs, fallbackError: TestMakingTexts.failedToLoadParts, signal },
  );
  return parts;
}

export async function listTemplates(signal?: AbortSignal): Promise<Template[]> {
  const { templates } = await callRoute(
    TestMakingRoutes.templates,
    {},
    { timeoutMs, fallbackError: TestMakingTexts.failedToLoadData, signal },
  );
  return templates;
}

export async function deleteTemplate(id: string): Promise<void> {
  await callRoute(
    TestMakingRoutes.deleteTemplate,
    { params: { id } },
    { timeoutMs, fallbackError: TestMakingTexts.failedToDeleteTemplate },
  );
}

export async function partsByIds(partIds: string[]): Promise<TestMakingPart[]> {
  const { parts } = await callRoute(
    TestMakingRoutes.partsByIds,
    { body: { partIds } },
    { timeoutMs, fallbackError: TestMakingTexts.failedToLoadTemplate },
  );
  return parts;
}

export function createTest(body: CreateTestRequest, fallbackError: string): Promise<CreateTestResponse> {
  return callRoute(TestMakingRoutes.createTest, { body }, { timeoutMs, fallbackError });
}

export async function assignTemplate(body: AssignTemplateRequest): Promise<void> {
  await callRoute(
    TestMakingRoutes.assignTemplate,
    { body },
    { timeoutMs, fallbackError: TestMakingTexts.failedToAssignTemplate },
  );
}

export async function startShuffle(targetType: 'group' | 'student', targetId: string): Promise<string> {
  const { jobId } = await callRoute(
    TestMakingRoutes.shuffle,
    { body: { targetType, targetId } },
    { timeoutMs, fallbackError: TestMakingTexts.failedToShuffle },
  );
  return jobId;
}

export function shuffleResult(jobId: string, signal?: AbortSignal): Promise<ShuffleResultResponse> {
  return callRoute(
    TestMakingRoutes.shuffleJob,
    { params: { jobId } },
    { timeoutMs, fallbackError: TestMakingTexts.failedToShuffle, signal },
  );
}

/** Reads a shuffle's outcome until it is done (the job is quick; its progress shows from the admin socket meanwhile). */
export async function waitForShuffle(
  jobId: string,
  { intervalMs = 400, timeoutMs = 60_000 } = {},
): Promise<ShuffleResultResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await shuffleResult(jobId);
    if (result.state === 'completed' || result.state === 'failed' || Date.now() > deadline) return result;
    await new Promise((resolve) => window.setTimeout(resolve, intervalMs));
  }
}

export async function startPerStudentShuffle(body: { groupId: string; title?: string; description?: string }): Promise<string> {
  const { jobId } = await callRoute(
    TestMakingRoutes.shufflePerStudent,
    { body },
    { timeoutMs, fallbackError: TestMakingTexts.failedToShuffle },
  );
  return jobId;
}

export function perStudentResult(jobId: string, signal?: AbortSignal): Promise<PerStudentResultResponse> {
  return callRoute(
    TestMakingRoutes.shufflePerStudentJob,
    { params: { jobId } },
    { timeoutMs, fallbackError: TestMakingTexts.failedToShuffle, signal },
  );
}

export function fetchExposure(target: { groupId?: string; studentId?: string }, signal?: AbortSignal): Promise<ExposureResponse> {
  const query = target.groupId ? { groupId: target.groupId } : { studentId: target.studentId ?? '' };
  return callRoute(TestMakingRoutes.exposure, { query }, { timeoutMs, fallbackError: TestMakingTexts.failedToLoadData, signal });
}

export async function listGroups(signal?: AbortSignal): Promise<GroupSummary[]> {
  const { groups } = await callRoute(GroupRoutes.adminList, {}, { timeoutMs, fallbackError: Texts.failedToFetchGroups, signal });
  return groups;
}

export async function listStudents(signal?: AbortSignal): Promise<StudentSummary[]> {
  const { students } = await apiRequest(AdminPaths.students, {
    timeoutMs,
    schema: AdminStudentsResponseSchema,
    fallbackError: TestMakingTexts.failedToLoadStudents,
    signal,
  });
  return students;
}
