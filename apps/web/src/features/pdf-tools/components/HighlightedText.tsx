import { useMemo } from 'react';
import { highlightSegments } from '../lib/search';

/** The text with every match of the search term in <mark>. */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  const segments = useMemo(() => highlightSegments(text, term), [text, term]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <mark key={index} className="pdf-results__mark">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
