import { ContentTexts, fillText, WRITING_QUESTION_TYPE_LABELS, type WritingTask } from '@cdi/contracts';
import { ExamImage } from '../../../../shared/ui/ExamImage';
import '../../exam-parts.css';

interface WritingTaskPreviewProps {
  task: WritingTask;
  imageSrc: (file: string) => string | undefined;
}

const typeName = (type: string) => WRITING_QUESTION_TYPE_LABELS[type] ?? type;

export function WritingTaskPreview({ task, imageSrc }: WritingTaskPreviewProps) {
  const image = task.image ? imageSrc(task.image.file) : undefined;
  return (
    <div className="preview-writing">
      <div className="preview-writing__meta">
        <span className="strong">Task {task.part}</span>
        {task.question_type && <span className="badge badge--info">{typeName(task.question_type)}</span>}
      </div>
      {task.title && <h4 className="preview-group__title">{task.title}</h4>}
      <p className="preview-note">
        {fillText(ContentTexts.writingInstructions, {
          time_limit_minutes: task.time_limit_minutes,
          word_count_minimum: task.word_count_minimum,
        })}
      </p>
      <blockquote className="preview-writing__prompt">{task.prompt}</blockquote>
      {task.chart && (
        <p>
          <span className="strong">Chart:</span> {typeName(task.chart.type)} — {task.chart.title}
        </p>
      )}
      {task.image &&
        (image ? <ExamImage src={image} alt={task.image.alt} /> : <p className="preview-note">Image {task.image.file}</p>)}
    </div>
  );
}
