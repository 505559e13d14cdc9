import {
  ADMIN_CLIENT_TIMEOUT_MS,
  type AcceptAnswerRequest,
  type AcceptAnswerResponse,
  type ItemAnalysis,
  type ItemAnalysisListItem,
  ItemAnalysisRoutes,
  ItemAnalysisTexts,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';
import { downloadRouteFile } from '../../../shared/files/download-file';

export const itemAnalysisKeys = {
  all: ['admin', 'item-analysis'] as const,
  one: (assignmentId: string) => [...itemAnalysisKeys.all, assignmentId] as const,
};

const options = (signal?: AbortSignal) => ({
  timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
  fallbackError: ItemAnalysisTexts.failedToLoad,
  signal,
});

export async function getItemAnalysisList(signal?: AbortSignal): Promise<ItemAnalysisListItem[]> {
  return (await callRoute(ItemAnalysisRoutes.list, {}, options(signal))).assignments;
}

export async function getItemAnalysis(assignmentId: string, signal?: AbortSignal): Promise<ItemAnalysis> {
  return (await callRoute(ItemAnalysisRoutes.one, { params: { assignmentId } }, options(signal))).analysis;
}

export function acceptAnswer(assignmentId: string, body: AcceptAnswerRequest): Promise<AcceptAnswerResponse> {
  return callRoute(
    ItemAnalysisRoutes.acceptAnswer,
    { params: { assignmentId }, body },
    { timeoutMs: ADMIN_CLIENT_TIMEOUT_MS, fallbackError: ItemAnalysisTexts.failedToAccept },
  );
}

/** Exports are built on request: more time than a page. */
const EXPORT_TIMEOUT_MS = 60_000;

export function downloadItemAnalysis(assignmentId: string, fallbackName: string): Promise<void> {
  return downloadRouteFile(
    ItemAnalysisRoutes.export,
    { params: { assignmentId } },
    { timeoutMs: EXPORT_TIMEOUT_MS, fallbackError: ItemAnalysisTexts.failedToExport, fallbackName },
  );
}
