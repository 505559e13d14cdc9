import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { useId, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { Button } from '../../../../shared/ui/Button';
import { Icon, type IconName } from '../../../../shared/ui/Icon';
import { useBeginSection } from '../hooks/use-begin-section';
import { canExpand, OVERVIEW_STATUS_LABELS, type OverviewCard, type OverviewStatus } from '../lib/journey-views';
import { sectionTitle } from '../lib/section-rules';
import { BeginFailure } from './BeginFailure';
import { InstructionVideo } from './InstructionVideo';

const SECTION_ICONS: Record<ExamSection, IconName> = { listening: 'headphones', reading: 'book', writing: 'pen' };

const STATUS_BADGES: Record<OverviewStatus, string> = {
  completed: 'badge badge--success',
  in_progress: 'badge badge--info',
  not_completed: 'badge badge--warning',
  locked: 'badge badge--neutral',
};

interface CardBodyProps {
  engine: ExamEngine;
  card: OverviewCard;
  testId: string;
}

/** The video, then 'I confirm' once it has played (or cannot), then the start button once confirmed. */
function CardBody({ engine, card, testId }: CardBodyProps) {
  const [videoDone, setVideoDone] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const hintId = useId();
  const { section } = card;
  const begin = useBeginSection({ engine, section, begin: card.status === 'in_progress' ? 'enter' : 'start', testId });
  const markVideoDone = () => setVideoDone(true);
  return (
    <div className="journey-card__body">
      <InstructionVideo section={section} onWatched={markVideoDone} onUnavailable={markVideoDone} />
      <label className="journey-check">
        <input
          type="checkbox"
          checked={confirmed}
          disabled={!videoDone}
          aria-describedby={videoDone ? undefined : hintId}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        {Texts.iConfirm}
      </label>
      {!videoDone && (
        <p id={hintId} className="journey-hint">
          {Texts.watchVideoToConfirm}
        </p>
      )}
      {begin.isError && <BeginFailure section={section} error={begin.error} />}
      {confirmed && videoDone && (
        <div>
          <Button variant="primary" icon={<Icon name="play" size={16} />} busy={begin.isPending} onClick={() => begin.mutate()}>
            {begin.isPending ? Texts.startingTest : fillText(Texts.startSectionTest, { section: sectionTitle(section) })}
          </Button>
        </div>
      )}
    </div>
  );
}

interface OverviewSectionCardProps extends CardBodyProps {
  expanded: boolean;
  onToggle: () => void;
}

/** One section on the overview: name, minutes and status; a card that may open shows its start controls. */
export function OverviewSectionCard({ engine, card, testId, expanded, onToggle }: OverviewSectionCardProps) {
  const bodyId = useId();
  const expandable = canExpand(card);
  const summary = (
    <>
      <Icon name={SECTION_ICONS[card.section]} />
      <span className="journey-card__name">{sectionTitle(card.section)}</span>
      <span className="journey-card__minutes">{card.minutes} minutes</span>
      <span className={STATUS_BADGES[card.status]}>{OVERVIEW_STATUS_LABELS[card.status]}</span>
      {expandable && <Icon name={expanded ? 'chevron' : 'expand'} size={18} />}
    </>
  );
  return (
    <li className={`journey-card journey-card--${card.status.replace('_', '-')}`}>
      <h2 className="journey-card__heading">
        {expandable ? (
          <button
            type="button"
            className="journey-card__toggle"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            {summary}
          </button>
        ) : (
          <span className="journey-card__toggle">{summary}</span>
        )}
      </h2>
      {expandable && expanded && (
        <div id={bodyId}>
          <CardBody engine={engine} card={card} testId={testId} />
        </div>
      )}
    </li>
  );
}
