import type { ResultsExportFormat } from '@cdi/contracts';

/** The file name the server gave in Content-Disposition, or one made from the test's title. */
export function exportFileName(contentDisposition: string | null, title: string, format: ResultsExportFormat): string {
  const given = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
  if (given) return given;
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'test'}-results.${format}`;
}
