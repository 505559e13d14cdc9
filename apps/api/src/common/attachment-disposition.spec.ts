import { attachmentDisposition } from './attachment-disposition';

describe('attachmentDisposition', () => {
  it('names a plain file in both forms', () => {
    expect(attachmentDisposition('Mock 1.pdf')).toBe(`attachment; filename="Mock 1.pdf"; filename*=UTF-8''Mock%201.pdf`);
  });

  it('keeps the exact name in filename* (RFC 5987) and an ASCII stand-in in filename', () => {
    expect(attachmentDisposition('Résumé (v2).pdf')).toBe(
      `attachment; filename="R_sum_ (v2).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28v2%29.pdf`,
    );
  });

  it('lets no name break out of the header', () => {
    const header = attachmentDisposition('a"; filename="evil.exe\r\nX-Injected: 1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_; filename=_evil.exe__X-Injected: 1.pdf"; ')).toBe(true);
    expect(header).toContain(`filename*=UTF-8''a%22%3B%20filename%3D%22evil.exe%0D%0AX-Injected%3A%201.pdf`);
  });
});
