import { MarkingTexts, type TaskMark } from '@cdi/contracts';
import { dateTime } from '../../../shared/format/date';
import { MarkSummary } from './MarkSummary';

/** The other examiners' submitted marks of a task (the server sends them once the signed-in mark is in). */
export function OtherMarks({ marks, headingId }: { marks: TaskMark[]; headingId: string }) {
  return (
    <section className="marking-others" aria-labelledby={headingId}>
      <h3 id={headingId} className="marking-section-title">
        {MarkingTexts.otherMarks}
      </h3>
      {marks.map((mark) => (
        <article key={mark.marker_id} className="marking-others__mark" aria-label={mark.marker_name}>
          <p className="marking-others__marker">
            <strong>{mark.marker_name}</strong> <span className="muted">{dateTime(mark.updated_at)}</span>
          </p>
          <MarkSummary criteria={mark.criteria} comment={mark.comment} />
        </article>
      ))}
    </section>
  );
}
