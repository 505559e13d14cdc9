import { countMatches, escapeRegExp, filterPages, highlightSegments } from './search';

describe('search in extracted text', () => {
  it('highlights every match whatever its case', () => {
    expect(highlightSegments('Reading passage. READ the text.', 'read')).toEqual([
      { text: 'Read', hit: true },
      { text: 'ing passage. ', hit: false },
      { text: 'READ', hit: true },
      { text: ' the text.', hit: false },
    ]);
  });

  it('takes special characters literally', () => {
    expect(escapeRegExp('a.b*(c)')).toBe('a\\.b\\*\\(c\\)');
    expect(highlightSegments('Questions (1-5) cost $5.00 or 5x00', '$5.00')).toEqual([
      { text: 'Questions (1-5) cost ', hit: false },
      { text: '$5.00', hit: true },
      { text: ' or 5x00', hit: false },
    ]);
    expect(countMatches('(1-5) and (1-5)', '(1-5)')).toBe(2);
    expect(countMatches('[a]', '[')).toBe(1);
  });

  it('shows the text unmarked for an empty term', () => {
    expect(highlightSegments('Some text', '  ')).toEqual([{ text: 'Some text', hit: false }]);
    expect(highlightSegments('', 'x')).toEqual([]);
    expect(countMatches('Some text', '')).toBe(0);
  });

  it('keeps only the pages holding the term', () => {
    const pages = [{ text: 'Section 1' }, { text: 'section 2' }, { text: 'Answers' }];
    expect(filterPages(pages, 'SECTION')).toEqual([{ text: 'Section 1' }, { text: 'section 2' }]);
    expect(filterPages(pages, '')).toEqual(pages);
    expect(filterPages(pages, 'missing')).toEqual([]);
  });
});
