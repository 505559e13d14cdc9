import { FINAL_RULE_LABELS, fillText, MarkingTexts, type Script, type ScriptTask, toleranceLabel } from '@cdi/contracts';
import { ExamImage } from '../../../shared/ui/ExamImage';
import { Notice } from '../../../shared/ui/Notice';
import { LazyChartView, questionTypeLabel } from '../../writing-charts';
import { formatBand } from '../lib/bands';
import { BandDescriptors } from './BandDescriptors';
import { MarkForm } from './MarkForm';
import { MarkingStatusBadge } from './MarkingStatusBadge';
import { OtherMarks } from './OtherMarks';

/** The task as the candidate saw it: the prompt and, for task 1, its chart or picture. */
function TaskPrompt({ task }: { task: ScriptTask }) {
  const headingId = `task-${task.task}-prompt`;
  const imageUrl = task.image_url;
  return (
    <section className="marking-prompt" aria-labelledby={headingId}>
      <h2 id={headingId} className="marking-section-title">
        {MarkingTexts.prompt}
      </h2>
      {task.title && <p className="marking-prompt__title">{task.title}</p>}
      {task.question_type && <span className="badge badge--neutral">{questionTypeLabel(task.question_type)}</span>}
      <p className="marking-prompt__text">{task.prompt}</p>
      {task.task === 1 &&
        (task.chart !== null ? (
          // The script carries one image URL: it serves any picture the chart names.
          <LazyChartView chart={task.chart} imageSrc={() => imageUrl ?? undefined} />
        ) : (
          imageUrl && <ExamImage className="marking-prompt__image" src={imageUrl} alt={task.title ?? MarkingTexts.prompt} />
        ))}
    </section>
  );
}

/** What the candidate wrote, paragraphs kept, with its length against the task's minimum. */
function TaskResponse({ task }: { task: ScriptTask }) {
  const headingId = `task-${task.task}-response`;
  // The server's flag decides; the text says by how much.
  const short = task.under_length
    ? fillText(MarkingTexts.underLength, { count: task.word_count, min: task.minimum_words })
    : null;
  return (
    <section className="marking-response" aria-labelledby={headingId}>
      <h2 id={headingId} className="marking-section-title">
        {MarkingTexts.response}
      </h2>
      <p className="marking-response__count">
        {fillText(MarkingTexts.wordCount, { count: task.word_count })}
        {short && (
          <>
            {' '}
            <span className="badge badge--warning marking-flag">{short}</span>
          </>
        )}
      </p>
      {task.response.trim() === '' ? (
        <p className="muted">{MarkingTexts.noResponse}</p>
      ) : (
        <div className="marking-response__text">{task.response}</div>
      )}
    </section>
  );
}

/** One writing task of a script: prompt beside response, then the mark form beside the band descriptors. */
export function TaskPanel({ script, task }: { script: Script; task: ScriptTask }) {
  const attemptId = script.attempt_id;
  const otherMarksId = `task-${task.task}-others`;
  return (
    <div className="marking-task">
      <div className="marking-task__status">
        <MarkingStatusBadge status={task.status} />
        {task.band !== null && (
          <span>
            {MarkingTexts.taskBand}: <strong>{formatBand(task.band)}</strong>
          </span>
        )}
      </div>
      {task.status === 'needs_third' && (
        <Notice tone="info">
          {fillText(MarkingTexts.flaggedForThird, {
            tolerance: toleranceLabel(script.tolerance),
            decides: FINAL_RULE_LABELS[script.final_rule],
          })}
        </Notice>
      )}
      <div className="marking-task__script">
        <TaskPrompt task={task} />
        <TaskResponse task={task} />
      </div>
      <div className="marking-task__marking">
        <div className="marking-task__form">
          <MarkForm attemptId={attemptId} task={task} />
          {task.other_marks.length > 0 && <OtherMarks marks={task.other_marks} headingId={otherMarksId} />}
        </div>
        <BandDescriptors />
      </div>
    </div>
  );
}
