import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AdminGroupsResponseSchema,
  AdminPaths,
  AdminStudentsResponseSchema,
  type AssignTemplateRequest,
  AssignTemplateResponseSchema,
  AvailablePartsResponseSchema,
  type AvailablePartsResponse,
  type CreateTestRequest,
  CreateTestResponseSchema,
  type CreateTestResponse,
  ExposureResponseSchema,
  type ExposureResponse,
  type GroupSummary,
  JobStartedResponseSchema,
  OkSchema,
  PartsByIdsResponseSchema,
  PerStudentResultResponseSchema,
  type PerStudentResultResponse,
  pathTo,
  ShuffleResultResponseSchema,
  type ShuffleResultResponse,
  type StudentSummary,
  TemplatesResponseSchema,
  type Template,
  type TestMakingPart,
  TestMakingPaths,
  TestMakingTexts,
  Texts,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

const base = { timeoutMs: ADMIN_CLIENT_TIMEOUT_MS } as const;

export const testMakingKeys = {
  all: ['admin', 'test-making'] as const,
  parts: ['admin', 'test-making', 'parts'] as const,
  templates: ['admin', 'test-making', 'templates'] as const,
  groups: ['admin', 'test-making', 'groups'] as const,
  students: ['admin', 'test-making', 'students'] as const,
  exposure: (target: { groupId?: string; studentId?: string }) => ['admin', 'test-making', 'exposure', target] as const,
};

export async function fetchAvailableParts(signal?: AbortSignal): Promise<AvailablePartsResponse['parts']> {
  const { parts } = await apiRequest(TestMakingPaths.availableParts, {
    ...base,
    schema: AvailablePartsResponseSchema,
    fallbackError: TestMakingTexts.failedToLoadParts,
    signal,
  });
  return parts;
}

export async function listTemplates(signal?: AbortSignal): Promise<Template[]> {
  const { templates } = await apiRequest(TestMakingPaths.templates, {
    ...base,
    schema: TemplatesResponseSchema,
    fallbackError: TestMakingTexts.failedToLoadData,
    signal,
  });
  return templates;
}

export async function deleteTemplate(id: string): Promise<void> {
  await apiRequest(pathTo(TestMakingPaths.template, { id }), {
    ...base,
    method: 'DELETE',
    schema: OkSchema,
    fallbackError: TestMakingTexts.failedToDeleteTemplate,
  });
}

export async function partsByIds(partIds: string[]): Promise<TestMakingPart[]> {
  const { parts } = await apiRequest(TestMakingPaths.partsByIds, {
    ...base,
    method: 'POST',
    json: { partIds },
    schema: PartsByIdsResponseSchema,
    fallbackError: TestMakingTexts.failedToLoadTemplate,
  });
  return parts;
}

export function createTest(body: CreateTestRequest, fallbackError: string): Promise<CreateTestResponse> {
  return apiRequest(TestMakingPaths.createTest, {
    ...base,
    method: 'POST',
    json: body,
    schema: CreateTestResponseSchema,
    fallbackError,
  });
}

export async function assignTemplate(body: AssignTemplateRequest): Promise<void> {
  await apiRequest(TestMakingPaths.assignTemplate, {
    ...base,
    method: 'POST',
    json: body,
    schema: AssignTemplateResponseSchema,
    fallbackError: TestMakingTexts.failedToAssignTemplate,
  });
}

export async function startShuffle(targetType: 'group' | 'student', targetId: string): Promise<string> {
  const { jobId } = await apiRequest(TestMakingPaths.shuffle, {
    ...base,
    method: 'POST',
    json: { targetType, targetId },
    schema: JobStartedResponseSchema,
    fallbackError: TestMakingTexts.failedToShuffle,
  });
  return jobId;
}

export function shuffleResult(jobId: string, signal?: AbortSignal): Promise<ShuffleResultResponse> {
  return apiRequest(pathTo(TestMakingPaths.shuffleJob, { jobId }), {
    ...base,
    schema: ShuffleResultResponseSchema,
    fallbackError: TestMakingTexts.failedToShuffle,
    signal,
  });
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
  const { jobId } = await apiRequest(TestMakingPaths.shufflePerStudent, {
    ...base,
    method: 'POST',
    json: body,
    schema: JobStartedResponseSchema,
    fallbackError: TestMakingTexts.failedToShuffle,
  });
  return jobId;
}

export function perStudentResult(jobId: string, signal?: AbortSignal): Promise<PerStudentResultResponse> {
  return apiRequest(pathTo(TestMakingPaths.shufflePerStudentJob, { jobId }), {
    ...base,
    schema: PerStudentResultResponseSchema,
    fallbackError: TestMakingTexts.failedToShuffle,
    signal,
  });
}

export function fetchExposure(target: { groupId?: string; studentId?: string }, signal?: AbortSignal): Promise<ExposureResponse> {
  const query: Record<string, string> = target.groupId ? { groupId: target.groupId } : { studentId: target.studentId ?? '' };
  return apiRequest(TestMakingPaths.exposure, {
    ...base,
    query,
    schema: ExposureResponseSchema,
    fallbackError: TestMakingTexts.failedToLoadData,
    signal,
  });
}

export async function listGroups(signal?: AbortSignal): Promise<GroupSummary[]> {
  const { groups } = await apiRequest(AdminPaths.groups, {
    ...base,
    schema: AdminGroupsResponseSchema,
    fallbackError: Texts.failedToFetchGroups,
    signal,
  });
  return groups;
}

export async function listStudents(signal?: AbortSignal): Promise<StudentSummary[]> {
  const { students } = await apiRequest(AdminPaths.students, {
    ...base,
    schema: AdminStudentsResponseSchema,
    fallbackError: TestMakingTexts.failedToLoadStudents,
    signal,
  });
  return students;
}
