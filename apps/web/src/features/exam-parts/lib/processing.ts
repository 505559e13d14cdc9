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

/** A step a part has nothing for (no audio, no images) is 'skipped'; after a failed step, 'not-reached'. */
export type StepState = 'done' | 'current' | 'waiting' | 'failed' | 'skipped' | 'not-reached';

/** What a step that has nothing to process says instead of its own label. */
const SKIPPED_LABELS: Partial<Record<IngestionStage, string>> = { audio: 'No audio', images: 'No images' };

export interface IngestionStep {
  stage: IngestionStage;
  label: string;
  state: StepState;
}

/**
 * The checklist of ingestion stages for a part at `stage` (what ingestion is doing now). An accepted
 * upload has at least been received; a failure marks the stage it happened at, and the stages after it
 * were not reached. A part without audio or images passes those stages with nothing to do: skipped.
 */
export function ingestionSteps(
  stage: IngestionStage | null,
  status: ProcessingStatus,
  files: { hasAudio: boolean; hasImages: boolean } = { hasAudio: true, hasImages: true },
): IngestionStep[] {
  const reached = Math.max(stage ? IngestionStages.indexOf(stage) : 0, 0);
  const empty: Partial<Record<IngestionStage, boolean>> = { audio: !files.hasAudio, images: !files.hasImages };
  return IngestionStages.map((name, index) => {
    let state: StepState = 'waiting';
    if (status === 'completed' || index < reached) state = 'done';
    else if (index === reached) state = status === 'failed' ? 'failed' : name === 'stored' ? 'done' : 'current';
    else if (status === 'failed') state = 'not-reached';
    if (state === 'done' && empty[name]) return { stage: name, label: SKIPPED_LABELS[name]!, state: 'skipped' };
    return { stage: name, label: STAGE_LABELS[name], state };
  });
}
