import type { RosterRow } from '@cdi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { clockTime } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { fetchTimeline, invigilationKeys } from '../api/invigilation-api';
import { timelineText } from '../lib/timeline-text';
import '../invigilation.css';

const TIMELINE_REFRESH_DELAY_MS = 1_000;

/**
 * One candidate's attempt, event by event with the time of each (for questions and appeals). It
 * reads the record again whenever the candidate's row changes, so it stays current while open.
 */
export function TimelineDrawer({ row, onClose }: { row: RosterRow & { attemptId: string }; onClose: () => void }) {
  const timeline = useQuery({
    queryKey: invigilationKeys.timeline(row.attemptId),
    queryFn: ({ signal }) => fetchTimeline(row.attemptId, signal),
  });
  // The row changes with every save; read the timeline again once it has been still for a moment,
  // not once per change.
  const { refetch } = timeline;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => void refetch(), TIMELINE_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [row, refetch]);

  return (
    <Dialog title={`Timeline: ${row.name} (${row.candidateId})`} size="drawer" onClose={onClose}>
      {timeline.isPending && <Spinner />}
      {timeline.isError && <Notice tone="error">{errorMessage(timeline.error, 'The timeline could not be loaded')}</Notice>}
      {timeline.data?.length === 0 && <p className="muted">Nothing has happened yet.</p>}
      {timeline.data && timeline.data.length > 0 && (
        <ol className="timeline" aria-label="Events, oldest first">
          {timeline.data.map((event) => (
            <li key={event.id} className="timeline__event">
              <time dateTime={event.at} className="timeline__time">
                {clockTime(event.at, { seconds: true })}
              </time>
              <span>{timelineText(event)}</span>
            </li>
          ))}
        </ol>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
