import type { ExtractionResult } from './extraction-types';

/** The PDF's name without its extension, safe as a file name ("Mock 3.pdf" -> "Mock 3"). */
export function baseFileName(pdfFileName: string): string {
  const base = pdfFileName
    .replace(/\.pdf$/i, '')
    // Path separators, reserved and control characters have no place in a download's name.
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
    .trim();
  return base === '' ? 'extracted-text' : base;
}

export const txtFileName = (pdfFileName: string) => `${baseFileName(pdfFileName)}.txt`;
export const jsonFileName = (pdfFileName: string) => `${baseFileName(pdfFileName)}.json`;

/** Every page's text under a '--- Page N ---' line, pages apart by an empty line. */
export function resultAsText(result: Pick<ExtractionResult, 'pages'>): string {
  return result.pages.map((page) => `--- Page ${page.pageNumber} ---\n${page.text.trim()}\n`).join('\n');
}

/** The whole result (pages with their lines, words and boxes; the structure when there is one). */
export function resultAsJson(result: ExtractionResult): string {
  return JSON.stringify(result, null, 2);
}

/** Offers the text as a file download. */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadTxt(result: ExtractionResult): void {
  downloadFile(txtFileName(result.fileName), resultAsText(result), 'text/plain;charset=utf-8');
}

export function downloadJson(result: ExtractionResult): void {
  downloadFile(jsonFileName(result.fileName), resultAsJson(result), 'application/json;charset=utf-8');
}
