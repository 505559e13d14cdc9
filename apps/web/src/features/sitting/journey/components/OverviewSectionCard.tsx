import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../../shared/ui/Icon';
import { withTestId } from '../../session/lib/journey';
import { canExpand, OVERVIEW_STATUS_LABELS, type OverviewCard, type OverviewStatus } from '../lib/journey-views';
import { sectionTitle } from '../lib/section-rules';
import { InstructionVideo } from './InstructionVideo';

const SECTION_ICONS: Record<ExamSection, IconName> = { listening: 'headphones', reading: 'book', writing: 'pen' };

const STATUS_BADGES: Record<OverviewStatus, string> = {
  completed: 'badge badge--success',
  in_progress: 'badge badge--info',
  not_completed: 'badge badge--warning',
  locked: 'badge badge--neutral',
};

interface CardBodyProps {
  card: OverviewCard;
  /** Where the section is entered: its rules page before it starts, its screen while it runs. */
  entryPath: string;
  testId: string;
}

/** A running section: straight back to it, with nothing to confirm again. */
function RunningCardBody({ entryPath, testId }: Omit<CardBodyProps, 'card'>) {
  return (
    <div className="journey-card__body">
      <div>
        <Link className="button button--primary" to={withTestId(entryPath, testId)}>
          {Texts.continueTest}
        </Link>
      </div>
    </div>
  );
}

/** The video, then 'I confirm' once it has played (or cannot), then the start link once confirmed: on to the section's rules. */
function CardBody({ card, entryPath, testId }: CardBodyProps) {
  const [videoDone, setVideoDone] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const hintId = useId();
  const { section } = card;
  if (card.status === 'in_progress') return <RunningCardBody entryPath={entryPath} testId={testId} />;
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
      {confirmed && videoDone && (
        <div>
          <Link className="button button--primary" to={withTestId(entryPath, testId)}>
            <Icon name="play" size={16} />
            {fillText(Texts.startSectionTest, { section: sectionTitle(section) })}
          </Link>
        </div>
      )}
    </div>
  );
}

interface OverviewSectionCardProps {
  card: OverviewCard;
  entryPath: string | null;
  testId: string;
  expanded: boolean;
  onToggle: () => void;
}

/** One section on the overview: name, minutes and status; a card that may open shows its start controls. */
export function OverviewSectionCard({ card, entryPath, testId, expanded, onToggle }: OverviewSectionCardProps) {
  const bodyId = useId();
  const expandable = canExpand(card) && entryPath !== null;
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
          <CardBody card={card} entryPath={entryPath} testId={testId} />
        </div>
      )}
    </li>
  );
}
