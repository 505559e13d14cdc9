import { type QueueJob, QueueMonitorTexts } from '@cdi/contracts';
import { useRemoveJob, useRetryJob } from '../hooks/use-queues';
import { ConfirmJobDialog } from './ConfirmJobDialog';

interface JobDialogProps {
  job: QueueJob;
  onClose: () => void;
}

export function RetryJobDialog({ job, onClose }: JobDialogProps) {
  return (
    <ConfirmJobDialog
      title={QueueMonitorTexts.retryTitle}
      message={`${QueueMonitorTexts.retryConfirm} (${job.queue} / ${job.id})`}
      confirmLabel="Retry"
      action={useRetryJob(job.queue, job.id)}
      successText={QueueMonitorTexts.retried}
      failureText={QueueMonitorTexts.retryFailed}
      onClose={onClose}
    />
  );
}

export function RemoveJobDialog({ job, onClose }: JobDialogProps) {
  return (
    <ConfirmJobDialog
      title={QueueMonitorTexts.removeTitle}
      message={`${QueueMonitorTexts.removeConfirm} (${job.queue} / ${job.id})`}
      confirmLabel="Remove"
      danger
      action={useRemoveJob(job.queue, job.id)}
      successText={QueueMonitorTexts.removed}
      failureText={QueueMonitorTexts.removeFailed}
      onClose={onClose}
    />
  );
}
