import { fillText, PracticeTexts, Texts } from '@cdi/contracts';

interface QuestionListProps {
  numbers: readonly number[];
  answered: ReadonlySet<number>;
  flagged: ReadonlySet<number>;
  /** The questions of the group on screen. */
  onScreen: readonly number[];
  onJump: (question: number) => void;
}

function questionButtonLabel(question: number, answered: boolean, flagged: boolean): string {
  const states = [answered ? PracticeTexts.answeredState : PracticeTexts.unansweredState, flagged && PracticeTexts.flaggedState];
  return `${fillText(Texts.questionLabel, { n: question })}, ${states.filter(Boolean).join(', ')}`;
}

/** Every question of the test as a button: answered ones filled, flagged ones marked; a press jumps to it. */
export function QuestionList({ numbers, answered, flagged, onScreen, onJump }: QuestionListProps) {
  return (
    <ol className="practice-questions" aria-label={PracticeTexts.questionList}>
      {numbers.map((n) => {
        const classes = [
          'practice-questions__button',
          answered.has(n) && 'practice-questions__button--answered',
          flagged.has(n) && 'practice-questions__button--flagged',
          onScreen.includes(n) && 'practice-questions__button--on-screen',
        ].filter(Boolean);
        return (
          <li key={n}>
            <button
              type="button"
              className={classes.join(' ')}
              aria-label={questionButtonLabel(n, answered.has(n), flagged.has(n))}
              aria-current={onScreen.includes(n) ? 'step' : undefined}
              onClick={() => onJump(n)}
            >
              {n}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
