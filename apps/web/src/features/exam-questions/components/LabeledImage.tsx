import { UploadTexts, type LabelingGroup } from '@cdi/contracts';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useShownNumber } from '../shown-numbers';
import '../exam-questions.css';

interface LabeledImageProps {
  group: Pick<LabelingGroup, 'image' | 'labels' | 'options'>;
  imageSrc: (file: string) => string | undefined;
  /** The answer given for a label, shown on the picture beside its number; none in a preview. */
  answerOf?: (number: number) => string;
}

/**
 * The uploaded picture with each label's box at its position (x, y in percent of the picture, as the
 * content gives them): the question's number, once, and the answer given so far. A typed label's box
 * is as large as the answer box a diagram prints there, and opaque, so the printed number is covered
 * rather than shown twice. The boxes only show; the questions below the picture take the answers.
 * The alt text stands in when the picture cannot load.
 */
export function LabeledImage({ group, imageSrc, answerOf }: LabeledImageProps) {
  const shown = useShownNumber();
  const src = imageSrc(group.image.file);
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) {
    return (
      <p className="q-image-missing">
        {UploadTexts.imageNotFound}: {group.image.alt}
      </p>
    );
  }
  const typed = !group.options;
  return (
    <figure className="q-image">
      <img src={src} alt={group.image.alt} onError={() => setFailed(src)} />
      {group.labels.map((label) => {
        const answer = answerOf?.(label.number) ?? '';
        const position: CSSProperties = { left: `${label.x}%`, top: `${label.y}%` };
        return (
          <span
            key={label.number}
            className={`q-image__label${typed ? ' q-image__label--typed' : ''}`}
            style={position}
            data-label={label.number}
            aria-hidden="true"
          >
            <span className="q-image__number">{shown(label.number)}</span>
            {answer && <span className="q-image__answer">{answer}</span>}
          </span>
        );
      })}
    </figure>
  );
}
