import { fillText, MarkingTexts, type Script } from '@cdi/contracts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTime } from '../../../shared/format/date';
import { BackLink } from '../../../shared/ui/BackLink';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { useScript } from '../hooks/use-marking';
import { formatBand } from '../lib/bands';
import { MARKING_PATH } from '../lib/paths';
import { MarkingStatusBadge } from './MarkingStatusBadge';
import { TaskPanel } from './TaskPanel';
import '../marking.css';

/**
 * Task 1 and Task 2 as tabs (the ARIA pattern: arrow keys, Home and End). Both panels stay mounted, so
 * what is typed in one task's form survives a look at the other.
 */
function TaskTabs({ script }: { script: Script }) {
  const tasks = script.tasks;
  const [selected, setSelected] = useState(tasks[0]?.task ?? 1);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tasks.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tasks[(target + tasks.length) % tasks.length]!.task;
    setSelected(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="marking-tabs">
      <div role="tablist" aria-label={MarkingTexts.title} className="marking-tabs__list">
        {tasks.map((task, index) => (
          <button
            key={task.task}
            ref={(element) => {
              if (element) refs.current.set(task.task, element);
              else refs.current.delete(task.task);
            }}
            type="button"
            role="tab"
            id={`marking-tab-${task.task}`}
            aria-selected={task.task === selected}
            aria-controls={`marking-panel-${task.task}`}
            tabIndex={task.task === selected ? 0 : -1}
            className={task.task === selected ? 'marking-tabs__tab marking-tabs__tab--active' : 'marking-tabs__tab'}
            onClick={() => setSelected(task.task)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {fillText(MarkingTexts.task, { n: task.task })}
          </button>
        ))}
      </div>
      {tasks.map((task) => (
        <div
          key={task.task}
          role="tabpanel"
          id={`marking-panel-${task.task}`}
          aria-labelledby={`marking-tab-${task.task}`}
          hidden={task.task !== selected}
          className="marking-tabs__panel"
        >
          <TaskPanel attemptId={script.attempt_id} task={task} />
        </div>
      ))}
    </div>
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
            Try again
          </Button>
        </Notice>
      )}
      {script.data && (
        <>
          <ScriptHeader script={script.data} />
          {script.data.tasks.length === 0 ? <EmptyState title={MarkingTexts.taskNotFound} /> : <TaskTabs script={script.data} />}
        </>
      )}
    </>
  );
}
