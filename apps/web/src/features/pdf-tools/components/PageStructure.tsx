import { PdfTexts } from '@cdi/contracts';
import { useMemo } from 'react';
import type { ExtractedPage } from '../lib/extraction-types';
import { analysePage } from '../lib/page-structure';

/** The page's blocks as the analyser sees them: headings, instructions, questions and paragraphs. */
export function PageStructure({ page }: { page: ExtractedPage }) {
  const blocks = useMemo(() => analysePage(page), [page]);
  if (blocks.length === 0) return <p className="pdf-results__muted">{PdfTexts.noStructure}</p>;
  return (
    <ol className="pdf-structure">
      {blocks.map((block, index) => (
        <li key={index} className={`pdf-structure__block pdf-structure__block--${block.kind}`}>
          <span className="badge badge--neutral">
            {block.kind === 'question' && block.questionNumber !== undefined
              ? PdfTexts.questionNumber.replace('{n}', String(block.questionNumber))
              : PdfTexts.blockKinds[block.kind]}
            {block.range ? ` ${block.range[0]}–${block.range[1]}` : ''}
          </span>
          <span className="pdf-structure__text">{block.text}</span>
        </li>
      ))}
    </ol>
  );
}
