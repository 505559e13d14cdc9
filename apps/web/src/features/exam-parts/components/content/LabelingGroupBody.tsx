import type { LabelingGroup } from '@cdi/contracts';
import { ExamImage } from '../../../../shared/ui/ExamImage';
import { OptionList, WordLimitNote } from './OptionList';
import '../../exam-parts.css';

interface LabelingBodyProps {
  group: LabelingGroup;
  imageSrc: (file: string) => string | undefined;
}

/** The uploaded image with its numbered boxes where the labels go, then the labels as a list. */
export function LabelingBody({ group, imageSrc }: LabelingBodyProps) {
  const src = imageSrc(group.image.file);
  return (
    <>
      {src ? (
        <figure className="labeled-image">
          <ExamImage src={src} alt={group.image.alt} />
          {group.labels.map((label) => (
            <span
              key={label.number}
              className="labeled-image__marker"
              style={{ left: `${label.x}%`, top: `${label.y}%` }}
              aria-hidden="true"
            >
              {label.number}
            </span>
          ))}
        </figure>
      ) : (
        <p className="preview-note">
          Image <code>{group.image.file}</code> ({group.image.alt})
        </p>
      )}
      {group.options ? <OptionList options={group.options} /> : <WordLimitNote maxWords={group.maxWords} />}
      <ol className="preview-questions">
        {group.labels.map((label) => (
          <li key={label.number} className="preview-question">
            <span className="preview-question__number">{label.number}</span>
            <div className="preview-question__body">
              <p>{label.description ?? `Label at ${label.x}% across, ${label.y}% down`}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
