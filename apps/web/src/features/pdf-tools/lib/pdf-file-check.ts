import { fillText, formatMegabytes, PDF_MAX_BYTES, PdfTexts } from '@cdi/contracts';

/** How the file arrived: spec 2 words the refusal differently for a drop, the upload's chooser and the viewer's. */
export type PdfFileSource = 'drop' | 'chooser' | 'viewer';

const NON_PDF: Record<PdfFileSource, string> = {
  drop: PdfTexts.dropNonPdf,
  chooser: PdfTexts.chooseNonPdf,
  viewer: PdfTexts.viewerNonPdf,
};

/** Every PDF starts with these bytes; the name and the browser's declared type are not trusted. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export async function startsLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return head.length === PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/**
 * Why a chosen or dropped file cannot be uploaded, or null when it can: not a PDF by its first bytes
 * (spec 2's message for the way it came), or larger than PDF_MAX_BYTES (naming its size in MB).
 */
export async function pdfFileProblem(file: File, source: PdfFileSource): Promise<string | null> {
  if (!(await startsLikePdf(file))) return NON_PDF[source];
  if (file.size > PDF_MAX_BYTES) return fillText(PdfTexts.tooLarge, { size: formatMegabytes(file.size) });
  return null;
}
