import type { IngestionStage, ProcessingStatus } from '@cdi/contracts';
import { Icon } from '../../../shared/ui/Icon';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { ingestionSteps, STAGE_LABELS, type StepState } from '../lib/processing';
import '../exam-parts.css';

interface IngestionChecklistProps {
  stage: IngestionStage | null;
  status: ProcessingStatus;
  /** Overall percent, when the live channel has reported one. */
  percent?: number;
  /** Whether the part was uploaded with audio and with images (a step with nothing to do is skipped). */
  files: { hasAudio: boolean; hasImages: boolean };
}

const stateText: Record<StepState, string> = {
  done: 'done',
  current: 'in progress',
  waiting: 'waiting',
  failed: 'failed',
  skipped: 'skipped',
  'not-reached': 'not reached',
};

function StepMark({ state }: { state: StepState }) {
  if (state === 'done') return <Icon name="check" size={16} />;
  if (state === 'failed') return <Icon name="close" size={16} />;
  if (state === 'skipped' || state === 'not-reached') return <span className="checklist__dash" />;
  return <span className="checklist__dot" />;
}

/** Where ingestion of a part has got to: received → validating → audio → images → stored. */
export function IngestionChecklist({ stage, status, percent, files }: IngestionChecklistProps) {
  const steps = ingestionSteps(stage, status, files);
  const current = steps.find((step) => step.state === 'current' || step.state === 'failed');
  const shownPercent = status === 'completed' ? 100 : percent;
  return (
    <div className="ingestion">
      <p className="sr-only" role="status">
        {status === 'completed'
          ? 'Processing complete'
          : current
            ? `${STAGE_LABELS[current.stage]}: ${stateText[current.state]}`
            : ''}
      </p>
      {shownPercent !== undefined && <ProgressBar label="Processing" percent={shownPercent} />}
      <ol className="checklist" aria-label="Processing stages">
        {steps.map((step) => (
          <li
            key={step.stage}
            className={`checklist__step checklist__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="checklist__mark" aria-hidden="true">
              <StepMark state={step.state} />
            </span>
            <span>{step.label}</span>
            <span className="sr-only"> ({stateText[step.state]})</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
