import {
  ADMIN_CLIENT_TIMEOUT_MS,
  InvigilationRoutes,
  Texts,
  type InvigilationAssignment,
  type TimelineResponse,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const invigilationKeys = {
  assignments: ['admin', 'invigilation', 'assignments'] as const,
  roster: (assignmentId: string) => ['admin', 'invigilation', 'roster', assignmentId] as const,
  timeline: (attemptId: string) => ['admin', 'invigilation', 'timeline', attemptId] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

/** The tenant's assignments being sat now, with how many candidates are online, sitting and done. */
export async function listInvigilationAssignments(signal?: AbortSignal): Promise<InvigilationAssignment[]> {
  const { assignments } = await callRoute(
    InvigilationRoutes.assignments,
    {},
    { timeoutMs, fallbackError: Texts.failedToLoadTestsBeingSat, signal },
  );
  return assignments;
}

/** Every event of one candidate's attempt, oldest first. */
export async function fetchTimeline(attemptId: string, signal?: AbortSignal): Promise<TimelineResponse['events']> {
  const { events } = await callRoute(
    InvigilationRoutes.timeline,
    { params: { attemptId } },
    { timeoutMs, fallbackError: Texts.somethingWentWrong, signal },
  );
  return events;
}

/** Switches automatic credit of offline time for the assignment; answers the state the server keeps. */
export async function setAutoCredit(assignmentId: string, enabled: boolean): Promise<boolean> {
  const { autoCreditOffline } = await callRoute(
    InvigilationRoutes.autoCredit,
    { params: { assignmentId }, body: { enabled } },
    { timeoutMs, fallbackError: Texts.autoCreditNotSaved },
  );
  return autoCreditOffline;
}
