import { QueueMonitorPaths, QueueMonitorTexts } from '@cdi/contracts';
import { QueueMonitor } from '../features/queue-monitor';
import { PageHeader } from '../shared/ui/PageHeader';

export function QueuesPage() {
  return (
    <>
      <PageHeader
        title={QueueMonitorTexts.title}
        actions={
          <a className="button button--secondary" href={`/api${QueueMonitorPaths.board}`} target="_blank" rel="noreferrer">
            Open Bull Board
          </a>
        }
      />
      <QueueMonitor />
    </>
  );
}
