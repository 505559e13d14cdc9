import type { ExtractionResult } from './extraction-types';
import { saveTextFile, TextFileTypes } from '../../../shared/files/save-file';

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

export function downloadTxt(result: ExtractionResult): void {
  saveTextFile(txtFileName(result.fileName), resultAsText(result), TextFileTypes.text);
}

export function downloadJson(result: ExtractionResult): void {
  saveTextFile(jsonFileName(result.fileName), resultAsJson(result), TextFileTypes.json);
}
