import type { RosterRow } from '@cdi/contracts';
import { sectionName } from '../../exam-sitting/lib/sitting';
import { rowProgress, type ProgressLabel } from '../lib/roster-view';

const tones: Record<ProgressLabel, string> = {
  'Not started': 'neutral',
  'Ready to start': 'warning',
  'In progress': 'info',
  Paused: 'warning',
  Finished: 'success',
};

/** The current section and how it stands: 'Listening · In progress'. */
export function ProgressCell({ row }: { row: RosterRow }) {
  const { section, label } = rowProgress(row);
  return (
    <span className="roster-progress">
      {section && <span className="strong">{sectionName(section)}</span>}
      <span className={`badge badge--${tones[label]} badge--plain`}>{label}</span>
    </span>
  );
}
