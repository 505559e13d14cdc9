import { fillText, Texts } from '@cdi/contracts';
import type { ReactNode } from 'react';
import { stepQuestion, type PartQuestions } from '../lib/navigation';

interface QuestionNavigatorProps {
  parts: PartQuestions[];
  activePart: number;
  onSelectPart: (part: number) => void;
  current: number;
  onJump: (question: number) => void;
  answered: ReadonlySet<number>;
  flagged: ReadonlySet<number>;
  /** The finish button, at the end of the bar. */
  finish: ReactNode;
}

function questionButtonLabel(question: number, answered: boolean, flagged: boolean): string {
  const states = [answered ? Texts.answeredState : Texts.unansweredState, flagged && Texts.flaggedState].filter(Boolean);
  return `${fillText(Texts.questionLabel, { n: question })}, ${states.join(', ')}`;
}

/**
 * The bottom bar of listening and reading (spec 1 §2.8-2.9): a tab per part with its answered count,
 * the active part's numbered questions (green answered, grey not, a flag on those flagged for review),
 * previous/next steppers and the finish button.
 */
export function QuestionNavigator({
  parts,
  activePart,
  onSelectPart,
  current,
  onJump,
  answered,
  flagged,
  finish,
}: QuestionNavigatorProps) {
  return (
    <nav className="question-nav" aria-label={Texts.questionNavigation}>
      <div className="question-nav__parts">
        {parts.map(({ part, numbers }) => {
          const done = numbers.filter((n) => answered.has(n)).length;
          const active = part === activePart;
          return (
            <div key={part} className={active ? 'question-nav__part question-nav__part--active' : 'question-nav__part'}>
              <button
                type="button"
                className="question-nav__tab"
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelectPart(part)}
              >
                <span className="question-nav__tab-name">{fillText(Texts.partLabel, { n: part })}</span>
                {!active && (
                  <span className="question-nav__count">{fillText(Texts.answeredOfTotal, { done, total: numbers.length })}</span>
                )}
              </button>
              {active && (
                <ol className="question-nav__numbers" aria-label={fillText(Texts.partQuestions, { n: part })}>
                  {numbers.map((n) => {
                    const isAnswered = answered.has(n);
                    const isFlagged = flagged.has(n);
                    const classes = [
                      'question-nav__number',
                      isAnswered && 'question-nav__number--answered',
                      isFlagged && 'question-nav__number--flagged',
                      n === current && 'question-nav__number--current',
                    ].filter(Boolean);
                    return (
                      <li key={n}>
                        <button
                          type="button"
                          className={classes.join(' ')}
                          aria-label={questionButtonLabel(n, isAnswered, isFlagged)}
                          aria-current={n === current ? 'true' : undefined}
                          onClick={() => onJump(n)}
                        >
                          {n}
                        </button>
                      </li>
                    );
                  })}
                </ol>
              )}
            </div>
          );
        })}
      </div>
      <div className="question-nav__end">
        <button
          type="button"
          className="question-nav__step"
          aria-label={Texts.previousQuestion}
          onClick={() => onJump(stepQuestion(parts, current, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="question-nav__step"
          aria-label={Texts.nextQuestion}
          onClick={() => onJump(stepQuestion(parts, current, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
        {finish}
      </div>
    </nav>
  );
}
