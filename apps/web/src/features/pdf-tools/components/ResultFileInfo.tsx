import { PdfTexts } from '@cdi/contracts';
import { dateTime } from '../../../shared/format/date';
import { formatDuration } from '../lib/confidence';
import type { ExtractionResult } from '../lib/extraction-types';
import { FactsPanel } from './FactsPanel';

/** The extracted PDF's name, pages, date and processing time. */
export function ResultFileInfo({ result }: { result: ExtractionResult }) {
  const rows: [string, string][] = [
    [PdfTexts.fileName, result.fileName],
    [PdfTexts.totalPages, String(result.totalPages)],
    [PdfTexts.extractionDate, dateTime(result.extractionDate)],
    [PdfTexts.processingTime, formatDuration(result.totalProcessingTime)],
  ];
  return <FactsPanel title={PdfTexts.fileInfo} facts={rows} />;
}
