import { PDF_MAX_BYTES, PdfTexts } from '@cdi/contracts';
import { pdfFileProblem, startsLikePdf } from './pdf-file-check';

const pdfBytes = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
const file = (content: BlobPart[], name: string, type = '') => new File(content, name, { type });

/** A file that reports `size` bytes without holding them: only its first bytes are ever read. */
function sizedFile(head: string, size: number, name: string): File {
  const real = file([head], name, 'application/pdf');
  Object.defineProperty(real, 'size', { value: size });
  return real;
}

describe('pdfFileProblem', () => {
  it('accepts a PDF by its first bytes, whatever its name or declared type', async () => {
    expect(await pdfFileProblem(file([pdfBytes], 'paper.pdf', 'application/pdf'), 'chooser')).toBeNull();
    expect(await pdfFileProblem(file([pdfBytes], 'scan.bin', 'application/octet-stream'), 'drop')).toBeNull();
  });

  it('refuses a non-PDF named .pdf, with the drop or the chooser wording', async () => {
    const png = file([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'x.pdf', 'application/pdf');
    expect(await pdfFileProblem(png, 'drop')).toBe('Please upload only PDF files.');
    expect(await pdfFileProblem(png, 'chooser')).toBe('Please select a PDF file.');
    expect(await pdfFileProblem(png, 'viewer')).toBe('Please select a valid PDF file.');
    const text = file(['%PDF is mentioned, but this is text'], 'notes.pdf');
    expect(await pdfFileProblem(text, 'chooser')).toBe(PdfTexts.chooseNonPdf);
  });

  it('refuses an empty file or one shorter than the magic bytes', async () => {
    expect(await pdfFileProblem(file([], 'empty.pdf'), 'drop')).toBe(PdfTexts.dropNonPdf);
    expect(await pdfFileProblem(file(['%PD'], 'short.pdf'), 'chooser')).toBe(PdfTexts.chooseNonPdf);
  });

  it('refuses a PDF over 50MB naming its size in MB, and accepts one of exactly 50MB', async () => {
    expect(await pdfFileProblem(sizedFile(pdfBytes, 51 * 1024 * 1024, 'big.pdf'), 'drop')).toBe(
      'The file is 51.0 MB; the maximum is 50MB.',
    );
    expect(await pdfFileProblem(sizedFile(pdfBytes, PDF_MAX_BYTES, 'limit.pdf'), 'drop')).toBeNull();
  });

  it('judges the type before the size: a large non-PDF is told it is not a PDF', async () => {
    expect(await pdfFileProblem(sizedFile('GIF89a', 60 * 1024 * 1024, 'big.pdf'), 'drop')).toBe(PdfTexts.dropNonPdf);
  });
});

describe('startsLikePdf', () => {
  it('reads only the magic bytes', async () => {
    expect(await startsLikePdf(new Blob(['%PDF-']))).toBe(true);
    expect(await startsLikePdf(new Blob(['%pdf-']))).toBe(false);
  });
});
