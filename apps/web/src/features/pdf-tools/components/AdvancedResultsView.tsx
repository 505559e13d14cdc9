import { PdfTexts } from '@cdi/contracts';
import { useMemo } from 'react';
import { BackLink } from '../../../shared/ui/BackLink';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { StatTile } from '../../../shared/ui/StatTile';
import { Tabs, type Tab } from '../../../shared/ui/Tabs';
import { extractionAnalytics, formatDuration, formatPercent } from '../lib/confidence';
import type { ExtractionOptions, ExtractionResult, StructuredContent } from '../lib/extraction-types';
import { pdfViewerPath } from '../lib/paths';
import { AdvancedPageCard } from './AdvancedPageCard';
import { AdvancedResultsActions } from './AdvancedResultsActions';
import { ConfidenceBadge } from './ConfidenceBadge';
import { ExtractionConfiguration } from './ExtractionConfiguration';
import { ResultFileInfo } from './ResultFileInfo';
import '../pdf-results.css';

interface AdvancedResultsViewProps {
  result: ExtractionResult;
  options: ExtractionOptions;
  fileId: string;
}

function StructuredView({ content }: { content: StructuredContent }) {
  return (
    <div className="pdf-results__structured">
      <p className="notice notice--info">{PdfTexts.structuredInBrowser}</p>
      <h2 className="pdf-results__structured-title">
        <span className="pdf-results__muted">{PdfTexts.structuredTitle}: </span>
        {content.title}
      </h2>
      <h3 className="pdf-results__subheading">{PdfTexts.structuredSections}</h3>
      <div className="pdf-results__sections">
        {content.sections.map((section, index) => (
          <section key={index} className="pdf-results__section" aria-label={section.heading}>
            <h4>{section.heading}</h4>
            <p className="pdf-results__section-text">{section.content}</p>
          </section>
        ))}
      </div>
      <h3 className="pdf-results__subheading">{PdfTexts.keyPoints}</h3>
      {content.keyPoints.length === 0 ? (
        <p className="pdf-results__muted">{PdfTexts.noKeyPoints}</p>
      ) : (
        <ul className="pdf-results__key-points">
          {content.keyPoints.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Spec 2's advanced extraction results: overview, each page with its method, confidence and structure, the structure, analytics. */
export function AdvancedResultsView({ result, options, fileId }: AdvancedResultsViewProps) {
  const analytics = useMemo(() => extractionAnalytics(result), [result]);
  const back = <BackLink to={pdfViewerPath(fileId)} label={PdfTexts.backToViewer} />;

  if (result.pages.length === 0) {
    return (
      <div className="pdf-results">
        {back}
        <EmptyState title={PdfTexts.noExtractionData} description={PdfTexts.extractFirst} />
      </div>
    );
  }

  const overview = (
    <>
      <div className="grid grid--stats">
        <StatTile label={PdfTexts.totalPages} value={result.pages.length} />
        <StatTile label={PdfTexts.totalWords} value={analytics.totalWords.toLocaleString()} />
        <StatTile label={PdfTexts.averageConfidence} value={<ConfidenceBadge confidence={analytics.averageConfidence} />} />
        <StatTile label={PdfTexts.processingTime} value={formatDuration(result.totalProcessingTime)} />
      </div>
      <div className="grid grid--two">
        <ResultFileInfo result={result} />
        <ExtractionConfiguration options={options} />
      </div>
      <section className="panel" aria-labelledby="advanced-methods">
        <h2 className="panel__title" id="advanced-methods">
          {PdfTexts.methodsUsed}
        </h2>
        <ul className="pdf-results__methods">
          {result.methodsUsed.map((method) => (
            <li key={method.name}>
              <span>{PdfTexts.methods[method.name] ?? method.name}</span>
              <span className="pdf-results__muted">{formatDuration(method.processingTime)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );

  const tabs: Tab[] = [
    { id: 'overview', label: PdfTexts.overviewTab, content: overview },
    {
      id: 'pages',
      label: PdfTexts.byPagesTab,
      content: (
        <div className="pdf-results__page-cards">
          {result.pages.map((page) => (
            <AdvancedPageCard key={page.pageNumber} page={page} />
          ))}
        </div>
      ),
    },
  ];
  if (result.isStructured && result.structuredContent) {
    tabs.push({
      id: 'structured',
      label: PdfTexts.aiStructuredTab,
      content: <StructuredView content={result.structuredContent} />,
    });
  }
  tabs.push({
    id: 'analytics',
    label: PdfTexts.analyticsTab,
    content: (
      <div className="grid grid--stats">
        <StatTile label={PdfTexts.processingTime} value={formatDuration(analytics.processingTime)} />
        <StatTile label={PdfTexts.pagesPerSecond} value={analytics.pagesPerSecond.toLocaleString()} />
        <StatTile label={PdfTexts.wordsPerSecond} value={analytics.wordsPerSecond.toLocaleString()} />
        <StatTile
          label={PdfTexts.highQualityPages}
          value={`${analytics.highQualityPages} / ${result.pages.length} (${formatPercent(analytics.highQualityPages / result.pages.length)})`}
        />
        <StatTile label={PdfTexts.wordsPerPage} value={analytics.wordsPerPage.toLocaleString()} />
      </div>
    ),
  });

  return (
    <div className="pdf-results">
      {back}
      <PageHeader
        title={PdfTexts.advancedResultsTitle}
        subtitle={result.fileName}
        actions={<AdvancedResultsActions result={result} />}
      />
      <Tabs label={PdfTexts.resultViews} idPrefix="advanced-results" tabs={tabs} />
    </div>
  );
}
