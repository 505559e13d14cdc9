import { fileNameFromDisposition } from './client';

describe('fileNameFromDisposition', () => {
  it('reads a quoted or plain filename', () => {
    expect(fileNameFromDisposition('attachment; filename="Mock test 3.pdf"', 'x.pdf')).toBe('Mock test 3.pdf');
    expect(fileNameFromDisposition('inline; filename=mock.pdf', 'x.pdf')).toBe('mock.pdf');
  });

  it('prefers the UTF-8 filename* when both are given', () => {
    expect(fileNameFromDisposition(`attachment; filename="Prueba.pdf"; filename*=UTF-8''Prueba%20%C3%B1.pdf`, 'x.pdf')).toBe(
      'Prueba ñ.pdf',
    );
  });

  it('falls back when the header is missing, nameless or badly encoded', () => {
    expect(fileNameFromDisposition(null, 'id.pdf')).toBe('id.pdf');
    expect(fileNameFromDisposition('attachment', 'id.pdf')).toBe('id.pdf');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A.pdf`, 'id.pdf')).toBe('id.pdf');
  });
});
