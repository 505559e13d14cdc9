import {
  ADMIN_CLIENT_TIMEOUT_MS,
  DEFAULT_CLIENT_TIMEOUT_MS,
  ResultRoutes,
  ResultTexts,
  type AssignmentResults,
  type AttemptResult,
  type BandTables,
  type BandTablesResponse,
  type CandidateSitting,
  type RecordSpeakingRequest,
  type ResultsExportFormat,
} from '@cdi/contracts';
import { exportFallbackName } from '../lib/export-file-name';
import { callRoute } from '../../../shared/api/call-route';
import { downloadRouteFile } from '../../../shared/files/download-file';

export const resultKeys = {
  mine: ['candidate', 'results'] as const,
  admin: ['admin', 'results'] as const,
  assignment: (assignmentId: string) => [...resultKeys.admin, 'assignment', assignmentId] as const,
  attempt: (attemptId: string) => [...resultKeys.admin, 'attempt', attemptId] as const,
  bandTables: (testId: string) => [...resultKeys.admin, 'band-tables', testId] as const,
};

const adminTimeout = ADMIN_CLIENT_TIMEOUT_MS;

/** The signed-in candidate's sittings; bands and answers only for released ones. */
export async function getMyResults(signal?: AbortSignal): Promise<CandidateSitting[]> {
  const { sittings } = await callRoute(
    ResultRoutes.mine,
    {},
    { timeoutMs: DEFAULT_CLIENT_TIMEOUT_MS, fallbackError: ResultTexts.failedToLoad, signal },
  );
  return sittings;
}

export async function getAssignmentResults(assignmentId: string, signal?: AbortSignal): Promise<AssignmentResults> {
  const { results } = await callRoute(
    ResultRoutes.assignment,
    { params: { assignmentId } },
    { timeoutMs: adminTimeout, fallbackError: ResultTexts.failedToLoad, signal },
  );
  return results;
}

export async function getAttemptResult(attemptId: string, signal?: AbortSignal): Promise<AttemptResult> {
  const { result } = await callRoute(
    ResultRoutes.attempt,
    { params: { attemptId } },
    { timeoutMs: adminTimeout, fallbackError: ResultTexts.failedToLoadDetails, signal },
  );
  return result;
}

/** Records the sitting's Speaking band (null clears it); answers the sitting with its new overall band. */
export async function recordSpeaking(attemptId: string, body: RecordSpeakingRequest): Promise<AttemptResult> {
  const { result } = await callRoute(
    ResultRoutes.recordSpeaking,
    { params: { attemptId }, body },
    { timeoutMs: adminTimeout, fallbackError: ResultTexts.failedToSaveSpeaking },
  );
  return result;
}

/** Releases one sitting to its candidate; answers how many were released (0 or 1). */
export async function releaseAttempt(attemptId: string): Promise<number> {
  const { released } = await callRoute(
    ResultRoutes.releaseAttempt,
    { params: { attemptId } },
    { timeoutMs: adminTimeout, fallbackError: ResultTexts.failedToRelease },
  );
  return released;
}

/** Releases every fully marked sitting of the assignment. */
export async function releaseAssignment(assignmentId: string): Promise<number> {
  const { released } = await callRoute(
    ResultRoutes.releaseAssignment,
    { params: { assignmentId } },
    { timeoutMs: adminTimeout, fallbackError: ResultTexts.failedToRelease },
  );
  return released;
}

/** Queues Listening and Reading to be marked again with the current keys; answers how many sections. */
export async function remarkAssignment(assignmentId: string): Promise<number> {
  const { queued } = await callRoute(
    ResultRoutes.remarkAssignment,
    { params: { assignmentId } },
    { timeoutMs: adminTimeout, fallbackError: ResultTexts.failedToRemark },
  );
  return queued;
}

export function getBandTables(testId: string, signal?: AbortSignal): Promise<BandTablesResponse> {
  return callRoute(
    ResultRoutes.bandTables,
    { params: { testId } },
    { timeoutMs: adminTimeout, fallbackError: ResultTexts.failedToLoad, signal },
  );
}

export function saveBandTables(testId: string, tables: BandTables): Promise<BandTablesResponse> {
  return callRoute(
    ResultRoutes.saveBandTables,
    { params: { testId }, body: tables },
    { timeoutMs: adminTimeout, fallbackError: ResultTexts.failedToSaveBandTables },
  );
}

/** Exports are built on request: more time than a page. */
const EXPORT_TIMEOUT_MS = 60_000;

/** Downloads the group's results as CSV or XLSX through the browser, with the session's token (not a bare link). */
export function downloadAssignmentExport(assignmentId: string, format: ResultsExportFormat, title: string): Promise<void> {
  return downloadRouteFile(
    ResultRoutes.exportAssignment,
    { params: { assignmentId }, query: { format } },
    { timeoutMs: EXPORT_TIMEOUT_MS, fallbackError: ResultTexts.failedToExport, fallbackName: exportFallbackName(title, format) },
  );
}
