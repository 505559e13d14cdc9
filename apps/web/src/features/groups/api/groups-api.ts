import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AvailableStudentsResponseSchema,
  GroupAssignmentsResponseSchema,
  GROUP_STUDENTS_LOAD_SIZE,
  GroupPaths,
  GroupResponseSchema,
  GroupsPageResponseSchema,
  GroupTexts,
  MembershipResponseSchema,
  OkSchema,
  pathTo,
  type AvailableStudent,
  type GroupRequest,
  type GroupsPageResponse,
  type GroupSummary,
  type MembershipResponse,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

export const groupKeys = {
  all: ['admin', 'groups'] as const,
  page: (page: number, pageSize: number) => [...groupKeys.all, 'page', page, pageSize] as const,
  available: (groupId: string, q: string) => [...groupKeys.all, 'available', groupId, q] as const,
  assignments: (groupId: string) => [...groupKeys.all, 'assignments', groupId] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

export function listGroups(page: number, pageSize: number, signal?: AbortSignal): Promise<GroupsPageResponse> {
  return apiRequest(GroupPaths.list, {
    query: { page: String(page), pageSize: String(pageSize) },
    schema: GroupsPageResponseSchema,
    timeoutMs,
    fallbackError: GroupTexts.failedToFetchGroups,
    signal,
  });
}

export async function createGroup(body: GroupRequest): Promise<GroupSummary> {
  const { group } = await apiRequest(GroupPaths.list, {
    method: 'POST',
    json: body,
    schema: GroupResponseSchema,
    timeoutMs,
    fallbackError: GroupTexts.failedToSaveGroup,
  });
  return group;
}

export async function updateGroup(id: string, body: GroupRequest): Promise<GroupSummary> {
  const { group } = await apiRequest(pathTo(GroupPaths.one, { id }), {
    method: 'PUT',
    json: body,
    schema: GroupResponseSchema,
    timeoutMs,
    fallbackError: GroupTexts.failedToSaveGroup,
  });
  return group;
}

export async function deleteGroup(id: string): Promise<void> {
  await apiRequest(pathTo(GroupPaths.one, { id }), {
    method: 'DELETE',
    schema: OkSchema,
    timeoutMs,
    fallbackError: GroupTexts.failedToDeleteGroup,
  });
}

export function addMember(groupId: string, userId: string): Promise<MembershipResponse> {
  return apiRequest(pathTo(GroupPaths.members, { groupId }), {
    method: 'POST',
    json: { user_id: userId },
    schema: MembershipResponseSchema,
    timeoutMs,
    fallbackError: GroupTexts.failedToAddStudent,
  });
}

export async function removeMember(groupId: string, userId: string): Promise<void> {
  await apiRequest(pathTo(GroupPaths.member, { groupId, userId }), {
    method: 'DELETE',
    schema: GroupResponseSchema,
    timeoutMs,
    fallbackError: GroupTexts.failedToRemoveStudent,
  });
}

/** The titles of the tests given to the group now: what a member leaves when removed. */
export async function listGroupAssignments(groupId: string, signal?: AbortSignal): Promise<string[]> {
  const { assignments } = await apiRequest(pathTo(GroupPaths.assignments, { groupId }), {
    schema: GroupAssignmentsResponseSchema,
    timeoutMs,
    fallbackError: GroupTexts.failedToFetchGroupAssignments,
    signal,
  });
  return assignments.map((assignment) => assignment.test_title);
}

/** Active students matching the search who are not in the group (those in another group are moved on adding). */
export async function listAvailableStudents(groupId: string, q: string, signal?: AbortSignal): Promise<AvailableStudent[]> {
  const { users } = await apiRequest(GroupPaths.availableStudents, {
    query: { q, group_id: groupId, pageSize: String(GROUP_STUDENTS_LOAD_SIZE) },
    schema: AvailableStudentsResponseSchema,
    timeoutMs,
    fallbackError: GroupTexts.failedToFetchAvailableStudents,
    signal,
  });
  return users;
}
