import type { ExamPartSummary } from '@cdi/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { examKeys } from '../api/exam-parts-api';
import { examPart } from '../lib/exam-part.fixture';
import { applyOpsMessage } from './use-ops-cache-sync';

describe('applying /ops messages to the cached exam parts', () => {
  it('shows a part completed when its job ends while the first read of it is still under way', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = examKeys.detail('developer', 'p1');
    let status: ExamPartSummary['processing_status'] = 'processing';
    let releaseFirstRead!: () => void;
    const firstReadHeld = new Promise<void>((resolve) => (releaseFirstRead = resolve));
    let reads = 0;
    // The first read takes the part as it was before the job ended, and answers only afterwards.
    const observer = new QueryObserver<ExamPartSummary>(queryClient, {
      queryKey: key,
      queryFn: async () => {
        const snapshot = examPart({ id: 'p1', processing_status: status, status });
        if (++reads === 1) await firstReadHeld;
        return snapshot;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);

    status = 'completed';
    applyOpsMessage(queryClient, {
      type: 'done',
      event: { queue: 'ingest-exam-part', jobId: 'j1', examPartId: 'p1', status: 'completed' },
    });
    releaseFirstRead();

    for (let i = 0; i < 50 && queryClient.getQueryData<ExamPartSummary>(key)?.processing_status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(queryClient.getQueryData<ExamPartSummary>(key)?.processing_status).toBe('completed');
    expect(reads).toBe(2);
    unsubscribe();
    queryClient.clear();
  });
});
