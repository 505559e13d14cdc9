import {
  ADMIN_CLIENT_TIMEOUT_MS,
  InvigilationAssignmentsResponseSchema,
  InvigilationPaths,
  Texts,
  type InvigilationAssignment,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

export const invigilationKeys = {
  assignments: ['admin', 'invigilation', 'assignments'] as const,
  roster: (assignmentId: string) => ['admin', 'invigilation', 'roster', assignmentId] as const,
};

/** The tenant's assignments being sat now, with how many candidates are online, sitting and done. */
export async function listInvigilationAssignments(signal?: AbortSignal): Promise<InvigilationAssignment[]> {
  const { assignments } = await apiRequest(InvigilationPaths.assignments, {
    schema: InvigilationAssignmentsResponseSchema,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
    fallbackError: Texts.failedToLoadTestsBeingSat,
    signal,
  });
  return assignments;
}
