import type { ExamPartSummary } from '@cdi/contracts';
import { useIngestionProgress } from '../hooks/use-exam-parts';
import { isFinished, STAGE_LABELS } from '../lib/processing';
import { ProcessingStatusBadge } from './ProcessingStatusBadge';
import '../exam-parts.css';

type PartStatusProps = Pick<ExamPartSummary, 'id' | 'processing_status' | 'stage'>;

/** The status badge; while a part is being ingested, also the stage it is at (live from the /ops socket). */
export function PartStatus({ id, processing_status: status, stage }: PartStatusProps) {
  const progress = useIngestionProgress(id);
  const liveStage = progress?.stage ?? stage;
  const unfinished = !isFinished(status);
  return (
    <span className="part-status">
      <ProcessingStatusBadge status={status} />
      {unfinished && liveStage && (
        <span className="part-status__stage">
          {STAGE_LABELS[liveStage]}
          {progress && ` · ${Math.round(progress.percent)}%`}
        </span>
      )}
    </span>
  );
}
