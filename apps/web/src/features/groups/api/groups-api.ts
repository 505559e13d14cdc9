import {
  ADMIN_CLIENT_TIMEOUT_MS,
  GROUP_STUDENTS_LOAD_SIZE,
  GroupRoutes,
  GroupTexts,
  type AvailableStudent,
  type GroupRequest,
  type GroupsPageResponse,
  type GroupSummary,
  type MembershipResponse,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const groupKeys = {
  all: ['admin', 'groups'] as const,
  page: (page: number, pageSize: number) => [...groupKeys.all, 'page', page, pageSize] as const,
  available: (groupId: string, q: string) => [...groupKeys.all, 'available', groupId, q] as const,
  assignments: (groupId: string) => [...groupKeys.all, 'assignments', groupId] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

export function listGroups(page: number, pageSize: number, signal?: AbortSignal): Promise<GroupsPageResponse> {
  return callRoute(
    GroupRoutes.page,
    { query: { page, pageSize } },
    { timeoutMs, fallbackError: GroupTexts.failedToFetchGroups, signal },
  );
}

export async function createGroup(body: GroupRequest): Promise<GroupSummary> {
  const { group } = await callRoute(GroupRoutes.create, { body }, { timeoutMs, fallbackError: GroupTexts.failedToSaveGroup });
  return group;
}

export async function updateGroup(id: string, body: GroupRequest): Promise<GroupSummary> {
  const { group } = await callRoute(
    GroupRoutes.update,
    { params: { id }, body },
    { timeoutMs, fallbackError: GroupTexts.failedToSaveGroup },
  );
  return group;
}

export async function deleteGroup(id: string): Promise<void> {
  await callRoute(GroupRoutes.remove, { params: { id } }, { timeoutMs, fallbackError: GroupTexts.failedToDeleteGroup });
}

export function addMember(groupId: string, userId: string): Promise<MembershipResponse> {
  return callRoute(
    GroupRoutes.addMember,
    { params: { groupId }, body: { user_id: userId } },
    { timeoutMs, fallbackError: GroupTexts.failedToAddStudent },
  );
}

export async function removeMember(groupId: string, userId: string): Promise<void> {
  await callRoute(
    GroupRoutes.removeMember,
    { params: { groupId, userId } },
    { timeoutMs, fallbackError: GroupTexts.failedToRemoveStudent },
  );
}

/** The titles of the tests given to the group now: what a member leaves when removed. */
export async function listGroupAssignments(groupId: string, signal?: AbortSignal): Promise<string[]> {
  const { assignments } = await callRoute(
    GroupRoutes.assignments,
    { params: { groupId } },
    { timeoutMs, fallbackError: GroupTexts.failedToFetchGroupAssignments, signal },
  );
  return assignments.map((assignment) => assignment.test_title);
}

/** Active students matching the search who are not in the group (those in another group are moved on adding). */
export async function listAvailableStudents(groupId: string, q: string, signal?: AbortSignal): Promise<AvailableStudent[]> {
  const { users } = await callRoute(
    GroupRoutes.availableStudents,
    { query: { q, group_id: groupId, pageSize: GROUP_STUDENTS_LOAD_SIZE } },
    { timeoutMs, fallbackError: GroupTexts.failedToFetchAvailableStudents, signal },
  );
  return users;
}
