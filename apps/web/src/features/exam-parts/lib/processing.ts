import { IngestionStages, type IngestionStage, type ProcessingStatus } from '@cdi/contracts';

export const STAGE_LABELS: Record<IngestionStage, string> = {
  received: 'Received',
  validating: 'Validating content',
  audio: 'Processing audio',
  images: 'Processing images',
  stored: 'Stored',
};

/** Ingestion has ended, one way or the other. */
export function isFinished(status: ProcessingStatus): boolean {
  return status === 'completed' || status === 'failed';
}

export function hasUnfinished(parts: readonly { processing_status: ProcessingStatus }[] | undefined): boolean {
  return (parts ?? []).some((part) => !isFinished(part.processing_status));
}

export type StepState = 'done' | 'current' | 'waiting' | 'failed';

export interface IngestionStep {
  stage: IngestionStage;
  label: string;
  state: StepState;
}

/**
 * The checklist of ingestion stages for a part at `stage` (what ingestion is doing now). An accepted
 * upload has at least been received; a failure marks the stage it happened at.
 */
export function ingestionSteps(stage: IngestionStage | null, status: ProcessingStatus): IngestionStep[] {
  const reached = Math.max(stage ? IngestionStages.indexOf(stage) : 0, 0);
  return IngestionStages.map((name, index) => {
    let state: StepState = 'waiting';
    if (status === 'completed' || index < reached) state = 'done';
    else if (index === reached) state = status === 'failed' ? 'failed' : name === 'stored' ? 'done' : 'current';
    return { stage: name, label: STAGE_LABELS[name], state };
  });
}
