import { ASSIGNMENTS_PAGE_SIZE } from '@cdi/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateArrangementsRequest, UpdateAssignmentRequest } from '@cdi/contracts';
import {
  assignmentKeys,
  type AssignmentsTab,
  clearCandidateArrangements,
  getAssignmentCandidates,
  setCandidateArrangements,
  deleteAssignment,
  getComposition,
  listAssignments,
  updateAssignment,
} from '../api/assignments-api';

export function useAssignmentsPage(tab: AssignmentsTab, page: number, pageSize = ASSIGNMENTS_PAGE_SIZE) {
  return useQuery({
    queryKey: assignmentKeys.page(tab, page, pageSize),
    queryFn: ({ signal }) => listAssignments(tab, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** The parts of an assigned test; a test's parts never change once assembled. */
export function useComposition(testId: string) {
  return useQuery({
    queryKey: assignmentKeys.composition(testId),
    queryFn: ({ signal }) => getComposition(testId, signal),
    staleTime: Infinity,
  });
}

/** `confirmName`: the name the admin typed to delete an assignment candidates have submitted. */
export function useDeleteAssignment(id: string, confirmName?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAssignment(id, confirmName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}

export function useUpdateAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAssignmentRequest) => updateAssignment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}

export function useAssignmentCandidates(id: string) {
  return useQuery({ queryKey: assignmentKeys.candidates(id), queryFn: ({ signal }) => getAssignmentCandidates(id, signal) });
}

/** Sets (a body) or clears (null) one candidate's arrangements for the assignment. */
export function useCandidateArrangements(id: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CandidateArrangementsRequest | null) => {
      if (body === null) await clearCandidateArrangements(id, userId);
      else await setCandidateArrangements(id, userId, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.candidates(id) }),
  });
}
