import { Texts } from '@cdi/contracts';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import type { RosterConnection } from '../hooks/use-live-roster';
import '../invigilation.css';

/** Says when the roster is not live: reconnecting, or why it could not be read (with a retry). */
export function ConnectionNotice({ connection, onRetry }: { connection: RosterConnection; onRetry: () => void }) {
  switch (connection.state) {
    case 'reconnecting':
      return <Notice tone="info">{Texts.rosterReconnecting}</Notice>;
    case 'failed':
      return (
        <Notice tone="error">
          {connection.message}{' '}
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        </Notice>
      );
    case 'refused':
      return <Notice tone="error">{connection.message}</Notice>;
    default:
      return null;
  }
}

/** 'Live' while patches flow; otherwise what the connection is doing. */
export function LiveBadge({ connection }: { connection: RosterConnection }) {
  const live = connection.state === 'live';
  return (
    <span className={live ? 'live-badge live-badge--on' : 'live-badge'}>
      <span className="presence__dot" aria-hidden="true" />
      {live ? 'Live' : connection.state === 'connecting' ? 'Connecting' : 'Not live'}
    </span>
  );
}
