import { fillText, MarkingTexts, type ScriptListItem } from '@cdi/contracts';
import { underLengthText } from '../lib/bands';

/** Words per task ('Task 1: 162 words'), each short one badged with what it lacks. */
export function WordCounts({ counts }: { counts: ScriptListItem['word_counts'] }) {
  return (
    <ul className="marking-words">
      {counts.map(({ task, words, minimum }) => {
        const short = underLengthText(words, minimum);
        return (
          <li key={task}>
            {fillText(MarkingTexts.task, { n: task })}: {fillText(MarkingTexts.wordCount, { count: words })}
            {short && (
              <>
                {' '}
                <span className="badge badge--warning marking-flag" title={short}>
                  {MarkingTexts.underLengthBadge}
                </span>
                <span className="sr-only">{short}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
