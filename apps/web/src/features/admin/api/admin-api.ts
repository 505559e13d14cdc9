import {
  ADMIN_CLIENT_TIMEOUT_MS,
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
