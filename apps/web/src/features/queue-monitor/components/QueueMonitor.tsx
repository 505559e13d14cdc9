import { type QueueJob, type QueueJobState, QueueMonitorTexts, type QueueSummary } from '@cdi/contracts';
import '../queue-monitor.css';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTimeWithSeconds } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { FilterTabs } from '../../../shared/ui/FilterTabs';
import { Notice } from '../../../shared/ui/Notice';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { Spinner } from '../../../shared/ui/Spinner';
import { type Column, Table } from '../../../shared/ui/Table';
import { useLiveJobProgress, useQueueJobs, useQueueSummaries } from '../hooks/use-queues';
import { failureText, formatRate, jobProgress, queueTitle, STATE_LABELS, STATE_TABS } from '../lib/queue-view';
import { RemoveJobDialog, RetryJobDialog } from './JobDialogs';

type Pending = { kind: 'retry' | 'remove'; job: QueueJob } | null;

/** Every queue of the catalogue with its counts and throughput; one queue's jobs by state below. */
export function QueueMonitor() {
  const summaries = useQueueSummaries();
  const [chosen, setChosen] = useState<string | null>(null);
  const [state, setState] = useState<QueueJobState>('failed');
  const queues = summaries.data;
  const queue = chosen ?? queues?.[0]?.name ?? null;

  const columns: Column<QueueSummary>[] = [
    {
      header: 'Queue',
      cell: (row) => (
        <Button variant="ghost" size="small" aria-pressed={row.name === queue} onClick={() => setChosen(row.name)}>
          {queueTitle(row.name)}
          {row.paused ? ' (paused)' : ''}
        </Button>
      ),
    },
    ...(['waiting', 'active', 'completed', 'failed', 'delayed'] as const).map((key): Column<QueueSummary> => ({
      header: STATE_LABELS[key],
      align: 'end',
      cell: (row) => row.counts[key],
    })),
    { header: 'Completed / min', align: 'end', cell: (row) => formatRate(row.completed_per_minute) },
    { header: 'Failed / min', align: 'end', cell: (row) => formatRate(row.failed_per_minute) },
  ];

  return (
    <>
      {summaries.isError && <Notice tone="error">{errorMessage(summaries.error, QueueMonitorTexts.failedToLoad)}</Notice>}
      <section className="panel" aria-label="Queues">
        {summaries.isPending && <Spinner />}
        {queues && <Table caption="Queues" columns={columns} rows={queues} rowKey={(row) => row.name} />}
      </section>
      {queue && (
        <section className="panel" aria-labelledby="queue-jobs-title">
          <h2 id="queue-jobs-title" className="panel__title">
            Jobs of {queueTitle(queue)}
          </h2>
          <FilterTabs label="Job state" tabs={STATE_TABS} value={state} onChange={setState} />
          <QueueJobs key={`${queue}/${state}`} queue={queue} state={state} />
        </section>
      )}
    </>
  );
}

function QueueJobs({ queue, state }: { queue: string; state: QueueJobState }) {
  const jobs = useQueueJobs(queue, state);
  const live = useLiveJobProgress();
  const [pending, setPending] = useState<Pending>(null);

  const columns: Column<QueueJob>[] = [
    { header: 'Job', cell: (job) => <code>{job.id}</code> },
    { header: 'Name', cell: (job) => job.name },
    { header: 'Created', cell: (job) => dateTimeWithSeconds(job.created_at) },
    { header: 'Attempts', align: 'end', cell: (job) => `${job.attempts_made} / ${job.attempts}` },
    {
      header: state === 'failed' ? 'Reason' : 'Progress',
      cell: (job) => {
        if (state === 'failed') return <span className="queue-job__reason">{failureText(job)}</span>;
        const percent = jobProgress(job, live);
        return percent === null ? '—' : <ProgressBar label={`Job ${job.id}`} percent={percent} />;
      },
    },
    {
      header: 'Actions',
      cell: (job) => (
        <div className="queue-job__actions">
          {state === 'failed' && (
            <Button size="small" aria-label={`Retry job ${job.id}`} onClick={() => setPending({ kind: 'retry', job })}>
              Retry
            </Button>
          )}
          {state !== 'active' && (
            <Button
              size="small"
              variant="danger"
              aria-label={`Remove job ${job.id}`}
              onClick={() => setPending({ kind: 'remove', job })}
            >
              Remove
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      {jobs.isError && <Notice tone="error">{errorMessage(jobs.error, QueueMonitorTexts.failedToLoadJobs)}</Notice>}
      {jobs.isPending && <Spinner />}
      {jobs.data && jobs.data.length > 0 && (
        <Table caption={`${STATE_LABELS[state]} jobs of ${queue}`} columns={columns} rows={jobs.data} rowKey={(job) => job.id} />
      )}
      {jobs.data && jobs.data.length === 0 && <EmptyState title={QueueMonitorTexts.noJobs} />}
      {pending?.kind === 'retry' && <RetryJobDialog job={pending.job} onClose={() => setPending(null)} />}
      {pending?.kind === 'remove' && <RemoveJobDialog job={pending.job} onClose={() => setPending(null)} />}
    </>
  );
}
