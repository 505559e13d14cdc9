import { PdfTexts } from '@cdi/contracts';
import { useMemo, useState } from 'react';
import { BackLink } from '../../../shared/ui/BackLink';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { StatTile } from '../../../shared/ui/StatTile';
import { Tabs } from '../../../shared/ui/Tabs';
import { useCopyText } from '../hooks/use-copy-text';
import { downloadTxt } from '../lib/downloads';
import type { ExtractionResult } from '../lib/extraction-types';
import { pdfViewerPath } from '../lib/paths';
import { countMatches, filterPages } from '../lib/search';
import { HighlightedText } from './HighlightedText';
import { ResultFileInfo } from './ResultFileInfo';
import { ResultsSearch } from './ResultsSearch';
import '../pdf-results.css';

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Spec 2's text extraction results: file info, statistics, the full text or page by page, search, copy and download. */
export function TextResultsView({ result, fileId }: { result: ExtractionResult; fileId: string }) {
  const [term, setTerm] = useState('');
  const { copied, copy } = useCopyText();
  const back = <BackLink to={pdfViewerPath(fileId)} label={PdfTexts.backToViewer} />;

  const pagesWithText = useMemo(() => result.pages.filter((page) => page.text.trim() !== ''), [result.pages]);
  const shownPages = useMemo(() => filterPages(pagesWithText, term), [pagesWithText, term]);
  const matches = useMemo(() => countMatches(result.fullText, term), [result.fullText, term]);

  if (result.pages.length === 0 && result.fullText.trim() === '') {
    return (
      <div className="pdf-results">
        {back}
        <EmptyState title={PdfTexts.noTextData} description={PdfTexts.noTextExtracted} />
      </div>
    );
  }

  const words = result.pages.reduce((sum, page) => sum + page.wordCount, 0) || wordsIn(result.fullText);
  const actions = (
    <>
      <Button icon={<Icon name={copied ? 'check' : 'clipboard'} size={16} />} onClick={() => void copy(result.fullText)}>
        <span aria-live="polite">{copied ? PdfTexts.copied : PdfTexts.copyAll}</span>
      </Button>
      <Button variant="primary" icon={<Icon name="download" size={16} />} onClick={() => downloadTxt(result)}>
        {PdfTexts.downloadTxt}
      </Button>
    </>
  );

  const byPages =
    shownPages.length === 0 ? (
      <EmptyState
        title={PdfTexts.noPagesFound}
        description={pagesWithText.length === 0 ? PdfTexts.noTextExtracted : PdfTexts.noPagesMatch}
      />
    ) : (
      <ol className="pdf-results__pages">
        {shownPages.map((page) => (
          <li key={page.pageNumber} className="pdf-results__page">
            <article aria-labelledby={`text-page-${page.pageNumber}`}>
              <header className="pdf-results__page-header">
                <h3 id={`text-page-${page.pageNumber}`}>{PdfTexts.pageHeading.replace('{n}', String(page.pageNumber))}</h3>
                <span className="pdf-results__muted">{PdfTexts.wordCount.replace('{count}', String(page.wordCount))}</span>
              </header>
              <pre className="pdf-results__text">
                <HighlightedText text={page.text} term={term} />
              </pre>
            </article>
          </li>
        ))}
      </ol>
    );

  return (
    <div className="pdf-results">
      {back}
      <PageHeader title={PdfTexts.textResultsTitle} subtitle={result.fileName} actions={actions} />
      <div className="grid grid--two">
        <ResultFileInfo result={result} />
        <section className="panel" aria-labelledby="text-results-statistics">
          <h2 className="panel__title" id="text-results-statistics">
            {PdfTexts.statistics}
          </h2>
          <div className="grid grid--stats pdf-results__stats">
            <StatTile label={PdfTexts.totalWords} value={words.toLocaleString()} />
            <StatTile label={PdfTexts.totalCharacters} value={result.fullText.length.toLocaleString()} />
            <StatTile label={PdfTexts.pagesWithText} value={`${pagesWithText.length} / ${result.totalPages}`} />
          </div>
        </section>
      </div>
      <section className="panel">
        <ResultsSearch id="text-results-search" term={term} onChange={setTerm} matches={matches} />
        <Tabs
          label={PdfTexts.resultViews}
          idPrefix="text-results"
          tabs={[
            {
              id: 'full',
              label: PdfTexts.fullTextTab,
              content:
                result.fullText.trim() === '' ? (
                  <EmptyState title={PdfTexts.noPagesFound} description={PdfTexts.noTextExtracted} />
                ) : (
                  <pre className="pdf-results__text pdf-results__text--full">
                    <HighlightedText text={result.fullText} term={term} />
                  </pre>
                ),
            },
            { id: 'pages', label: PdfTexts.byPagesTab, content: byPages },
          ]}
        />
      </section>
    </div>
  );
}
