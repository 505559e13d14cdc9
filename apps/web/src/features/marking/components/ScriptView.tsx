import { fillText, MarkingTexts, ResultTexts, type Script } from '@cdi/contracts';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTime } from '../../../shared/format/date';
import { BackLink } from '../../../shared/ui/BackLink';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { Tabs } from '../../../shared/ui/Tabs';
import { SpeakingBandControl } from '../../results';
import { useScript } from '../hooks/use-marking';
import { formatBand } from '../lib/bands';
import { MARKING_PATH } from '../lib/paths';
import { MarkingStatusBadge } from './MarkingStatusBadge';
import { TaskPanel } from './TaskPanel';
import '../marking.css';

/** Task 1 and Task 2 as tabs; both panels stay mounted, so a form typed in survives a look at the other task. */
function TaskTabs({ script }: { script: Script }) {
  return (
    <Tabs
      label={MarkingTexts.title}
      idPrefix="marking"
      tabs={script.tasks.map((task) => ({
        id: String(task.task),
        label: fillText(MarkingTexts.task, { n: task.task }),
        content: <TaskPanel script={script} task={task} />,
      }))}
    />
  );
}

function ScriptHeader({ script }: { script: Script }) {
  return (
    <PageHeader
      title={`${script.student.name} (${script.student.candidate_id})`}
      subtitle={
        <span className="marking-script__meta">
          <span>{script.test_title}</span>
          {script.submitted_at && (
            <span>
              {MarkingTexts.submitted}: {dateTime(script.submitted_at)}
            </span>
          )}
          <MarkingStatusBadge status={script.status} />
        </span>
      }
      actions={
        script.writing_band !== null && (
          <p className="marking-script__band">
            {MarkingTexts.writingBand}: <strong>{formatBand(script.writing_band)}</strong>
          </p>
        )
      }
    />
  );
}

/** /admin-dashboard/marking/{attemptId}: one candidate's writing, a task at a time, with the examiner's mark form. */
export function ScriptView({ attemptId }: { attemptId: string }) {
  const script = useScript(attemptId);
  return (
    <>
      <BackLink to={MARKING_PATH} label={MarkingTexts.back} />
      {script.isPending && <Spinner label={MarkingTexts.loadingScript} />}
      {script.isError && !script.data && (
        <Notice tone="error">
          {errorMessage(script.error, MarkingTexts.failedToLoadScript)}{' '}
          <Button size="small" onClick={() => void script.refetch()}>
            {MarkingTexts.tryAgain}
          </Button>
        </Notice>
      )}
      {script.data && (
        <>
          <ScriptHeader script={script.data} />
          {/* Speaking is examined at the centre: its band is recorded here, beside the Writing marking. */}
          <section className="panel marking-speaking" aria-label={ResultTexts.speaking}>
            <SpeakingBandControl attemptId={attemptId} />
          </section>
          {script.data.tasks.length === 0 ? <EmptyState title={MarkingTexts.taskNotFound} /> : <TaskTabs script={script.data} />}
        </>
      )}
    </>
  );
}
