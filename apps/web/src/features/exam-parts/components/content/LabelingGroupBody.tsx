import type { LabelingGroup } from '@cdi/contracts';
import { LabeledImage } from '../../../exam-questions';
import { OptionList, WordLimitNote } from './OptionList';
import '../../exam-parts.css';

interface LabelingBodyProps {
  group: LabelingGroup;
  imageSrc: (file: string) => string | undefined;
}

/** The uploaded image with its numbered boxes where the labels go (as the candidate sees it), then the labels as a list. */
export function LabelingBody({ group, imageSrc }: LabelingBodyProps) {
  const src = imageSrc(group.image.file);
  return (
    <>
      {src ? (
        <LabeledImage group={group} imageSrc={imageSrc} />
      ) : (
        <p className="preview-note">
          Image <code>{group.image.file}</code> ({group.image.alt})
        </p>
      )}
      {group.options ? (
        <OptionList options={group.options} />
      ) : (
        <WordLimitNote instructions={group.instructions} maxWords={group.maxWords} />
      )}
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
