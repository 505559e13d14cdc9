import { sentenceMaxWordsHint, wordLimitStatus } from '@cdi/exam-core';
import type { ReactNode } from 'react';
import type { GroupAnswers } from '../hooks/use-group-answers';
import { controlProps } from './control-props';
import { QuestionNumber } from './QuestionBlock';

/** Candidates' answers are not to be autocorrected or suggested (exam rules). */
const PLAIN_TEXT = { type: 'text', autoComplete: 'off', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } as const;

interface TextAnswerProps {
  number: number;
  answers: GroupAnswers;
  inputId: string;
  maxWords: number;
}

/**
 * Spec 1 §5, short answers (and typed labels): the question as the input's label, then the limit as
 * the instruction words it (`limitHint`, from answerLimitHint), the count as count/limit, and 'N words
 * remaining' or, in red with a warning sign, 'Answer exceeds the word limit of N words'.
 */
export function WordLimitedAnswer({
  number,
  answers,
  inputId,
  maxWords,
  label,
  limitHint,
}: TextAnswerProps & { label: ReactNode; limitHint: string }) {
  const value = answers.value(number);
  const status = wordLimitStatus(value, maxWords);
  return (
    <div className="q-text-answer">
      <label htmlFor={inputId} className="q-text-answer__label">
        <QuestionNumber numbers={[number]} /> {label}
      </label>
      <input
        {...PLAIN_TEXT}
        {...controlProps(number, answers)}
        id={inputId}
        className="q-input"
        value={value}
        readOnly={answers.disabled}
        aria-invalid={status.over || undefined}
        aria-describedby={`${inputId}-limit ${inputId}-status`}
        onChange={(event) => answers.type(number, event.target.value)}
      />
      <p className="q-word-limit">
        <span id={`${inputId}-limit`}>{limitHint}</span>
        <span className="q-word-limit__counter" aria-hidden="true">
          {status.counter}
        </span>
        <span id={`${inputId}-status`} className={status.over ? 'q-word-limit__over' : undefined}>
          {status.over && <span aria-hidden="true">⚠ </span>}
          {status.message}
        </span>
      </p>
    </div>
  );
}

/**
 * A gap in running text, a form, a table or a flow chart: its number and a short input. Inline gaps
 * take 30 characters; sentence completion takes maxWords × 10 and says '(max N words)'.
 */
export function GapInput({
  number,
  answers,
  inputId,
  maxWords,
  maxLength,
  sentence,
}: TextAnswerProps & { maxLength: number; sentence: boolean }) {
  return (
    <>
      <label htmlFor={inputId} className="q-gap__number">
        <QuestionNumber numbers={[number]} />
      </label>
      <input
        {...PLAIN_TEXT}
        {...controlProps(number, answers)}
        id={inputId}
        className={`q-input q-input--gap${sentence ? ' q-input--sentence' : ''}`}
        value={answers.value(number)}
        maxLength={maxLength}
        readOnly={answers.disabled}
        aria-describedby={sentence ? `${inputId}-limit` : undefined}
        onChange={(event) => answers.type(number, event.target.value)}
      />
      {sentence && (
        <span id={`${inputId}-limit`} className="q-gap__limit">
          {sentenceMaxWordsHint(maxWords)}
        </span>
      )}
    </>
  );
}
