import { sectionName } from './section-name';

describe('sectionName', () => {
  it('names sections', () => {
    expect(sectionName('listening')).toBe('Listening');
    expect(sectionName('writing')).toBe('Writing');
  });
});
