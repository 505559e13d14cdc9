import { PdfTexts } from '@cdi/contracts';
import { dateTime } from '../../../shared/format/date';
import { formatDuration } from '../lib/confidence';
import type { ExtractionResult } from '../lib/extraction-types';

/** The extracted PDF's name, pages, date and processing time. */
export function ResultFileInfo({ result }: { result: ExtractionResult }) {
  const rows: [string, string][] = [
    [PdfTexts.fileName, result.fileName],
    [PdfTexts.totalPages, String(result.totalPages)],
    [PdfTexts.extractionDate, dateTime(result.extractionDate)],
    [PdfTexts.processingTime, formatDuration(result.totalProcessingTime)],
  ];
  return (
    <section className="panel" aria-labelledby="pdf-results-file-info">
      <h2 className="panel__title" id="pdf-results-file-info">
        {PdfTexts.fileInfo}
      </h2>
      <dl className="pdf-results__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="pdf-results__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
