import { renumberText, type CandidateReadingPassage } from '@cdi/exam-core';
import { Fragment, useId } from 'react';
import { ParagraphSlotPlace } from '../paragraph-slots';
import { useShownNumber } from '../shown-numbers';
import '../exam-questions.css';

interface PassageViewProps {
  passage: Pick<CandidateReadingPassage, 'passage_title' | 'instructions' | 'source_text'>;
  headingLevel?: 2 | 3;
}

/**
 * A reading passage for the left pane: title, instructions, and its paragraphs with their letters,
 * each lettered one with the place of its heading slot (paragraph-slots.tsx).
 */
export function PassageView({ passage, headingLevel = 2 }: PassageViewProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const shown = useShownNumber();
  return (
    <article className="passage" aria-labelledby={headingId}>
      {passage.instructions && <p className="passage__instructions">{renumberText(passage.instructions, shown)}</p>}
      <Heading id={headingId} className="passage__title">
        {passage.passage_title}
      </Heading>
      {passage.source_text.map((paragraph, i) => (
        <Fragment key={i}>
          {paragraph.letter && <ParagraphSlotPlace paragraph={paragraph.letter} />}
          <p className="passage__paragraph" data-paragraph={paragraph.letter}>
            {paragraph.letter && <span className="passage__letter">{paragraph.letter}</span>}
            <span>{paragraph.text}</span>
          </p>
        </Fragment>
      ))}
    </article>
  );
}
