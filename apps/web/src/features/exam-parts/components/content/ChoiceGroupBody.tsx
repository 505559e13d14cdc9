import type { ReactNode } from 'react';
import {
  JUDGEMENT_CHOICES,
  type JudgementGroup,
  type MultipleChoiceGroup,
  type MultipleChoiceWithOptionsGroup,
  type ShortAnswerGroup,
} from '@cdi/contracts';
import { selectionLimit } from '@cdi/exam-core';
import { OptionList, WordLimitNote } from './OptionList';
import '../../exam-parts.css';

function NumberedQuestion({ number, text, children }: { number: number; text: string; children?: ReactNode }) {
  return (
    <li className="preview-question">
      <span className="preview-question__number">{number}</span>
      <div className="preview-question__body">
        <p>{text}</p>
        {children}
      </div>
    </li>
  );
}

export function MultipleChoiceBody({ group }: { group: MultipleChoiceGroup }) {
  return (
    <ol className="preview-questions">
      {group.questions.map((q) => {
        const choose = selectionLimit(q);
        const text = choose > 1 ? `${q.text} (choose ${choose}: questions ${q.number}-${q.number + choose - 1})` : q.text;
        return (
          <NumberedQuestion key={q.number} number={q.number} text={text}>
            <OptionList options={q.options} />
          </NumberedQuestion>
        );
      })}
    </ol>
  );
}

export function SharedOptionsBody({ group }: { group: MultipleChoiceWithOptionsGroup }) {
  return (
    <>
      <OptionList options={group.options} />
      <ol className="preview-questions">
        {group.questions.map((q) => (
          <NumberedQuestion key={q.number} number={q.number} text={q.text} />
        ))}
      </ol>
    </>
  );
}

export function JudgementBody({ group }: { group: JudgementGroup }) {
  return (
    <>
      <p className="preview-note">Answers: {JUDGEMENT_CHOICES[group.type].join(' / ')}</p>
      <ol className="preview-questions">
        {group.questions.map((q) => (
          <NumberedQuestion key={q.number} number={q.number} text={q.text} />
        ))}
      </ol>
    </>
  );
}

export function ShortAnswerBody({ group }: { group: ShortAnswerGroup }) {
  return (
    <>
      <WordLimitNote instructions={group.instructions} maxWords={group.maxWords} />
      <ol className="preview-questions">
        {group.questions.map((q) => (
          <NumberedQuestion key={q.number} number={q.number} text={q.text} />
        ))}
      </ol>
    </>
  );
}

export function MatchingBody({
  group,
}: {
  group: {
    optionsTitle?: string;
    boxOptions: Record<string, string>;
    items: { number: number; text: string; paragraph?: string }[];
  };
}) {
  return (
    <>
      <OptionList options={group.boxOptions} title={group.optionsTitle} />
      <ol className="preview-questions">
        {group.items.map((item) => (
          <NumberedQuestion
            key={item.number}
            number={item.number}
            text={item.paragraph ? `Paragraph ${item.paragraph}: ${item.text}` : item.text}
          />
        ))}
      </ol>
    </>
  );
}
