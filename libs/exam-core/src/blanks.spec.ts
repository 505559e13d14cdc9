import { blankStartNumbers, countBlanks, findBlanks, splitBlanks, withInputBlank } from './blanks';

describe('countBlanks', () => {
  it('counts a {{blank}} marker as one', () => expect(countBlanks('The {{blank}} was closed.')).toBe(1));
  it('accepts spaces inside the marker', () => expect(countBlanks('a {{ blank }} b')).toBe(1));
  it('counts a run of two underscores as one', () => expect(countBlanks('Name: __')).toBe(1));
  it('counts a long run of underscores as one', () => expect(countBlanks('Name: __________')).toBe(1));
  it('does not count a single underscore', () => expect(countBlanks('file_name and snake_case')).toBe(0));
  it('counts markers and underscore runs together', () => expect(countBlanks('{{blank}} then ___ then {{blank}}')).toBe(3));
  it('counts separated underscore runs separately', () => expect(countBlanks('__ and __')).toBe(2));
  it('is zero for text without blanks', () => expect(countBlanks('Plain text.')).toBe(0));
  it('is zero for the empty string', () => expect(countBlanks('')).toBe(0));
  it('does not count other mustache words', () => expect(countBlanks('{{answer}} {{blanks}}')).toBe(0));
  it('gives the same count when called twice (no regex state leaks)', () => {
    expect(countBlanks('{{blank}} __')).toBe(2);
    expect(countBlanks('{{blank}} __')).toBe(2);
  });
});

describe('findBlanks', () => {
  it('locates each blank with its offsets and marker, in order', () => {
    expect(findBlanks('ab {{blank}} c ___')).toEqual([
      { index: 0, start: 3, end: 12, marker: '{{blank}}' },
      { index: 1, start: 15, end: 18, marker: '___' },
    ]);
  });
});

describe('splitBlanks', () => {
  it('splits text around a blank', () => {
    expect(splitBlanks('It opens at {{blank}} am.')).toEqual([
      { kind: 'text', text: 'It opens at ' },
      { kind: 'blank', index: 0 },
      { kind: 'text', text: ' am.' },
    ]);
  });
  it('starts with a blank when the text does', () => {
    expect(splitBlanks('__ Street')).toEqual([
      { kind: 'blank', index: 0 },
      { kind: 'text', text: ' Street' },
    ]);
  });
  it('keeps two touching blanks as two inputs', () => {
    expect(splitBlanks('{{blank}}{{blank}}')).toEqual([
      { kind: 'blank', index: 0 },
      { kind: 'blank', index: 1 },
    ]);
  });
  it('returns one text segment when there is no blank', () => {
    expect(splitBlanks('No gaps')).toEqual([{ kind: 'text', text: 'No gaps' }]);
  });
  it('returns nothing for empty text', () => expect(splitBlanks('')).toEqual([]));
});

describe('blankStartNumbers', () => {
  it('numbers blanks across texts in reading order', () => {
    expect(blankStartNumbers(['Name {{blank}}', 'no blank', '{{blank}} and ___', 'last {{ blank }}'], 1)).toEqual([1, 2, 2, 4]);
  });

  it('gives each text the number of its first blank', () => {
    expect(blankStartNumbers(['A {{blank}} and a ___.', 'No gap.', 'Then {{blank}}.'], 20)).toEqual([20, 22, 22]);
  });

  it('is empty for no texts', () => expect(blankStartNumbers([], 1)).toEqual([]));
});

describe('withInputBlank', () => {
  it('places a single input at its blank, or after the text', () => {
    expect(withInputBlank(undefined)).toBe('{{blank}}');
    expect(withInputBlank('£{{blank}} per night')).toBe('£{{blank}} per night');
    expect(withInputBlank('Cost per night')).toBe('Cost per night {{blank}}');
  });

  it('is the input alone when there is only white space', () => expect(withInputBlank('  ')).toBe('{{blank}}'));
});
