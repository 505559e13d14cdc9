import { fileNameSlug, type ResultsExportFormat } from '@cdi/contracts';

/** A results file's name when the server gives none: the test's title in lower-case words, then "-results". */
export function exportFallbackName(title: string, format: ResultsExportFormat): string {
  return `${fileNameSlug(title)}-results.${format}`;
}
