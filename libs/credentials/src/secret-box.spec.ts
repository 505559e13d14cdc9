import { SecretBox } from './secret-box';

const SECRET = 'x'.repeat(40);

describe('SecretBox', () => {
  it('opens what it sealed', () => {
    const box = new SecretBox(SECRET);
    expect(box.open(box.seal('demo-pass-2026'))).toBe('demo-pass-2026');
  });

  it('never seals the same value to the same text', () => {
    const box = new SecretBox(SECRET);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed under another secret', () => {
    const sealed = new SecretBox(SECRET).seal('secret');
    expect(() => new SecretBox('y'.repeat(40)).open(sealed)).toThrow();
  });

  it('refuses a tampered value', () => {
    const box = new SecretBox(SECRET);
    const parts = box.seal('secret').split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
  });
});
