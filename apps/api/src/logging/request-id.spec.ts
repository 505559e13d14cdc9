import { requestIdFor } from './request-id';

describe('request ids', () => {
  it("keeps a proxy's plain id", () => {
    expect(requestIdFor('7f3a9c0e12b44d1f')).toBe('7f3a9c0e12b44d1f');
    expect(requestIdFor(['abc-1', 'other'])).toBe('abc-1');
  });

  it('makes a new one when there is none or it is not a plain token', () => {
    for (const given of [undefined, '', 'has space', 'x'.repeat(101), 'line\nbreak', '<script>']) {
      expect(requestIdFor(given)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
