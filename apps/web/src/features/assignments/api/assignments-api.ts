import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AssignmentArrangementRoutes,
  AssignmentArrangementTexts,
  type AssignmentCandidate,
  type CandidateArrangementsRequest,
  AssignmentRoutes,
  AssignmentTexts,
  type AssignmentListItem,
  type AssignmentsResponse,
  type CompositionPart,
  type UpdateAssignmentRequest,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export type AssignmentsTab = 'active' | 'history';

export const assignmentKeys = {
  all: ['admin', 'assignments'] as const,
  page: (tab: AssignmentsTab, page: number, pageSize: number) => [...assignmentKeys.all, tab, page, pageSize] as const,
  composition: (testId: string) => [...assignmentKeys.all, 'composition', testId] as const,
  candidates: (id: string) => [...assignmentKeys.all, 'candidates', id] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

/** Active: only active ones, the latest per target; History: every assignment. Newest first. */
export function listAssignments(
  tab: AssignmentsTab,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AssignmentsResponse> {
  return callRoute(
    AssignmentRoutes.list,
    { query: { page, pageSize, ...(tab === 'active' && { activeOnly: '1', latestPerTarget: '1' }) } },
    { timeoutMs, fallbackError: AssignmentTexts.failedToFetchAssignments, signal },
  );
}

export async function getComposition(testId: string, signal?: AbortSignal): Promise<CompositionPart[]> {
  const { examParts } = await callRoute(
    AssignmentRoutes.composition,
    { params: { testId } },
    { timeoutMs, fallbackError: AssignmentTexts.failedToFetchAssignments, signal },
  );
  return examParts;
}

/** `confirmName` (its test's title) is needed once anyone has submitted it: their work goes with it. */
export async function deleteAssignment(id: string, confirmName?: string): Promise<void> {
  await callRoute(
    AssignmentRoutes.remove,
    { params: { id }, query: { confirm_name: confirmName } },
    { timeoutMs, fallbackError: AssignmentTexts.failedToDeleteAssignment },
  );
}

export async function updateAssignment(id: string, body: UpdateAssignmentRequest): Promise<AssignmentListItem> {
  const { assignment } = await callRoute(
    AssignmentRoutes.update,
    { params: { id }, body },
    { timeoutMs, fallbackError: AssignmentTexts.failedToUpdateAssignment },
  );
  return assignment;
}

/** The assignment's candidates with their profile's extra time and their arrangements for it. */
export async function getAssignmentCandidates(id: string, signal?: AbortSignal): Promise<AssignmentCandidate[]> {
  const { candidates } = await callRoute(
    AssignmentArrangementRoutes.list,
    { params: { id } },
    { timeoutMs, fallbackError: AssignmentArrangementTexts.failedToLoad, signal },
  );
  return candidates;
}

export async function setCandidateArrangements(
  id: string,
  userId: string,
  body: CandidateArrangementsRequest,
): Promise<AssignmentCandidate> {
  const { candidate } = await callRoute(
    AssignmentArrangementRoutes.set,
    { params: { id, userId }, body },
    { timeoutMs, fallbackError: AssignmentArrangementTexts.failedToSave },
  );
  return candidate;
}

export async function clearCandidateArrangements(id: string, userId: string): Promise<void> {
  await callRoute(
    AssignmentArrangementRoutes.clear,
    { params: { id, userId } },
    { timeoutMs, fallbackError: AssignmentArrangementTexts.failedToSave },
  );
}
