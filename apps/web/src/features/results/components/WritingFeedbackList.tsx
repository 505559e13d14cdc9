import { fillText, ResultTexts, type WritingTaskFeedback } from '@cdi/contracts';
import { useId } from 'react';
import { formatBand } from '../lib/result-format';

const CRITERIA = ['ta', 'cc', 'lr', 'gra'] as const;

function TaskFeedback({ feedback, headingLevel }: { feedback: WritingTaskFeedback; headingLevel: 'h3' | 'h4' }) {
  const id = useId();
  const Heading = headingLevel;
  return (
    <section className="writing-feedback__task" aria-labelledby={id}>
      <Heading id={id} className="writing-feedback__title">
        {fillText(ResultTexts.task, { n: feedback.task })}
        <span className="writing-feedback__band">
          {ResultTexts.band} {formatBand(feedback.band)}
        </span>
      </Heading>
      {feedback.criteria ? (
        <dl className="writing-feedback__criteria">
          {CRITERIA.map((key) => (
            <div key={key}>
              <dt>{ResultTexts.criteria[key]}</dt>
              <dd>{formatBand(feedback.criteria?.[key])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{ResultTexts.notMarkedYet}</p>
      )}
      {feedback.comment.trim() !== '' && (
        <div className="writing-feedback__comment">
          <p className="writing-feedback__comment-label">{ResultTexts.comment}</p>
          <p className="writing-feedback__comment-text">{feedback.comment}</p>
        </div>
      )}
    </section>
  );
}

/** 'Writing feedback': each task's band, the four criteria by name and the examiner's comment. */
export function WritingFeedbackList({
  feedback,
  headingLevel = 'h3',
}: {
  feedback: WritingTaskFeedback[];
  headingLevel?: 'h3' | 'h4';
}) {
  const tasks = [...feedback].sort((a, b) => a.task - b.task);
  if (tasks.length === 0) return <p className="muted">{ResultTexts.notMarkedYet}</p>;
  return (
    <div className="writing-feedback">
      {tasks.map((task) => (
        <TaskFeedback key={task.task} feedback={task} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
