import type { LabelingGroup } from '@cdi/contracts';
import { answerLimitHint } from '@cdi/exam-core';
import { useId } from 'react';
import type { GroupAnswers } from '../hooks/use-group-answers';
import { optionsNeedBox } from '../lib/option-label';
import { LabeledImage } from './LabeledImage';
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

/** Diagram, plan and map labeling: one answer per numbered box, a letter from the list or typed words. */
export function LabelingQuestions({ group, answers, idPrefix, imageSrc }: LabelingProps) {
  const uid = useId();
  return (
    <>
      <LabeledImage group={group} imageSrc={imageSrc} answerOf={(n) => answers.value(n)} />
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
                  limitHint={answerLimitHint(group.instructions, group.maxWords)}
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
