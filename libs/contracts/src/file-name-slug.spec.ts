import { fileNameSlug } from './file-name-slug';

describe('fileNameSlug', () => {
  it('keeps letters and digits, joined by single dashes', () => {
    expect(fileNameSlug('  IELTS Mock #3: Reading & Listening ')).toBe('ielts-mock-3-reading-listening');
  });

  it('falls back to "test" when nothing is left, and stops at 60 characters without a trailing dash', () => {
    expect(fileNameSlug('¿¡!')).toBe('test');
    const long = fileNameSlug(`${'a'.repeat(59)} b`);
    expect(long).toBe('a'.repeat(59));
  });
});
