import type { RosterRow, ShownQuestionNumbers } from '@cdi/contracts';
import { clockTime } from '../../../shared/format/date';
import { sectionName } from '../../../shared/format/section-name';
import { rowProgress, type ProgressLabel } from '../lib/roster-view';
import { shownQuestion } from '../lib/shown-question';
import { openSection } from '../lib/row-sections';
import { SoundCheckBadge } from './SoundCheckBadge';
import { RecordingNotLoadedBadge, StartHeldBadge } from './StartReadinessBadges';
import '../invigilation.css';

const tones: Record<ProgressLabel, string> = {
  'Not started': 'neutral',
  'Ready to start': 'warning',
  'In progress': 'info',
  Paused: 'warning',
  Finished: 'success',
};

/** Where in the open section the candidate is, numbered as their paper: 'Part 2 · Q14' (question 0: the part's start). */
export function positionText(row: Pick<RosterRow, 'sections' | 'live'>, numbers: ShownQuestionNumbers): string | null {
  const { section, part, question } = row.live;
  if (!section || part === null || openSection(row)?.section !== section) return null;
  return question ? `Part ${part} · Q${shownQuestion(numbers, section, question)}` : `Part ${part}`;
}

/** The current section and how it stands: 'Listening · In progress', and where in it the candidate is. */
export function ProgressCell({ row, shownNumbers }: { row: RosterRow; shownNumbers: ShownQuestionNumbers }) {
  const { section, label } = rowProgress(row);
  const position = positionText(row, shownNumbers);
  return (
    <span className="roster-stack">
      <span className="roster-progress">
        {section && <span className="strong">{sectionName(section)}</span>}
        <span className={`badge badge--${tones[label]} badge--plain`}>{label}</span>
      </span>
      <span className="roster-progress">
        {position && <span className="roster-stack__note">{position}</span>}
        <SoundCheckBadge row={row} />
        <RecordingNotLoadedBadge row={row} />
        <StartHeldBadge row={row} />
      </span>
    </span>
  );
}

/** The latest message to this candidate: seen (and when) or not yet. */
export function MessageCell({ row }: { row: RosterRow }) {
  const message = row.lastMessage;
  if (!message) return <span className="muted">—</span>;
  if (!message.readAt) return <span className="badge badge--warning badge--plain">Not seen yet</span>;
  return (
    <span className="badge badge--success badge--plain">
      Seen <time dateTime={message.readAt}>{clockTime(message.readAt)}</time>
    </span>
  );
}
