import { fillText, Texts, type RosterRow } from '@cdi/contracts';
import { recordingNotLoadedPercent } from '../lib/row-sections';
import '../invigilation.css';

/** A candidate whose listening recording is still coming down before Listening: 'Recording not loaded: 40 %'. */
export function RecordingNotLoadedBadge({ row }: { row: Pick<RosterRow, 'attemptId' | 'sections' | 'live'> }) {
  const percent = recordingNotLoadedPercent(row);
  if (percent === null) return null;
  return (
    <span className="badge badge--warning badge--plain roster-sound-check" data-recording-percent={percent}>
      {fillText(Texts.recordingNotLoaded, { percent })}
    </span>
  );
}

/** The invigilator holds this candidate's start of their next section. */
export function StartHeldBadge({ row }: { row: Pick<RosterRow, 'startHeldAt' | 'status'> }) {
  if (!row.startHeldAt || row.status === 'completed') return null;
  return (
    <span className="badge badge--warning badge--plain roster-sound-check" data-start-held="">
      {Texts.startHeldBadge}
    </span>
  );
}
