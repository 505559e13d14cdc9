import { formatMegabytes, PDF_FILE_NAME_MAX, PdfDocumentSchema, pdfFileName } from './pdf-documents';

describe('formatMegabytes', () => {
  it('shows megabytes with one decimal, as the portal states its limit', () => {
    expect(formatMegabytes(51 * 1024 * 1024)).toBe('51.0 MB');
    expect(formatMegabytes(50 * 1024 * 1024)).toBe('50.0 MB');
    expect(formatMegabytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatMegabytes(0.1 * 1024 * 1024)).toBe('0.1 MB');
  });

  it('shows two decimals for a file under a tenth of a megabyte, and never 0.00 for one that is not empty', () => {
    expect(formatMegabytes(8276)).toBe('0.01 MB');
    expect(formatMegabytes(50 * 1024)).toBe('0.05 MB');
    expect(formatMegabytes(914)).toBe('0.01 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
  });
});

describe('pdfFileName', () => {
  it('keeps only the last segment of a path, from any system', () => {
    expect(pdfFileName('C:\\Users\\me\\Mock 1.pdf')).toBe('Mock 1.pdf');
    expect(pdfFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(pdfFileName('  Reading.pdf  ')).toBe('Reading.pdf');
  });

  it('names a nameless file', () => {
    expect(pdfFileName('')).toBe('document.pdf');
    expect(pdfFileName('folder/')).toBe('document.pdf');
  });

  it('shortens a long name to the limit, keeping its extension and never splitting a character', () => {
    const long = pdfFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(PDF_FILE_NAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
    const emoji = pdfFileName(`${'a'.repeat(195)}${'😀'.repeat(10)}.pdf`);
    expect(emoji.length).toBeLessThanOrEqual(PDF_FILE_NAME_MAX);
    expect(PdfDocumentSchema.shape.file_name.safeParse(emoji).success).toBe(true);
  });
});
