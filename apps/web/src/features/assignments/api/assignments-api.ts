import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AssignmentPaths,
  AssignmentResponseSchema,
  AssignmentsResponseSchema,
  AssignmentTexts,
  CompositionResponseSchema,
  OkSchema,
  pathTo,
  type AssignmentListItem,
  type AssignmentsResponse,
  type CompositionPart,
  type UpdateAssignmentRequest,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

export type AssignmentsTab = 'active' | 'history';

export const assignmentKeys = {
  all: ['admin', 'assignments'] as const,
  page: (tab: AssignmentsTab, page: number, pageSize: number) => [...assignmentKeys.all, tab, page, pageSize] as const,
  composition: (testId: string) => [...assignmentKeys.all, 'composition', testId] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

/** Active: only active ones, the latest per target; History: every assignment. Newest first. */
export function listAssignments(
  tab: AssignmentsTab,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AssignmentsResponse> {
  return apiRequest(AssignmentPaths.list, {
    query: {
      page: String(page),
      pageSize: String(pageSize),
      ...(tab === 'active' && { activeOnly: '1', latestPerTarget: '1' }),
    },
    schema: AssignmentsResponseSchema,
    timeoutMs,
    fallbackError: AssignmentTexts.failedToFetchAssignments,
    signal,
  });
}

export async function getComposition(testId: string, signal?: AbortSignal): Promise<CompositionPart[]> {
  const { examParts } = await apiRequest(pathTo(AssignmentPaths.composition, { testId }), {
    schema: CompositionResponseSchema,
    timeoutMs,
    fallbackError: AssignmentTexts.failedToFetchAssignments,
    signal,
  });
  return examParts;
}

/** `confirmName` (its test's title) is needed once anyone has submitted it: their work goes with it. */
export async function deleteAssignment(id: string, confirmName?: string): Promise<void> {
  await apiRequest(pathTo(AssignmentPaths.one, { id }), {
    method: 'DELETE',
    query: confirmName === undefined ? undefined : { confirm_name: confirmName },
    schema: OkSchema,
    timeoutMs,
    fallbackError: AssignmentTexts.failedToDeleteAssignment,
  });
}

export async function updateAssignment(id: string, body: UpdateAssignmentRequest): Promise<AssignmentListItem> {
  const { assignment } = await apiRequest(pathTo(AssignmentPaths.one, { id }), {
    method: 'PUT',
    json: body,
    schema: AssignmentResponseSchema,
    timeoutMs,
    fallbackError: AssignmentTexts.failedToUpdateAssignment,
  });
  return assignment;
}
