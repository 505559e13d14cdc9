import type { RosterRow, ShownQuestionNumbers } from '@cdi/contracts';
import { flagsText, writingWordsText, type RosterSummaryText } from '../lib/writing-progress';
import '../invigilation.css';

function Summary({ text, className }: { text: RosterSummaryText | null; className: string }) {
  if (!text) return <span className="muted">—</span>;
  return (
    <span className={className}>
      <span aria-hidden="true">{text.short}</span>
      <span className="sr-only">{text.long}</span>
    </span>
  );
}

/** Words typed per writing task, as the server counts them from the saved answers. */
export function WritingWordsCell({ row }: { row: RosterRow }) {
  return <Summary text={writingWordsText(row)} className="roster-words" />;
}

/** How many questions the candidate has flagged for review, and which. */
export function FlagsCell({ row, shownNumbers }: { row: RosterRow; shownNumbers: ShownQuestionNumbers }) {
  return <Summary text={flagsText(row, shownNumbers)} className="roster-flags" />;
}
