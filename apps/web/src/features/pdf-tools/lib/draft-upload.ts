import type { DraftUpload } from '../../exam-parts';
import type { DraftPart } from './draft-part';

/** "Mock Test 3.pdf" → "Mock-Test-3": safe in a file name anywhere. */
function baseName(pdfFileName: string): string {
  const base = pdfFileName
    .replace(/\.pdf$/i, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'draft';
}

/** The draft's file names: "<pdf>.reading-1.json" and "<pdf>.reading-1.solution.json". */
export function draftFileNames(
  pdfFileName: string,
  draft: Pick<DraftPart, 'section' | 'part'>,
): { content: string; solution: string } {
  const stem = `${baseName(pdfFileName)}.${draft.section}-${draft.part}`;
  return { content: `${stem}.json`, solution: `${stem}.solution.json` };
}

/** Pretty JSON as the content format's authors write it (two spaces, final newline). */
export const prettyJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** What "Open in upload" hands the developer's upload dialog: section, part, title and both files. */
export function draftUploadOf(draft: DraftPart, pdfFileName: string): DraftUpload {
  const names = draftFileNames(pdfFileName, draft);
  return {
    values: { section: draft.section, part: draft.part, examTitle: draft.title },
    jsonText: prettyJson(draft.content),
    solutionText: draft.solution === null ? null : prettyJson(draft.solution),
    fileName: names.content,
    solutionFileName: names.solution,
  };
}
