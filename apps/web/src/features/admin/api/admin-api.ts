import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AdminConsolePaths,
  AdminOverviewResponseSchema,
  type AdminOverviewResponse,
  AdminGroupsResponseSchema,
  AdminPaths,
  AdminStudentsResponseSchema,
  AdminTestsResponseSchema,
  ExamPartPaths,
  Texts,
  type GroupSummary,
  type StudentSummary,
  type TestGroupSummary,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

export const adminKeys = {
  students: ['admin', 'students'] as const,
  groups: ['admin', 'groups'] as const,
  tests: ['admin', 'tests'] as const,
  overview: ['admin', 'overview'] as const,
};

export async function listStudents(signal?: AbortSignal): Promise<StudentSummary[]> {
  const { students } = await apiRequest(AdminPaths.students, {
    schema: AdminStudentsResponseSchema,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
    fallbackError: Texts.failedToFetchStudents,
    signal,
  });
  return students;
}

export async function listGroups(signal?: AbortSignal): Promise<GroupSummary[]> {
  const { groups } = await apiRequest(AdminPaths.groups, {
    schema: AdminGroupsResponseSchema,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
    fallbackError: Texts.failedToFetchGroups,
    signal,
  });
  return groups;
}

/** The tenant's tests: one per test group it has uploaded parts under. */
export async function listTests(signal?: AbortSignal): Promise<TestGroupSummary[]> {
  const { tests } = await apiRequest(ExamPartPaths.adminTests, {
    schema: AdminTestsResponseSchema,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
    fallbackError: Texts.somethingWentWrong,
    signal,
  });
  return tests;
}

/** The dashboard's counts in one call (students, groups, tests, This Week). */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverviewResponse['overview']> {
  const { overview } = await apiRequest(AdminConsolePaths.overview, {
    schema: AdminOverviewResponseSchema,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
    fallbackError: Texts.somethingWentWrong,
    signal,
  });
  return overview;
}
