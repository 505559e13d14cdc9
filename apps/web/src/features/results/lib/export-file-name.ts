import type { ResultsExportFormat } from '@cdi/contracts';

/** A results file's name when the server gives none: the test's title in lower-case words, then "-results". */
export function exportFallbackName(title: string, format: ResultsExportFormat): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'test'}-results.${format}`;
}
