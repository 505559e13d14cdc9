import { flagLabel } from '../lib/question-numbers';
import { useShownNumber } from '../shown-numbers';
import type { GroupAnswers } from '../hooks/use-group-answers';

/** A flag: outlined when off, filled when on, so the state never rests on colour alone. */
function FlagIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="icon" width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 21V4M5 4h11l-2 4 2 4H5"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface FlagToggleProps {
  /** Every number of the question: a choose-TWO question is flagged as a whole. */
  numbers: readonly number[];
  answers: GroupAnswers;
  /** Icon only, for gaps inside running text. */
  compact?: boolean;
}

/**
 * 'Flag question N for review': marks the question in the navigator; flagging is not an answer. The
 * button always reads "Flag" (its name must hold what it shows); a flagged question also shows a
 * filled flag and, beside full-size buttons, the word "Flagged".
 */
export function FlagToggle({ numbers, answers, compact = false }: FlagToggleProps) {
  const flagged = numbers.some((n) => answers.isFlagged(n));
  const shown = useShownNumber();
  const label = flagLabel(numbers.map(shown));
  return (
    <span className={`q-flag-toggle${compact ? ' q-flag-toggle--compact' : ''}`}>
      {flagged && !compact && (
        <span className="q-flag-toggle__state" aria-hidden="true">
          Flagged
        </span>
      )}
      <button
        type="button"
        className="button button--small q-flag"
        aria-pressed={flagged}
        aria-label={label}
        title={label}
        onClick={() => answers.toggleFlag(numbers)}
      >
        <FlagIcon filled={flagged} />
        {!compact && <span>Flag</span>}
      </button>
    </span>
  );
}
