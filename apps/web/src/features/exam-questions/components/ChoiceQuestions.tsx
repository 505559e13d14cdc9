import {
  JUDGEMENT_CHOICES,
  type JudgementGroup,
  type MultipleChoiceGroup,
  type MultipleChoiceQuestion,
  type MultipleChoiceWithOptionsGroup,
  type ShortAnswerGroup,
} from '@cdi/contracts';
import { answerLimitHint, canonicalLetters, optionEntries, parseLetters, selectionLimit, toggleLetter } from '@cdi/exam-core';
import { useId, useState } from 'react';
import type { GroupAnswers } from '../hooks/use-group-answers';
import { controlProps } from './control-props';
import { OptionBox } from './OptionBox';
import { QuestionBlock, QuestionNumber } from './QuestionBlock';
import { WordLimitedAnswer } from './TextAnswer';

interface BodyProps<G> {
  group: G;
  answers: GroupAnswers;
  idPrefix: string;
}

interface Choice {
  value: string;
  /** Shown beside the radio; the key alone when the text is in a box above. */
  key: string;
  text?: string;
  /** Read to screen readers only: the option's text when the box shows it. */
  spoken?: string;
}

/** One question answered by one radio; the checked radio (else the first) is the navigator's target. */
function RadioQuestion({
  number,
  text,
  choices,
  answers,
  inline = false,
}: {
  number: number;
  text: string;
  choices: Choice[];
  answers: GroupAnswers;
  inline?: boolean;
}) {
  const name = useId();
  const value = answers.value(number);
  const target = choices.some((c) => c.value === value) ? value : choices[0]?.value;
  return (
    <fieldset className="q-choice">
      <legend className="q-choice__legend">
        <QuestionNumber numbers={[number]} /> {text}
      </legend>
      <div className={`q-choice__options${inline ? ' q-choice__options--inline' : ''}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="q-option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={answers.disabled}
              onChange={() => answers.choose(number, choice.value)}
              {...controlProps(number, answers, { reportClick: true, marker: choice.value === target ? number : null })}
            />
            <span className="q-option__key">{choice.key}</span>
            {choice.text && <span className="q-option__text">{choice.text}</span>}
            {choice.spoken && <span className="sr-only">{choice.spoken}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Choose TWO letters": checkboxes taking up to maxSelections letters, stored as 'A, C'. Once the
 * maximum is ticked, a new tick replaces the one ticked last. Each of the question's
 * numbers marks one checkbox, so the navigator can land on 25 or 26.
 */
function LettersQuestion({ question, answers }: { question: MultipleChoiceQuestion; answers: GroupAnswers }) {
  const max = selectionLimit(question);
  const numbers = Array.from({ length: max }, (_, i) => question.number + i);
  const hintId = useId();
  // The order of choice is what the replacement rule needs; the stored answer is sorted.
  const [chosen, setChosen] = useState(() => parseLetters(answers.value(question.number)));

  const toggle = (letter: string) => {
    const next = toggleLetter(chosen, letter, max);
    const replaced = chosen.find((l) => !next.includes(l) && l !== letter);
    if (replaced) answers.announce(`${replaced} was replaced by ${letter}: choose at most ${max}.`);
    setChosen(next);
    answers.choose(question.number, canonicalLetters(next));
  };

  return (
    <fieldset className="q-choice" aria-describedby={hintId}>
      <legend className="q-choice__legend">
        <QuestionNumber numbers={numbers} /> {question.text}
      </legend>
      <p id={hintId} className="q-choice__hint">
        Choose {max} answers ({chosen.length} chosen).
      </p>
      <div className="q-choice__options">
        {optionEntries(question.options).map(([key, text], i) => (
          <label key={key} className="q-option">
            <input
              type="checkbox"
              value={key}
              checked={chosen.includes(key)}
              disabled={answers.disabled}
              onChange={() => toggle(key)}
              {...controlProps(question.number, answers, { reportClick: true, marker: numbers[i] ?? null })}
            />
            <span className="q-option__key">{key}</span>
            <span className="q-option__text">{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MultipleChoiceQuestions({ group, answers, idPrefix }: BodyProps<MultipleChoiceGroup>) {
  return (
    <div className="q-list">
      {group.questions.map((question) => {
        const max = selectionLimit(question);
        return (
          <QuestionBlock
            key={question.number}
            numbers={Array.from({ length: max }, (_, i) => question.number + i)}
            answers={answers}
            idPrefix={idPrefix}
          >
            {max > 1 ? (
              <LettersQuestion question={question} answers={answers} />
            ) : (
              <RadioQuestion
                number={question.number}
                text={question.text}
                answers={answers}
                choices={optionEntries(question.options).map(([key, text]) => ({ value: key, key, text }))}
              />
            )}
          </QuestionBlock>
        );
      })}
    </div>
  );
}

/** One box of options A-G shared by every question; each question picks one letter. */
export function SharedOptionQuestions({ group, answers, idPrefix }: BodyProps<MultipleChoiceWithOptionsGroup>) {
  const choices = optionEntries(group.options).map(([key, text]) => ({ value: key, key, spoken: text }));
  return (
    <>
      <OptionBox options={group.options} />
      <div className="q-list">
        {group.questions.map((question) => (
          <QuestionBlock key={question.number} numbers={[question.number]} answers={answers} idPrefix={idPrefix}>
            <RadioQuestion number={question.number} text={question.text} choices={choices} answers={answers} inline />
          </QuestionBlock>
        ))}
      </div>
    </>
  );
}

/** TRUE / FALSE (/ NOT GIVEN) and YES / NO (/ NOT GIVEN): the choices come from the type alone. */
export function JudgementQuestions({ group, answers, idPrefix }: BodyProps<JudgementGroup>) {
  const choices = JUDGEMENT_CHOICES[group.type].map((choice) => ({ value: choice, key: choice }));
  return (
    <div className="q-list">
      {group.questions.map((question) => (
        <QuestionBlock key={question.number} numbers={[question.number]} answers={answers} idPrefix={idPrefix}>
          <RadioQuestion number={question.number} text={question.text} choices={choices} answers={answers} inline />
        </QuestionBlock>
      ))}
    </div>
  );
}

export function ShortAnswerQuestions({ group, answers, idPrefix }: BodyProps<ShortAnswerGroup>) {
  const inputId = useId();
  return (
    <div className="q-list">
      {group.questions.map((question) => (
        <QuestionBlock key={question.number} numbers={[question.number]} answers={answers} idPrefix={idPrefix}>
          <WordLimitedAnswer
            number={question.number}
            answers={answers}
            inputId={`${inputId}-${question.number}`}
            maxWords={group.maxWords}
            limitHint={answerLimitHint(group.instructions, group.maxWords)}
            label={question.text}
          />
        </QuestionBlock>
      ))}
    </div>
  );
}
