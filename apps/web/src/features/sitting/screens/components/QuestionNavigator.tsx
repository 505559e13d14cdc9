import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { QuestionNumbers } from '../../../exam-questions';
import type { QuestionScreen } from '../hooks/use-question-screen';
import { stepQuestion } from '../lib/navigation';
import { FinishSectionButton } from './FinishSectionButton';

interface QuestionNavigatorProps {
  engine: ExamEngine;
  section: ExamSection;
  screen: QuestionScreen;
  /** Paused or taken over: the section cannot be finished from here. */
  disabled: boolean;
}

/**
 * The bottom bar of listening and reading: a tab per part with its answered count,
 * the active part's numbered questions (green answered, grey not, a flag on those flagged for review),
 * previous/next steppers and the finish button with its review.
 */
export function QuestionNavigator({ engine, section, screen, disabled }: QuestionNavigatorProps) {
  const { partQuestions: parts, activePart, selectPart: onSelectPart, current, jump: onJump, answered, flags: flagged } = screen;
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
                aria-label={active ? undefined : fillText(Texts.partTabName, { n: part, done, total: numbers.length })}
                onClick={() => onSelectPart(part)}
              >
                <span className="question-nav__tab-name">{fillText(Texts.partLabel, { n: part })}</span>
                {!active && (
                  <span className="question-nav__count">{fillText(Texts.answeredOfTotal, { done, total: numbers.length })}</span>
                )}
              </button>
              {active && (
                <QuestionNumbers
                  label={fillText(Texts.partQuestions, { n: part })}
                  numbers={numbers}
                  answered={answered}
                  flagged={flagged}
                  isCurrent={(n) => n === current}
                  onJump={onJump}
                />
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
        <FinishSectionButton engine={engine} section={section} review={screen.review} onJump={onJump} disabled={disabled} />
      </div>
    </nav>
  );
}
