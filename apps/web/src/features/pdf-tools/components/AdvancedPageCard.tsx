import { PdfTexts } from '@cdi/contracts';
import { Notice } from '../../../shared/ui/Notice';
import type { ExtractedPage } from '../lib/extraction-types';
import { ConfidenceBadge } from './ConfidenceBadge';
import { PageStructure } from './PageStructure';

/** One page of an advanced extraction: how it was read, how sure, its words, the image OCR read and its structure. */
export function AdvancedPageCard({ page }: { page: ExtractedPage }) {
  const headingId = `advanced-page-${page.pageNumber}`;
  return (
    <article className="panel pdf-results__page-card" aria-labelledby={headingId}>
      <header className="pdf-results__page-header">
        <h2 id={headingId}>{PdfTexts.pageHeading.replace('{n}', String(page.pageNumber))}</h2>
        <dl className="pdf-results__page-facts">
          <div>
            <dt>{PdfTexts.method}</dt>
            <dd>{PdfTexts.methods[page.method]}</dd>
          </div>
          <div>
            <dt>{PdfTexts.confidence}</dt>
            <dd>
              <ConfidenceBadge confidence={page.confidence} />
            </dd>
          </div>
          <div>
            <dt>{PdfTexts.totalWords}</dt>
            <dd>{page.wordCount.toLocaleString()}</dd>
          </div>
        </dl>
      </header>
      {page.error && <Notice tone="error">{page.error}</Notice>}
      <div className={page.imageData ? 'pdf-results__page-body pdf-results__page-body--image' : 'pdf-results__page-body'}>
        {page.imageData && (
          <figure className="pdf-results__figure">
            <img src={page.imageData} alt={PdfTexts.processedImageAlt.replace('{n}', String(page.pageNumber))} loading="lazy" />
            <figcaption>{PdfTexts.processedImage}</figcaption>
          </figure>
        )}
        <div className="pdf-results__page-content">
          <h3 className="pdf-results__subheading">{PdfTexts.pageStructure}</h3>
          <PageStructure page={page} />
          {page.text.trim() !== '' && <pre className="pdf-results__text">{page.text}</pre>}
        </div>
      </div>
    </article>
  );
}
