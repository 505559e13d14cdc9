import { fileNameSlug, type AcceptAnswerRequest } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptAnswer,
  downloadItemAnalysis,
  getItemAnalysis,
  getItemAnalysisList,
  itemAnalysisKeys,
} from '../api/item-analysis-api';

export function useItemAnalysisList() {
  return useQuery({ queryKey: itemAnalysisKeys.all, queryFn: ({ signal }) => getItemAnalysisList(signal) });
}

/** How often the analysis is read again while a re-marking it asked for may still be running. */
const REMARKING_REFRESH_MS = 2_000;

/** `remarking`: an accepted answer's sections are being marked again by the worker, so the figures move. */
export function useItemAnalysis(assignmentId: string, remarking = false) {
  return useQuery({
    queryKey: itemAnalysisKeys.one(assignmentId),
    queryFn: ({ signal }) => getItemAnalysis(assignmentId, signal),
    retry: false,
    refetchInterval: remarking ? REMARKING_REFRESH_MS : false,
  });
}

/** Accepts an alternative answer; the results pages read their figures again too. */
export function useAcceptAnswer(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptAnswerRequest) => acceptAnswer(assignmentId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: itemAnalysisKeys.one(assignmentId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'results'] });
    },
  });
}

export function useExportItemAnalysis(assignmentId: string, title: string) {
  return useMutation({ mutationFn: () => downloadItemAnalysis(assignmentId, itemAnalysisFileName(title)) });
}

const itemAnalysisFileName = (title: string) => `${fileNameSlug(title)}-item-analysis.xlsx`;
