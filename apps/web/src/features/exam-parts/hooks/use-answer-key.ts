import { useMutation, useQueryClient } from '@tanstack/react-query';
import { correctAnswerKey, examKeys } from '../api/exam-parts-api';

/** Saves a corrected key; the page shows the part the server answered, and the admin's views reload. */
export function useCorrectAnswerKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: Record<string, unknown>) => correctAnswerKey(id, key),
    onSuccess: ({ exam }) => {
      queryClient.setQueryData(examKeys.detail('developer', id), exam);
      void queryClient.invalidateQueries({ queryKey: examKeys.scope('admin') });
    },
  });
}
