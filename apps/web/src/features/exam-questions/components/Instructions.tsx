import { instructionSegments } from '@cdi/exam-core';

/** The group's instructions with their answer limits (NO MORE THAN TWO WORDS, A NUMBER) in bold. */
export function Instructions({ text }: { text: string }) {
  return (
    <p className="q-group__instructions">
      {instructionSegments(text).map((segment, i) =>
        segment.limit ? <strong key={i}>{segment.text}</strong> : <span key={i}>{segment.text}</span>,
      )}
    </p>
  );
}
