import { parseSectionChoice, sectionChoiceLabel, sectionFilter } from './section-choice';

describe('section choice', () => {
  it('reads a section from the address bar, defaulting to all', () => {
    expect(parseSectionChoice('reading')).toBe('reading');
    expect(parseSectionChoice(null)).toBe('all');
    expect(parseSectionChoice('speaking')).toBe('all');
  });

  it('asks the API for no section when all are wanted', () => {
    expect(sectionFilter('all')).toBeUndefined();
    expect(sectionFilter('writing')).toBe('writing');
  });

  it('labels the choices', () => {
    expect(sectionChoiceLabel('all')).toBe('All');
    expect(sectionChoiceLabel('listening')).toBe('Listening');
  });
});
