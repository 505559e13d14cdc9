import { Texts, type RosterRow } from '@cdi/contracts';
import '../invigilation.css';

/**
 * Whether the candidate has confirmed the sound check, shown until their Listening is done (after
 * that it no longer matters on the exam morning).
 */
export function SoundCheckBadge({ row }: { row: Pick<RosterRow, 'attemptId' | 'sections' | 'soundCheckedAt'> }) {
  const listening = row.sections.find((s) => s.section === 'listening');
  if (!row.attemptId || !listening || listening.status === 'completed' || listening.status === 'locked') return null;
  return row.soundCheckedAt ? (
    <span className="badge badge--success badge--plain roster-sound-check" data-sound-check="confirmed">
      {Texts.soundChecked}
    </span>
  ) : (
    <span className="badge badge--neutral badge--plain roster-sound-check" data-sound-check="pending">
      {Texts.soundNotChecked}
    </span>
  );
}
