import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AutoCreditResponseSchema,
  InvigilationAssignmentsResponseSchema,
  InvigilationPaths,
  pathTo,
  TimelineResponseSchema,
  Texts,
  type InvigilationAssignment,
  type TimelineResponse,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

export const invigilationKeys = {
  assignments: ['admin', 'invigilation', 'assignments'] as const,
  roster: (assignmentId: string) => ['admin', 'invigilation', 'roster', assignmentId] as const,
  timeline: (attemptId: string) => ['admin', 'invigilation', 'timeline', attemptId] as const,
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

/** Every event of one candidate's attempt, oldest first. */
export async function fetchTimeline(attemptId: string, signal?: AbortSignal): Promise<TimelineResponse['events']> {
  const { events } = await apiRequest(pathTo(InvigilationPaths.timeline, { attemptId }), {
    schema: TimelineResponseSchema,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
    fallbackError: Texts.somethingWentWrong,
    signal,
  });
  return events;
}

/** Switches automatic credit of offline time for the assignment; answers the state the server keeps. */
export async function setAutoCredit(assignmentId: string, enabled: boolean): Promise<boolean> {
  const { autoCreditOffline } = await apiRequest(pathTo(InvigilationPaths.autoCredit, { assignmentId }), {
    method: 'PUT',
    json: { enabled },
    schema: AutoCreditResponseSchema,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
    fallbackError: Texts.autoCreditNotSaved,
  });
  return autoCreditOffline;
}
