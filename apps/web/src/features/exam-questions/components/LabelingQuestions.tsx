import { UploadTexts, type LabelingGroup } from '@cdi/contracts';
import { useId, useState } from 'react';
import type { GroupAnswers } from '../hooks/use-group-answers';
import { optionsNeedBox } from '../lib/option-label';
import { OptionSelect } from './MatchingQuestions';
import { OptionBox } from './OptionBox';
import { QuestionBlock, QuestionNumber } from './QuestionBlock';
import { WordLimitedAnswer } from './TextAnswer';

interface LabelingProps {
  group: LabelingGroup;
  answers: GroupAnswers;
  idPrefix: string;
  imageSrc: (file: string) => string | undefined;
}

/** The uploaded picture with a numbered box at each label; the alt text stands in when it cannot load. */
function LabeledImage({ group, imageSrc }: Pick<LabelingProps, 'group' | 'imageSrc'>) {
  const src = imageSrc(group.image.file);
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) {
    return (
      <p className="q-image-missing">
        {UploadTexts.imageNotFound}: {group.image.alt}
      </p>
    );
  }
  return (
    <figure className="q-image">
      <img src={src} alt={group.image.alt} onError={() => setFailed(src)} />
      {group.labels.map((label) => (
        <span
          key={label.number}
          className="q-image__marker"
          style={{ left: `${label.x}%`, top: `${label.y}%` }}
          aria-hidden="true"
        >
          {label.number}
        </span>
      ))}
    </figure>
  );
}

/** Diagram, plan and map labeling: one answer per numbered box, a letter from the list or typed words. */
export function LabelingQuestions({ group, answers, idPrefix, imageSrc }: LabelingProps) {
  const uid = useId();
  return (
    <>
      <LabeledImage group={group} imageSrc={imageSrc} />
      {group.options && optionsNeedBox(group.options) && <OptionBox options={group.options} />}
      <div className="q-list">
        {group.labels.map((label) => {
          const id = `${uid}-${label.number}`;
          return (
            <QuestionBlock key={label.number} numbers={[label.number]} answers={answers} idPrefix={idPrefix}>
              {group.options ? (
                <div className="q-match">
                  <label htmlFor={id} className="q-match__item">
                    <QuestionNumber numbers={[label.number]} /> {label.description}
                  </label>
                  <OptionSelect id={id} number={label.number} options={group.options} answers={answers} />
                </div>
              ) : (
                <WordLimitedAnswer
                  number={label.number}
                  answers={answers}
                  inputId={id}
                  maxWords={group.maxWords}
                  label={label.description}
                />
              )}
            </QuestionBlock>
          );
        })}
      </div>
    </>
  );
}
