import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { examKeys } from '../api/exam-parts-api';
import { adminListKey, deleteExamPart, listAdmins } from '../api/developer-exams-api';

export function useAdmins() {
  return useQuery({ queryKey: adminListKey, queryFn: ({ signal }) => listAdmins(signal) });
}

export function useDeleteExamPart(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteExamPart(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: examKeys.detail('developer', id), exact: true });
      return queryClient.invalidateQueries({ queryKey: examKeys.lists('developer') });
    },
  });
}
