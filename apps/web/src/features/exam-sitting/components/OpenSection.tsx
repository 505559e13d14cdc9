import type { SectionState } from '@cdi/contracts';
import type { ExamEngine } from '../../../shared/exam-engine';
import { sectionName } from '../lib/sitting';
import { FinishSection } from './FinishSection';
import { SectionParts } from './SectionParts';
import { SectionTimer } from './SectionTimer';

interface OpenSectionProps {
  engine: ExamEngine;
  attemptId: string;
  state: SectionState;
  /** Paused, taken over or submitted: answers can be read but not changed. */
  disabled: boolean;
}

/** The section being sat: its countdown, its parts' answer boxes, and the finish button. */
export function OpenSection({ engine, attemptId, state, disabled }: OpenSectionProps) {
  return (
    <section className="panel exam-open" aria-labelledby="exam-open-title">
      <div className="exam-open__header">
        <h2 id="exam-open-title" className="panel__title">
          {sectionName(state.section)}
        </h2>
        <SectionTimer engine={engine} section={state.section} />
      </div>
      <SectionParts engine={engine} attemptId={attemptId} section={state.section} disabled={disabled} />
      <FinishSection engine={engine} section={state.section} disabled={disabled} />
    </section>
  );
}
