import { isExamSection, parseRulesSection, sectionRules, sectionTitle, sittingRules } from './section-rules';

describe('sectionRules', () => {
  it('gives listening ten rules, among them the single hearing and the transfer time', () => {
    const rules = sectionRules('listening');
    expect(rules).toHaveLength(10);
    expect(rules.some((rule) => /heard once/i.test(rule))).toBe(true);
    expect(rules.some((rule) => /10 minutes at the end to transfer/.test(rule))).toBe(true);
  });

  it('gives reading its 60 minutes', () => {
    expect(sectionRules('reading').some((rule) => rule.includes('60 minutes'))).toBe(true);
  });

  it('gives each writing task its minimum words and time', () => {
    const rules = sectionRules('writing');
    expect(rules).toContain('Task 1: write at least 150 words. Spend about 20 minutes on it.');
    expect(rules).toContain('Task 2: write at least 250 words. Spend about 40 minutes on it.');
  });

  it("says a candidate's extra time first and uses it where the rules name the section's time", () => {
    const reading = sectionRules('reading', 75);
    expect(reading[0]).toBe('Your special arrangements give you 75 minutes for this section instead of the standard 60.');
    expect(reading.some((rule) => rule.startsWith('You have 75 minutes for the whole section'))).toBe(true);
    expect(sectionRules('writing', 75)).toContain('The writing test has 2 tasks and lasts 75 minutes.');
    expect(sectionRules('listening', 38)[0]).toMatch(/give you 38 minutes .* standard 30/);
    // The standard time says nothing of arrangements.
    expect(sectionRules('reading', 60)).toEqual(sectionRules('reading'));
  });
});

describe('parseRulesSection', () => {
  it('accepts the four sections of the generic rules page and nothing else', () => {
    expect(['listening', 'reading', 'writing', 'speaking'].map(parseRulesSection)).toEqual([
      'listening',
      'reading',
      'writing',
      'speaking',
    ]);
    expect(parseRulesSection('Listening')).toBeNull();
    expect(parseRulesSection(undefined)).toBeNull();
  });

  it('tells the exam sections from speaking, which has no screen', () => {
    expect(isExamSection('writing')).toBe(true);
    expect(isExamSection('speaking')).toBe(false);
  });
});

describe('sectionTitle', () => {
  it('names a section as the pages show it', () => {
    expect(sectionTitle('speaking')).toBe('Speaking');
    expect(sectionTitle('listening')).toBe('Listening');
  });
});

describe('sittingRules', () => {
  it('gives the order of the sections and their minutes', () => {
    const rules = sittingRules();
    expect(rules[0]).toBe('The test has 3 sections, sat in this order: Listening, then Reading, then Writing.');
    expect(rules[1]).toBe(
      "Listening lasts 30 minutes, Reading 60 minutes and Writing 60 minutes. A section's clock starts when you begin it.",
    );
  });

  it('says a finished section cannot be gone back to, and that answers save themselves', () => {
    const rules = sittingRules();
    expect(rules.some((rule) => /cannot go back to it/.test(rule))).toBe(true);
    expect(rules.some((rule) => /saved automatically/.test(rule))).toBe(true);
  });
});
