import type { AttemptSnapshot, SectionStatus } from '@cdi/contracts';
import { SectionIcon } from '../../exam-parts/components/SectionLabel';
import { orderedSections, SECTION_STATUS_LABELS, sectionName } from '../lib/sitting';

const tones: Record<SectionStatus, string> = { locked: 'neutral', available: 'warning', open: 'info', completed: 'success' };

/** The sections in sitting order with where each stands. */
export function SectionList({ snapshot }: { snapshot: AttemptSnapshot }) {
  return (
    <ol className="exam-sections" aria-label="Sections">
      {orderedSections(snapshot).map((state) => (
        <li
          key={state.section}
          className={`exam-section exam-section--${state.status}`}
          aria-current={state.status === 'open' ? 'step' : undefined}
        >
          <SectionIcon section={state.section} />
          <span className="exam-section__name">{sectionName(state.section)}</span>
          <span className="exam-section__time">{Math.round(state.durationSeconds / 60)} minutes</span>
          <span className={`badge badge--${tones[state.status]}`}>{SECTION_STATUS_LABELS[state.status]}</span>
        </li>
      ))}
    </ol>
  );
}
