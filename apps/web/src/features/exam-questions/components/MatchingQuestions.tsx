import { ContentTexts, type MatchingGroup, type Options } from '@cdi/contracts';
import { optionEntries } from '@cdi/exam-core';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { GroupAnswers } from '../hooks/use-group-answers';
import { useOptionMoves } from '../hooks/use-option-moves';
import { optionLabel, optionsNeedBox } from '../lib/option-label';
import { useParagraphSlotPlaces } from '../paragraph-slots';
import { controlProps } from './control-props';
import { MovesHint, OptionGap, OptionTray } from './OptionBoard';
import { OptionBox } from './OptionBox';
import { QuestionBlock, QuestionNumber } from './QuestionBlock';

interface BodyProps<G> {
  group: G;
  answers: GroupAnswers;
  idPrefix: string;
}

interface OptionSelectProps {
  number: number;
  options: Options;
  answers: GroupAnswers;
  id: string;
}

/** A list of the box's options for one question; choosing one stores its key at once. */
export function OptionSelect({ number, options, answers, id }: OptionSelectProps) {
  return (
    <select
      id={id}
      className="q-select"
      value={answers.value(number)}
      disabled={answers.disabled}
      onChange={(event) => answers.choose(number, event.target.value)}
      {...controlProps(number, answers)}
    >
      <option value="">Choose an answer</option>
      {optionEntries(options).map(([key, text]) => (
        <option key={key} value={key}>
          {optionLabel(key, text)}
        </option>
      ))}
    </select>
  );
}

/** Matching features, paragraphs, information, sentence endings: each item picks from the box. */
export function MatchingQuestions({ group, answers, idPrefix }: BodyProps<MatchingGroup>) {
  const uid = useId();
  return (
    <>
      {optionsNeedBox(group.boxOptions) && <OptionBox options={group.boxOptions} title={group.optionsTitle} />}
      <div className="q-list">
        {group.items.map((item) => {
          const id = `${uid}-${item.number}`;
          return (
            <QuestionBlock key={item.number} numbers={[item.number]} answers={answers} idPrefix={idPrefix}>
              <div className="q-match">
                <label htmlFor={id} className="q-match__item">
                  <QuestionNumber numbers={[item.number]} /> {item.text}
                </label>
                <OptionSelect id={id} number={item.number} options={group.boxOptions} answers={answers} />
              </div>
            </QuestionBlock>
          );
        })}
      </div>
    </>
  );
}

/**
 * Matching headings: the 'List of Headings' to drag from and one slot per paragraph, here and, as on
 * the official test, at the top of the paragraph in the passage. Both slots of a question are one
 * answer, kept by the same answers and moves. A heading dropped on a slot leaves any slot that held
 * it; the list keeps its order, a used heading leaving its place empty.
 */
export function MatchingHeadingsQuestions({ group, answers, idPrefix }: BodyProps<MatchingGroup>) {
  const uid = useId();
  const moves = useOptionMoves(group.boxOptions, answers);
  const hintId = `${uid}-hint`;
  const slotPlaceOf = useParagraphSlotPlaces();
  return (
    <div className="q-headings" onKeyDown={moves.onKeyDown}>
      <OptionTray
        options={group.boxOptions}
        moves={moves}
        answers={answers}
        title={group.optionsTitle ?? 'List of Headings'}
        titleId={`${uid}-box`}
        layout="list"
        usedOptions="vanish"
        allUsedNote={ContentTexts.allHeadingsUsed}
      />
      <MovesHint id={hintId} />
      <div className="q-list">
        {group.items.map((item) => (
          <QuestionBlock key={item.number} numbers={[item.number]} answers={answers} idPrefix={idPrefix}>
            <div className="q-match q-match--slot">
              <span id={`${uid}-${item.number}-item`} className="q-match__item">
                {item.text}
              </span>
              <OptionGap
                id={`${uid}-${item.number}`}
                number={item.number}
                options={group.boxOptions}
                moves={moves}
                answers={answers}
                hintId={hintId}
                describedBy={`${uid}-${item.number}-item`}
                wide
              />
            </div>
          </QuestionBlock>
        ))}
      </div>
      {group.items.map((item) => {
        const place = item.paragraph === undefined ? undefined : slotPlaceOf(item.paragraph);
        return (
          place &&
          createPortal(
            <OptionGap
              id={`${uid}-${item.number}-passage`}
              number={item.number}
              options={group.boxOptions}
              moves={moves}
              answers={answers}
              hintId={hintId}
              inPassage={item.text}
              wide
            />,
            place,
            item.number,
          )
        );
      })}
    </div>
  );
}
