import { fillText, Texts } from '@cdi/contracts';
import { questionStateLabel } from '../lib/question-numbers';
import { useShownNumber } from '../shown-numbers';
import '../exam-questions.css';

interface QuestionNumbersProps {
  /** What the list is, for screen readers ('Questions of part 2'). */
  label: string;
  numbers: readonly number[];
  answered: ReadonlySet<number>;
  flagged: ReadonlySet<number>;
  isCurrent: (n: number) => boolean;
  onJump: (n: number) => void;
  /** How a number is read out: 'Question 12' (as the paper numbers it) unless said otherwise ('Task 1'). */
  nameOf?: (n: number) => string;
}

/**
 * The flag a flagged question carries inside its button, beside the number: drawn, not a font glyph,
 * and inside the button so no edge of the bar clips it. The button's name says 'flagged for review'.
 */
function FlagMark() {
  return (
    <svg
      className="question-number__flag"
      data-flag-mark=""
      width={14}
      height={14}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 22V3h13l-3 5 3 5H7v9z" fill="currentColor" />
    </svg>
  );
}

/**
 * Numbered buttons, one per question: answered ones filled, flagged ones marked (not by colour alone),
 * the current one outlined; a press jumps to it. The exam's bottom bars and practice mode share them.
 */
export function QuestionNumbers({ label, numbers, answered, flagged, isCurrent, onJump, nameOf }: QuestionNumbersProps) {
  const shown = useShownNumber();
  const name = nameOf ?? ((n: number) => fillText(Texts.questionLabel, { n: shown(n) }));
  return (
    <ol className="question-numbers" aria-label={label}>
      {numbers.map((n) => {
        const current = isCurrent(n);
        const classes = [
          'question-number',
          answered.has(n) && 'question-number--answered',
          flagged.has(n) && 'question-number--flagged',
          current && 'question-number--current',
        ].filter(Boolean);
        return (
          <li key={n}>
            <button
              type="button"
              className={classes.join(' ')}
              aria-label={questionStateLabel(name(n), answered.has(n), flagged.has(n))}
              aria-current={current ? 'true' : undefined}
              onClick={() => onJump(n)}
            >
              {shown(n)}
              {flagged.has(n) && <FlagMark />}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
