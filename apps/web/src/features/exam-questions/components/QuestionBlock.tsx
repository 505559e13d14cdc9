import type { ReactNode } from 'react';
import { questionElementId } from '../answer-access';
import { useShownNumber } from '../shown-numbers';
import type { GroupAnswers } from '../hooks/use-group-answers';
import { FlagToggle } from './FlagToggle';

interface QuestionBlockProps {
  /** The question's numbers: one, or several for a choose-TWO question. */
  numbers: readonly number[];
  answers: GroupAnswers;
  idPrefix: string;
  children: ReactNode;
}

/**
 * One question in a list: the navigator scrolls to its id. A question covering several numbers keeps
 * an anchor for each of the others so a jump to any of them lands here.
 */
export function QuestionBlock({ numbers, answers, idPrefix, children }: QuestionBlockProps) {
  const [first, ...others] = numbers;
  const flagged = numbers.some((n) => answers.isFlagged(n));
  return (
    <div id={`${idPrefix}${questionElementId(first!)}`} className={`q-block${flagged ? ' q-block--flagged' : ''}`}>
      {others.map((n) => (
        <span key={n} id={`${idPrefix}${questionElementId(n)}`} className="q-anchor" />
      ))}
      <div className="q-block__body">{children}</div>
      <FlagToggle numbers={numbers} answers={answers} />
    </div>
  );
}

/** A question inside running text, a table cell or a flow-chart step: its control and a small flag. */
export function InlineQuestion({
  number,
  answers,
  idPrefix,
  children,
}: Omit<QuestionBlockProps, 'numbers'> & { number: number }) {
  const flagged = answers.isFlagged(number);
  return (
    <span id={`${idPrefix}${questionElementId(number)}`} className={`q-inline${flagged ? ' q-inline--flagged' : ''}`}>
      {children}
      <FlagToggle numbers={[number]} answers={answers} compact />
    </span>
  );
}

/** The question's number as printed beside it; screen readers hear "Question 8". */
export function QuestionNumber({ numbers }: { numbers: readonly number[] }) {
  const shown = useShownNumber();
  const text = numbers.length > 1 ? `${shown(numbers[0]!)}\u2013${shown(numbers.at(-1)!)}` : String(shown(numbers[0]!));
  return (
    <span className="q-number">
      <span className="sr-only">{numbers.length > 1 ? 'Questions ' : 'Question '}</span>
      {text}
    </span>
  );
}
