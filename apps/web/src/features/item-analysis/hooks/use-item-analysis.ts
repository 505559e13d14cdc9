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

export function useItemAnalysis(assignmentId: string) {
  return useQuery({
    queryKey: itemAnalysisKeys.one(assignmentId),
    queryFn: ({ signal }) => getItemAnalysis(assignmentId, signal),
    retry: false,
  });
}

/**
 * Accepts an alternative answer. The re-marking runs in the worker, so the analysis (and any results
 * shown) is read again now and once more shortly after, when the sections are marked.
 */
export function useAcceptAnswer(assignmentId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: itemAnalysisKeys.one(assignmentId) });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'results'] });
  };
  return useMutation({
    mutationFn: (body: AcceptAnswerRequest) => acceptAnswer(assignmentId, body),
    onSuccess: () => {
      refresh();
      setTimeout(refresh, REMARK_SETTLE_MS);
    },
  });
}

/** Long enough for the worker to mark a group's sections again. */
const REMARK_SETTLE_MS = 3_000;

export function useExportItemAnalysis(assignmentId: string, title: string) {
  return useMutation({ mutationFn: () => downloadItemAnalysis(assignmentId, itemAnalysisFileName(title)) });
}

const itemAnalysisFileName = (title: string) => `${fileNameSlug(title)}-item-analysis.xlsx`;
