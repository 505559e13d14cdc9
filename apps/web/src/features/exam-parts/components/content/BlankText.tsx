import { splitBlanks } from '@cdi/exam-core';
import '../../exam-parts.css';

/** Text with its blanks shown as numbered boxes, numbered on from `firstNumber`. */
export function BlankText({ text, firstNumber }: { text: string; firstNumber: number }) {
  return (
    <>
      {splitBlanks(text).map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <span key={i} className="blank" aria-label={`blank ${firstNumber + segment.index}`}>
            {firstNumber + segment.index}
          </span>
        ),
      )}
    </>
  );
}
