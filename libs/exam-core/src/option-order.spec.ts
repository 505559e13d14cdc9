import { optionEntries, optionKeysInOrder } from './option-order';

const HEADINGS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
const textOf = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, `heading ${key}`]));

describe('optionKeysInOrder', () => {
  it('puts a list of headings back in numeral order after jsonb has reordered its keys', () => {
    // The order Postgres jsonb gives back: shorter keys first, then bytewise.
    const fromJsonb = ['i', 'v', 'x', 'ii', 'iv', 'ix', 'vi', 'xi', 'iii', 'vii', 'xii', 'viii'];
    expect(optionKeysInOrder(textOf(fromJsonb))).toEqual(HEADINGS);
  });

  it('orders letters alphabetically, whatever order they arrive in', () => {
    expect(optionKeysInOrder(textOf(['C', 'A', 'E', 'B', 'D']))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('keeps single letters before double ones (A ... Z, then AA)', () => {
    expect(optionKeysInOrder(textOf(['AA', 'B', 'A']))).toEqual(['A', 'B', 'AA']);
  });

  it('reads lower-case letters that are not all numerals as letters', () => {
    expect(optionKeysInOrder(textOf(['b', 'a', 'c']))).toEqual(['a', 'b', 'c']);
  });

  it('handles subtractive numerals up to forty', () => {
    expect(optionKeysInOrder(textOf(['xl', 'xxxix', 'xiv', 'xix']))).toEqual(['xiv', 'xix', 'xxxix', 'xl']);
  });
});

describe('optionEntries', () => {
  it('pairs each key with its text, in reading order', () => {
    expect(optionEntries({ ii: 'second', i: 'first' })).toEqual([
      ['i', 'first'],
      ['ii', 'second'],
    ]);
  });
});
