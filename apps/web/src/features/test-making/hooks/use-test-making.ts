import type { AssignTemplateRequest, TestMakingPart } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAdminJobProgress } from '../../../shared/socket/admin-jobs-socket';
import {
  assignTemplate,
  deleteTemplate,
  fetchAvailableParts,
  fetchExposure,
  listGroups,
  listStudents,
  listTemplates,
  perStudentResult,
  testMakingKeys,
} from '../api/test-making-api';

/** The usable parts, as grouped by the server and as one flat list. */
export function useAvailableParts() {
  const query = useQuery({ queryKey: testMakingKeys.parts, queryFn: ({ signal }) => fetchAvailableParts(signal) });
  const flat = useMemo<TestMakingPart[]>(
    () => (query.data ? Object.values(query.data).flatMap((groups) => Object.values(groups).flat()) : []),
    [query.data],
  );
  return { ...query, flat };
}

export function useTemplates(enabled = true) {
  return useQuery({ queryKey: testMakingKeys.templates, queryFn: ({ signal }) => listTemplates(signal), enabled });
}

export function useDeleteTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testMakingKeys.templates }),
  });
}

export function useAssignTemplate() {
  return useMutation({ mutationFn: (body: AssignTemplateRequest) => assignTemplate(body) });
}

export function useGroups() {
  return useQuery({ queryKey: testMakingKeys.groups, queryFn: ({ signal }) => listGroups(signal) });
}

export function useStudents() {
  return useQuery({ queryKey: testMakingKeys.students, queryFn: ({ signal }) => listStudents(signal) });
}

export function useExposure(target: { groupId?: string; studentId?: string } | null) {
  return useQuery({
    queryKey: testMakingKeys.exposure(target ?? {}),
    queryFn: ({ signal }) => fetchExposure(target!, signal),
    enabled: Boolean(target?.groupId || target?.studentId),
  });
}

export function usePerStudentResult(jobId: string | null) {
  const progress = useAdminJobProgress(jobId);
  const finished = progress?.state === 'completed' || progress?.state === 'failed';
  const query = useQuery({
    queryKey: ['admin', 'test-making', 'per-student', jobId, finished],
    queryFn: ({ signal }) => perStudentResult(jobId!, signal),
    enabled: Boolean(jobId),
    refetchInterval: (q) =>
      q.state.data && q.state.data.state !== 'completed' && q.state.data.state !== 'failed' ? 3_000 : false,
  });
  return { ...query, progress };
}
