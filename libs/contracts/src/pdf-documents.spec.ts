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
    expect(pdfFileName('..\\..\\x.pdf')).toBe('x.pdf');
  });

  it('drops bidi and other control characters, so the name shown is the name it has', () => {
    expect(pdfFileName('../../x\u202Egnp.exe')).toBe('xgnp.exe.pdf');
    expect(pdfFileName('\u2066Mock\u2069 \u200Ftest\u200E.pdf')).toBe('Mock test.pdf');
    expect(pdfFileName('Mock\u0000 1\u0007\u009B.pdf')).toBe('Mock 1.pdf');
    expect(pdfFileName('half \uD800 a pair.pdf')).toBe('half a pair.pdf');
    expect(pdfFileName('line\nbreak\t\u2028here.pdf')).toBe('line break here.pdf');
    expect(pdfFileName('\uFEFFzero\u200Bwidth.pdf')).toBe('zerowidth.pdf');
    // Scripts that need the zero-width joiners keep them.
    expect(pdfFileName('می\u200Cخواهم.pdf')).toBe('می\u200Cخواهم.pdf');
  });

  it('normalises to NFC, so one name has one spelling', () => {
    expect(pdfFileName('Cafe\u0301.pdf')).toBe('Caf\u00E9.pdf');
  });

  it('always ends in .pdf: appended to any other ending, lower-cased when it is .PDF', () => {
    expect(pdfFileName('report.exe')).toBe('report.exe.pdf');
    expect(pdfFileName('Mock 2')).toBe('Mock 2.pdf');
    expect(pdfFileName('SCAN.PDF')).toBe('SCAN.pdf');
    expect(pdfFileName('notes.pdf.')).toBe('notes.pdf');
  });

  it('keeps no hidden or dot-only name', () => {
    expect(pdfFileName('.pdf')).toBe('document.pdf');
    expect(pdfFileName('...')).toBe('document.pdf');
    expect(pdfFileName('.hidden.pdf')).toBe('hidden.pdf');
    expect(pdfFileName('\u202E')).toBe('document.pdf');
  });

  it('changes nothing in a name it has cleaned already', () => {
    for (const sent of ['../../x\u202Egnp.exe', 'Cafe\u0301', `${'b'.repeat(300)}.exe`, ' .PDF ', 'ok.pdf']) {
      const once = pdfFileName(sent);
      expect(pdfFileName(once)).toBe(once);
      expect(PdfDocumentSchema.shape.file_name.safeParse(once).success).toBe(true);
    }
  });

  it('names a nameless file', () => {
    expect(pdfFileName('')).toBe('document.pdf');
    expect(pdfFileName('folder/')).toBe('document.pdf');
  });

  it('shortens a long name to the limit, keeping its extension and never splitting a character', () => {
    const long = pdfFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(PDF_FILE_NAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(pdfFileName(`${'a'.repeat(300)}.exe`)).toHaveLength(PDF_FILE_NAME_MAX);
    const emoji = pdfFileName(`${'a'.repeat(195)}${'😀'.repeat(10)}.pdf`);
    expect(emoji.length).toBeLessThanOrEqual(PDF_FILE_NAME_MAX);
    expect(PdfDocumentSchema.shape.file_name.safeParse(emoji).success).toBe(true);
  });
});
