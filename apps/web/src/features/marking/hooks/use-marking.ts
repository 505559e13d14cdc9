import type { MarkingSettingsRequest, SaveTaskMarkRequest, ScriptsQuery } from '@cdi/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMarkingSettings, getScript, listScripts, markingKeys, saveMarkingSettings, saveTaskMark } from '../api/marking-api';

export function useScripts(query: ScriptsQuery) {
  return useQuery({
    queryKey: markingKeys.scripts(query),
    queryFn: ({ signal }) => listScripts(query, signal),
    // The table stays while a new filter loads, so typing in the search does not blank it.
    placeholderData: keepPreviousData,
  });
}

export function useScript(attemptId: string) {
  return useQuery({
    queryKey: markingKeys.script(attemptId),
    queryFn: ({ signal }) => getScript(attemptId, signal),
  });
}

export function useSaveTaskMark(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, body }: { task: 1 | 2; body: SaveTaskMarkRequest }) => saveTaskMark(attemptId, task, body),
    // The task's status, the other markers' marks and the list's statuses all follow from the saved mark.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: markingKeys.all }),
  });
}

export function useMarkingSettings() {
  return useQuery({ queryKey: markingKeys.settings, queryFn: ({ signal }) => getMarkingSettings(signal) });
}

export function useSaveMarkingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkingSettingsRequest) => saveMarkingSettings(body),
    onSuccess: (settings) => {
      queryClient.setQueryData(markingKeys.settings, settings);
      // Whether a script waits for a second or a senior marker follows the settings.
      void queryClient.invalidateQueries({ queryKey: markingKeys.all });
    },
  });
}
