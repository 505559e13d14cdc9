import type { ExamPartDetail, ExamPartSummary } from '@cdi/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOpsEvents, type OpsMessage } from '../../../shared/socket/ops-socket';
import { examKeys, type IngestionProgress } from '../api/exam-parts-api';
import { finishedPatch, patchPart, patchPartInList, progressPatch, type LivePatch } from '../lib/live-updates';
import { hasUnfinished, isFinished } from '../lib/processing';

const DONE_PERCENT = 100;

function patchCached(queryClient: QueryClient, id: string, patch: LivePatch): void {
  queryClient.setQueriesData<ExamPartSummary[]>({ queryKey: examKeys.lists('developer') }, (list) =>
    list ? patchPartInList(list, id, patch) : list,
  );
  queryClient.setQueryData<ExamPartDetail>(examKeys.detail('developer', id), (exam) => (exam ? patchPart(exam, patch) : exam));
}

/** Anything cached that may have changed while events could not arrive. */
function isStale(data: unknown): boolean {
  if (Array.isArray(data)) return hasUnfinished(data as ExamPartSummary[]);
  const exam = data as ExamPartSummary | undefined;
  return exam?.processing_status !== undefined && !isFinished(exam.processing_status);
}

/** Applies one message of the /ops socket to the cached exam parts. */
export function applyOpsMessage(queryClient: QueryClient, message: OpsMessage): void {
  if (message.type === 'connected') {
    void queryClient.invalidateQueries({
      queryKey: examKeys.scope('developer'),
      predicate: (query) => isStale(query.state.data),
    });
    return;
  }
  const { examPartId: id } = message.event;
  if (message.type === 'progress') {
    const { stage, percent } = message.event;
    queryClient.setQueryData<IngestionProgress>(examKeys.progress(id), { stage, percent });
    patchCached(queryClient, id, progressPatch(message.event));
    return;
  }
  queryClient.setQueryData<IngestionProgress>(examKeys.progress(id), (last) => ({
    // A failure names the step it happened at; the steps after it were not reached.
    stage: message.type === 'failed' ? message.event.stage : (last?.stage ?? null),
    percent: message.event.status === 'completed' ? DONE_PERCENT : (last?.percent ?? 0),
  }));
  patchCached(queryClient, id, finishedPatch(message.event));
  void refetchAnew(queryClient, examKeys.lists('developer'));
  void refetchAnew(queryClient, examKeys.detail('developer', id));
}

/**
 * Refetches what the event changed. A first fetch still under way may have read the part before it
 * finished, and an invalidation joins a first fetch instead of replacing it (there is no data to keep
 * meanwhile): cancel it first, so the refetch reads the part as it is now.
 */
async function refetchAnew(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** Keeps cached exam parts in step with the /ops socket: stages as they happen, a refetch when a job ends. */
export function useOpsCacheSync(): void {
  const queryClient = useQueryClient();
  useOpsEvents((message) => applyOpsMessage(queryClient, message));
}
