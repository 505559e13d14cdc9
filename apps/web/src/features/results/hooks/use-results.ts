import type { BandTables, ResultsExportFormat } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  downloadAssignmentExport,
  getAssignmentResults,
  getAttemptResult,
  getBandTables,
  getMyResults,
  recordSpeaking,
  releaseAssignment,
  releaseAttempt,
  remarkAssignment,
  resultKeys,
  saveBandTables,
} from '../api/results-api';

/** The candidate's sittings; fetched afresh on every visit, since results are released while they wait. */
export function useMyResults() {
  return useQuery({ queryKey: resultKeys.mine, queryFn: ({ signal }) => getMyResults(signal), refetchOnMount: 'always' });
}

export function useAssignmentResults(assignmentId: string) {
  return useQuery({
    queryKey: resultKeys.assignment(assignmentId),
    queryFn: ({ signal }) => getAssignmentResults(assignmentId, signal),
    retry: false,
  });
}

export function useAttemptResult(attemptId: string) {
  return useQuery({ queryKey: resultKeys.attempt(attemptId), queryFn: ({ signal }) => getAttemptResult(attemptId, signal) });
}

/** After a release, a re-mark or new band tables the results table and any sitting's details may have changed. */
function useInvalidateResults() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resultKeys.admin });
}

export function useReleaseAttempt() {
  const invalidate = useInvalidateResults();
  return useMutation({ mutationFn: (attemptId: string) => releaseAttempt(attemptId), onSuccess: invalidate });
}

/** Records or clears a sitting's Speaking band: the sitting, its assignment's table and its overall band change. */
export function useRecordSpeaking(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (band: number | null) => recordSpeaking(attemptId, { band }),
    onSuccess: (result) => {
      queryClient.setQueryData(resultKeys.attempt(attemptId), result);
      void queryClient.invalidateQueries({ queryKey: resultKeys.admin });
    },
  });
}

export function useReleaseAssignment(assignmentId: string) {
  const invalidate = useInvalidateResults();
  return useMutation({ mutationFn: () => releaseAssignment(assignmentId), onSuccess: invalidate });
}

export function useRemarkAssignment(assignmentId: string) {
  const invalidate = useInvalidateResults();
  return useMutation({ mutationFn: () => remarkAssignment(assignmentId), onSuccess: invalidate });
}

export function useExportAssignment(assignmentId: string, title: string) {
  return useMutation({ mutationFn: (format: ResultsExportFormat) => downloadAssignmentExport(assignmentId, format, title) });
}

export function useBandTables(testId: string) {
  return useQuery({
    queryKey: resultKeys.bandTables(testId),
    queryFn: ({ signal }) => getBandTables(testId, signal),
    retry: false,
  });
}

export function useSaveBandTables(testId: string) {
  const invalidate = useInvalidateResults();
  return useMutation({ mutationFn: (tables: BandTables) => saveBandTables(testId, tables), onSuccess: invalidate });
}
