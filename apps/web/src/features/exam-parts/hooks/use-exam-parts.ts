import { skipToken, useQuery } from '@tanstack/react-query';
import { useOpsConnected } from '../../../shared/socket/ops-socket';
import {
  examKeys,
  getExamPart,
  listExamParts,
  type ExamListFilters,
  type ExamScope,
  type IngestionProgress,
} from '../api/exam-parts-api';
import { hasUnfinished, isFinished } from '../lib/processing';

/** Without the live channel, a part being ingested is polled this often until it completes or fails. */
export const INGESTION_POLL_MS = 2_000;
/** Lists with parts still being ingested are polled more gently. */
const LIST_POLL_MS = 5_000;

/** Only developers have the live channel; everyone else polls. */
function useLive(scope: ExamScope): boolean {
  const connected = useOpsConnected();
  return scope === 'developer' && connected;
}

export function useExamPartList(scope: ExamScope, filters: ExamListFilters, enabled = true) {
  const live = useLive(scope);
  return useQuery({
    queryKey: examKeys.list(scope, filters),
    queryFn: ({ signal }) => listExamParts(scope, filters, signal),
    enabled,
    refetchInterval: (query) => (!live && hasUnfinished(query.state.data) ? LIST_POLL_MS : false),
  });
}

export function useExamPart(scope: ExamScope, id: string | undefined) {
  const live = useLive(scope);
  return useQuery({
    queryKey: examKeys.detail(scope, id ?? ''),
    queryFn: id ? ({ signal }) => getExamPart(scope, id, signal) : skipToken,
    refetchInterval: (query) => {
      const exam = query.state.data;
      return !live && exam && !isFinished(exam.processing_status) ? INGESTION_POLL_MS : false;
    },
  });
}

/** The stage and percent the /ops socket last reported for a part (nothing until it reports). */
export function useIngestionProgress(id: string | undefined): IngestionProgress | undefined {
  const { data } = useQuery<IngestionProgress>({
    queryKey: examKeys.progress(id ?? ''),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return id ? data : undefined;
}
